/**
 * Removing submissions completely: the submission row and, by foreign-key cascade, its
 * encrypted file, anamnesis with AI summaries, e-mail log, magic links and spam labels;
 * explicitly the outbox jobs that point at it (jobs carry the id in their payload, not as a
 * foreign key) and standalone anamneses linked to nothing. Used by the retention run and by
 * Art. 17 erasure; the caller writes the audit entry.
 */
import { sql } from 'kysely';
import type { Tx } from '../../db/scope.js';

export async function purgeSubmissions(tx: Tx, tenantId: string, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const list = [...ids];
  await tx
    .deleteFrom('jobs')
    .where('tenant_id', '=', tenantId)
    .where(sql<string>`payload->>'submissionId'`, 'in', list)
    .execute();
  await tx.deleteFrom('magic_links').where('tenant_id', '=', tenantId).where('submission_id', 'in', list).execute();
  await tx
    .deleteFrom('anamnese_submissions')
    .where('tenant_id', '=', tenantId)
    .where('original_submission_id', 'in', list)
    .execute();
  const gone = await tx
    .deleteFrom('form_submissions')
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', list)
    .returning('id')
    .execute();
  return gone.map((g) => g.id);
}
