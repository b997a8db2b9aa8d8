/**
 * Staff marking as a labelled example for the practice's spam filter. Call inside the
 * transaction that changes is_spam (withTenant for the submission's tenant).
 */
import type { Tx } from '../../db/scope.js';

export async function recordStaffLabel(
  tx: Tx,
  label: { tenantId: string; submissionId: string; isSpam: boolean; userId: string },
): Promise<void> {
  await tx
    .insertInto('spam_feedback')
    .values({
      tenant_id: label.tenantId,
      submission_id: label.submissionId,
      is_spam: label.isSpam,
      user_id: label.userId,
    })
    .execute();
}
