/**
 * Outgoing mail. With SMTP_URL: real SMTP through nodemailer. Without it (the embedded default
 * on a fresh machine): each mail is written as an .eml file into DATA_DIR/outbox, and the log
 * says so, so nothing is silently dropped and an operator can read what would have been sent.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport({
    url,
    // Reused connections: a burst of notifications does not open one SMTP session per mail.
    pool: true,
    maxConnections: 5,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    async send(m) {
      await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text });
    },
    close: () => transport.close(),
  };
}

export function outboxMailer(dir: string, from: string, log: (msg: string) => void): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(m) {
      const info = await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text });
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      const file = join(
        dir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomUUID().slice(0, 8)}.eml`,
      );
      writeFileSync(file, info.message as Buffer, { mode: 0o600 });
      log(`SMTP_URL is not set: mail kept in ${file}`);
    },
    close: () => {},
  };
}
