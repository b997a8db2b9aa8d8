/**
 * SQL of the anamnesis card and its generation job. Reads by submission take the tenant ids in
 * scope; the job's writes by id run inside withTenant for the job's tenant, so RLS limits them.
 */
import type { Tx } from '../../db/scope.js';

type StatusColumn = 'summary_status' | 'text_status';
type ErrorColumn = 'summary_error' | 'text_error';
export type GenerationStatus = 'pending' | 'processing' | 'done' | 'failed';

export const anamnesisRepository = {
  submission(tx: Tx, tenantIds: string[], submissionId: string) {
    return tx
      .selectFrom('form_submissions')
      .select(['id', 'tenant_id', 'generated_text', 'generated_text_key_version', 'anamnesis_red_flags'])
      .where('tenant_id', 'in', tenantIds)
      .where('id', '=', submissionId)
      .executeTakeFirst();
  },

  /** The newest questionnaire that belongs to the submission. */
  latestForSubmission(tx: Tx, tenantId: string, submissionId: string) {
    return tx
      .selectFrom('anamnese_submissions')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('original_submission_id', '=', submissionId)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  },

  latestSummary(tx: Tx, tenantId: string, anamnesisId: string) {
    return tx
      .selectFrom('anamnese_ai_summaries')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('anamnese_submission_id', '=', anamnesisId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
  },

  /** Sets one generation's status and error; the row after the change. */
  setStatusReturning(
    tx: Tx,
    anamnesisId: string,
    cols: readonly [StatusColumn, ErrorColumn],
    status: GenerationStatus,
    error: string | null,
  ) {
    return tx
      .updateTable('anamnese_submissions')
      .set({ [cols[0]]: status, [cols[1]]: error })
      .where('id', '=', anamnesisId)
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  async setStatus(
    tx: Tx,
    anamnesisId: string,
    cols: readonly [StatusColumn, ErrorColumn],
    status: GenerationStatus,
    error: string | null,
  ): Promise<void> {
    await tx
      .updateTable('anamnese_submissions')
      .set({ [cols[0]]: status, [cols[1]]: error })
      .where('id', '=', anamnesisId)
      .execute();
  },

  byId(tx: Tx, anamnesisId: string) {
    return tx.selectFrom('anamnese_submissions').selectAll().where('id', '=', anamnesisId).executeTakeFirst();
  },

  async insertSummary(
    tx: Tx,
    s: {
      id: string;
      tenantId: string;
      anamnesisId: string;
      model: string;
      tokensUsed: number | null;
      processingTimeMs: number | null;
      summary: Buffer;
      keyVersion: number;
      note: string | null;
    },
  ): Promise<void> {
    await tx
      .insertInto('anamnese_ai_summaries')
      .values({
        id: s.id,
        tenant_id: s.tenantId,
        anamnese_submission_id: s.anamnesisId,
        ai_model: s.model,
        tokens_used: s.tokensUsed,
        processing_time_ms: s.processingTimeMs,
        summary: s.summary,
        key_version: s.keyVersion,
        note: s.note,
      })
      .execute();
  },

  async setGeneratedText(tx: Tx, submissionId: string, blob: Buffer, keyVersion: number): Promise<void> {
    await tx
      .updateTable('form_submissions')
      .set({ generated_text: blob, generated_text_key_version: keyVersion })
      .where('id', '=', submissionId)
      .execute();
  },

  /** Writes the red-flag marker only when it changes (no needless row version). */
  async setRedFlags(tx: Tx, submissionId: string, flagged: boolean): Promise<void> {
    await tx
      .updateTable('form_submissions')
      .set({ anamnesis_red_flags: flagged })
      .where('id', '=', submissionId)
      .where('anamnesis_red_flags', '<>', flagged)
      .execute();
  },
};
