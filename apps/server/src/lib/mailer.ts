/**
 * Outgoing mail. With SMTP_URL: real SMTP through nodemailer. Without it (the embedded default
 * on a fresh machine): each mail is written as an .eml file into DATA_DIR/outbox, and the log
 * says so, so nothing is silently dropped and an operator can read what would have been sent.
 */
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The submission the mail is about: names its outbox file, so erasure can find it (issue 17). */
  submissionId?: string;
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
      const about = m.submissionId && UUID.test(m.submissionId) ? `-s${m.submissionId}` : '';
      const file = join(
        dir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}${about}-${crypto.randomUUID().slice(0, 8)}.eml`,
      );
      writeFileSync(file, info.message as Buffer, { mode: 0o600 });
      log(`SMTP_URL is not set: mail kept in ${file}`);
    },
    close: () => {},
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Removes .eml files from the outbox (issue 17: they hold patient addresses and links): those
 * about the given submissions (erased, deleted or expired), and all older than `olderThan`.
 * Answers how many were removed. A missing folder is an empty one.
 */
export function purgeOutbox(dir: string, what: { submissionIds?: readonly string[]; olderThan?: Date }): number {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return 0;
  }
  const ids = new Set((what.submissionIds ?? []).map((x) => x.toLowerCase()));
  let removed = 0;
  for (const name of names) {
    if (!name.endsWith('.eml')) continue;
    const file = join(dir, name);
    const about = /-s([0-9a-f-]{36})-/i.exec(name)?.[1]?.toLowerCase();
    let old = false;
    if (what.olderThan) {
      try {
        old = statSync(file).mtime < what.olderThan;
      } catch {
        continue;
      }
    }
    if (old || (about && ids.has(about))) {
      rmSync(file, { force: true });
      removed++;
    }
  }
  return removed;
}
