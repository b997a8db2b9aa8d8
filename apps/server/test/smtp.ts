/**
 * A real SMTP server on 127.0.0.1 for tests (the smtp-server package). Mails are parsed with
 * postal-mime. `stop()` and `start()` simulate an outage on the same port.
 */
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  raw: string;
}

export interface TestSmtp {
  url: string;
  mails: ReceivedMail[];
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startSmtp(): Promise<TestSmtp> {
  const mails: ReceivedMail[] = [];
  let port = 0;
  let server: SMTPServer | undefined;
  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // stop() is an outage: open connections drop at once. (By default close() waited up to
      // 30 s for the mailer's pooled connections to end: 20 s of every outage test.)
      closeTimeout: 1,
      onData(stream, session, done) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', async () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const parsed = await PostalMime.parse(raw);
          mails.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            raw,
          });
          done();
        });
      },
    });
  const start = async () => {
    server = create();
    server.on('error', () => {}); // a client cut off mid-mail (a SIGKILLed server), not ours
    await new Promise<void>((resolve) => server?.listen(port, '127.0.0.1', () => resolve()));
    const address = server.server.address();
    if (address && typeof address === 'object') port = address.port;
  };
  await start();
  return {
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    mails,
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
    start,
  };
}
