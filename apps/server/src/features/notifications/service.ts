/**
 * E-mail notifications as durable jobs. Intake enqueues one `notify.staff` job per recipient
 * (and one `notify.patient` when the practice sends confirmations) in the submission's own
 * transaction. Each attempt is logged in email_logs.
 *
 * Delivery is at-least-once: a job that has a 'sent' log row is done and never sends again;
 * the one window for a duplicate is a crash between the SMTP server accepting the mail and
 * the log row being written, which retries the job (a duplicate, never a loss).
 */
import { normalizeFormType } from '@praxisdesk/domain';
import type { Config } from '../../config.js';
import type { Database } from '../../db/index.js';
import type { Tx } from '../../db/scope.js';
import type { JobHandler, JobHandlers, NewJob } from '../../jobs/payloads.js';
import { enqueueAll } from '../../jobs/queue.js';
import { SYSTEM } from '../../lib/audit.js';
import type { Keyring } from '../../lib/crypto.js';
import type { Mailer, MailMessage } from '../../lib/mailer.js';
import { hitRateLimit } from '../../lib/rateLimit.js';
import { tenantTransactions } from '../../lib/tenantTx.js';
import { hmac, randomCode, randomToken, sha256, subkey } from '../../lib/tokens.js';
import { magicLinksRepository as links } from '../magicLinks/repository.js';
import { findPublicTenant } from '../tenants/publicTenant.js';
import { maskEmail, patientConfirmation, staffNotification } from './mails.js';
import { notificationsRepository as repo } from './repository.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Patient confirmations per address and day, over all practices: anyone can type any address
 * into a form, so without a bound the fixed-text confirmation could be used to flood a mailbox.
 */
export const CONFIRMATIONS_PER_ADDRESS = { limit: 3, windowSeconds: 24 * 3600 };

/** The notification jobs of a new submission: one per recipient, and the patient's confirmation. */
export function notificationJobs(
  tenant: { id: string; emailRecipients: string[]; settings: { patientConfirmation?: boolean } },
  submissionId: string,
  formData: Record<string, unknown>,
): NewJob[] {
  const jobs: NewJob[] = [];
  for (const recipient of new Set(tenant.emailRecipients.map((r) => r.trim().toLowerCase()).filter(Boolean))) {
    jobs.push({ queue: 'notify.staff', payload: { submissionId, recipient }, tenantId: tenant.id });
  }
  const patientEmail = typeof formData.email === 'string' ? formData.email.trim() : '';
  if (tenant.settings.patientConfirmation && EMAIL.test(patientEmail)) {
    // The address itself stays in the encrypted form data; the job carries only the id.
    jobs.push({ queue: 'notify.patient', payload: { submissionId }, tenantId: tenant.id });
  }
  return jobs;
}

/** Called inside the submission's transaction. */
export async function enqueueNotifications(
  tx: Tx,
  tenant: { id: string; emailRecipients: string[]; settings: { patientConfirmation?: boolean } },
  submissionId: string,
  formData: Record<string, unknown>,
) {
  await enqueueAll(tx, notificationJobs(tenant, submissionId, formData));
}

export function notificationJobHandlers(db: Database, keyring: Keyring, mailer: Mailer, config: Config): JobHandlers {
  const codeKey = subkey(config.secrets.masterKey, 'magic-link-code');
  const addressKey = subkey(config.secrets.masterKey, 'confirmation-address');
  // Mail jobs act as the system, inside the submission's practice only.
  const inTenant = tenantTransactions(db, keyring);

  async function log(
    tenantId: string,
    row: {
      submissionId: string;
      recipient: string;
      subject: string;
      kind: 'notification' | 'confirmation';
      jobId: string;
      error?: string;
    },
  ) {
    await inTenant(SYSTEM, tenantId, ({ tx }) => repo.log(tx, { tenantId, ...row }));
  }

  type LogEntry = Parameters<typeof log>[1];

  /** Sends one mail and logs the attempt; a failure is logged, cleaned up and rethrown (retry). */
  async function sendAndLog(tenantId: string, mail: MailMessage, entry: LogEntry, onFailure?: () => Promise<void>) {
    try {
      await mailer.send({ ...mail, submissionId: entry.submissionId });
    } catch (err) {
      await onFailure?.();
      await log(tenantId, { ...entry, error: describe(err) });
      throw err;
    }
    await log(tenantId, entry);
  }

  const staff: JobHandler<'notify.staff'> = async (job) => {
    const { submissionId, recipient } = job.payload;
    const tenantId = job.tenantId;
    if (!tenantId) throw new Error('job without tenant');
    const tenant = await findPublicTenant(db, tenantId);
    const prepared = await inTenant(SYSTEM, tenantId, async ({ tx }) => {
      if (await repo.alreadySent(tx, job.id)) return null;
      const sub = await repo.formType(tx, submissionId);
      if (!sub || !tenant) return null; // deleted meanwhile: nothing to notify about
      const taken = await links.activeCodeHashes(tx, submissionId);
      let code = randomCode();
      while (taken.some((h) => h.equals(hmac(codeKey, code)))) code = randomCode();
      const token = randomToken();
      const linkId = await links.insert(tx, {
        tenantId,
        submissionId,
        recipient,
        tokenHash: sha256(token),
        codeHash: hmac(codeKey, code),
      });
      const mail = staffNotification({
        practice: tenant.name,
        formType: normalizeFormType(sub.form_type),
        submissionId,
        link: `${config.publicUrl}/submission/${submissionId}?token=${token}`,
        code,
        deadline: sub.treatment_deadline,
      });
      return { linkId, mail };
    });
    if (!prepared) return;
    const entry = {
      submissionId,
      recipient,
      subject: prepared.mail.subject,
      kind: 'notification' as const,
      jobId: job.id,
    };
    // An unsent link must not stay usable.
    await sendAndLog(tenantId, { to: recipient, ...prepared.mail }, entry, () => links.delete(db, prepared.linkId));
  };

  const patient: JobHandler<'notify.patient'> = async (job) => {
    const { submissionId } = job.payload;
    const tenantId = job.tenantId;
    if (!tenantId) throw new Error('job without tenant');
    const tenant = await findPublicTenant(db, tenantId);
    const prepared = await inTenant(SYSTEM, tenantId, async ({ tx, open }) => {
      if (!tenant || (await repo.alreadySent(tx, job.id))) return null;
      const sub = await repo.formData(tx, submissionId);
      if (!sub) return null;
      const data = await open<Record<string, unknown>>(
        { table: 'form_submissions', recordId: sub.id },
        { blob: sub.form_data, keyVersion: sub.key_version },
      );
      const to = typeof data.email === 'string' ? data.email.trim() : '';
      if (!EMAIL.test(to)) return null;
      // Counted once per job (its first attempt), so retries after an SMTP outage do not use it up.
      if (job.attempts === 1) {
        const key = `confirm:address:${hmac(addressKey, to.toLowerCase()).toString('hex')}`;
        const { limit, windowSeconds } = CONFIRMATIONS_PER_ADDRESS;
        if (!(await hitRateLimit(tx, key, limit, windowSeconds)).allowed) return null;
      }
      return {
        to,
        mail: patientConfirmation({
          practice: tenant.name,
          submissionId,
          reception: tenant.reception,
          language: sub.language,
        }),
      };
    });
    if (!prepared) return;
    const entry = {
      submissionId,
      recipient: maskEmail(prepared.to),
      subject: prepared.mail.subject,
      kind: 'confirmation' as const,
      jobId: job.id,
    };
    await sendAndLog(tenantId, { to: prepared.to, ...prepared.mail }, entry);
  };

  return { 'notify.staff': staff, 'notify.patient': patient };
}

/** SMTP errors name the server's reply, never message content. */
function describe(err: unknown): string {
  const e = err as { code?: string; responseCode?: number; message?: string };
  return [e.code, e.responseCode, e.message].filter(Boolean).join(' ').slice(0, 300) || 'Versand fehlgeschlagen';
}
