/**
 * SQL of the notification jobs: the e-mail log and the submission facts a mail needs. Each
 * runs inside withTenant for the job's tenant, so RLS scopes the reads by id.
 */
import { sql } from 'kysely';
import type { Tx } from '../../db/scope.js';

export interface EmailLogEntry {
  tenantId: string;
  submissionId: string;
  recipient: string;
  subject: string;
  kind: 'notification' | 'confirmation';
  jobId: string;
  error?: string | undefined;
}

export const notificationsRepository = {
  /** Whether this job already sent its mail (a retry after the send must not send twice). */
  async alreadySent(tx: Tx, jobId: string): Promise<boolean> {
    const r = await tx
      .selectFrom('email_logs')
      .select('id')
      .where('job_id', '=', jobId)
      .where('status', '=', 'sent')
      .executeTakeFirst();
    return !!r;
  },

  async log(tx: Tx, row: EmailLogEntry): Promise<void> {
    await tx
      .insertInto('email_logs')
      .values({
        tenant_id: row.tenantId,
        submission_id: row.submissionId,
        recipient: row.recipient,
        subject: row.subject,
        kind: row.kind,
        job_id: row.jobId,
        status: row.error ? 'failed' : 'sent',
        error_message: row.error?.slice(0, 300) ?? null,
        sent_at: row.error ? null : new Date(),
      })
      .execute();
  },

  formType(tx: Tx, submissionId: string) {
    return (
      tx
        .selectFrom('form_submissions')
        .select(['id', 'form_type'])
        // The start-by deadline of a prescription (issue 20): a date only, no health data.
        .select(sql<string | null>`to_char(treatment_deadline, 'YYYY-MM-DD')`.as('treatment_deadline'))
        .where('id', '=', submissionId)
        .executeTakeFirst()
    );
  },

  formData(tx: Tx, submissionId: string) {
    return tx
      .selectFrom('form_submissions')
      .select(['id', 'form_data', 'key_version', 'language'])
      .where('id', '=', submissionId)
      .executeTakeFirst();
  },
};
