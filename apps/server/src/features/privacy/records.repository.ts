/**
 * The reads of the patient and tenant exports (records.ts, patientData.ts): a submission with
 * everything stored about it, and what a tenant holds beyond its submissions. Each takes the
 * tenant id; call inside a transaction scoped to that tenant (or crossTenant for an admin).
 */
import type { Tx } from '../../db/scope.js';

export const recordsRepository = {
  submissions(tx: Tx, tenantId: string, ids: readonly string[]) {
    return tx
      .selectFrom('form_submissions')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', [...ids])
      .orderBy('created_at')
      .execute();
  },

  file(tx: Tx, tenantId: string, submissionId: string) {
    return tx
      .selectFrom('submission_files')
      .select(['content', 'key_version', 'name', 'name_key_version'])
      .where('tenant_id', '=', tenantId)
      .where('submission_id', '=', submissionId)
      .executeTakeFirst();
  },

  anamneses(tx: Tx, tenantId: string, submissionId: string) {
    return tx
      .selectFrom('anamnese_submissions')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('original_submission_id', '=', submissionId)
      .orderBy('completed_at')
      .execute();
  },

  aiSummaries(tx: Tx, tenantId: string, anamnesisId: string) {
    return tx
      .selectFrom('anamnese_ai_summaries')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('anamnese_submission_id', '=', anamnesisId)
      .orderBy('created_at')
      .execute();
  },

  emails(tx: Tx, tenantId: string, submissionId: string) {
    return tx
      .selectFrom('email_logs')
      .select(['kind', 'subject', 'status', 'sent_at'])
      .where('tenant_id', '=', tenantId)
      .where('submission_id', '=', submissionId)
      .orderBy('created_at')
      .execute();
  },

  submissionIds(tx: Tx, tenantId: string) {
    return tx.selectFrom('form_submissions').select('id').where('tenant_id', '=', tenantId).execute();
  },

  /** Questionnaires filled in on their own, linked to no submission. */
  loneAnamneses(tx: Tx, tenantId: string) {
    return tx
      .selectFrom('anamnese_submissions')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('original_submission_id', 'is', null)
      .execute();
  },
};
