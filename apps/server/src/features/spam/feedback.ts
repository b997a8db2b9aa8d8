/**
 * Staff marking ('Als Spam markieren' / 'Als Nicht-Spam markieren') as training data: each
 * marking is recorded and applied to the practice's own model in the caller's transaction
 * (withTenant for the submission's tenant). Re-marking the other way moves the example
 * from one class to the other; marking the same way twice counts once.
 */
import type { Tx } from '../../db/scope.js';
import { decryptFormData, type Keyring } from '../../lib/crypto.js';
import { spamRepository as repo } from './repository.js';
import type { SpamScorer } from './scorer.js';

export interface StaffLabel {
  tenantId: string;
  submissionId: string;
  isSpam: boolean;
  userId: string;
}

export function spamFeedback(keyring: Keyring, scorer: SpamScorer) {
  return {
    async recordStaffLabel(tx: Tx, label: StaffLabel): Promise<void> {
      const previous = await repo.latestLabel(tx, label.submissionId);
      await repo.insertLabel(tx, label);
      if (previous?.is_spam === label.isSpam) return;

      const row = await repo.formData(tx, label.submissionId);
      if (!row) return;
      let formData: Record<string, unknown>;
      try {
        formData = await decryptFormData(keyring, tx, {
          tenantId: label.tenantId,
          id: label.submissionId,
          formData: row.form_data,
          keyVersion: row.key_version,
        });
      } catch {
        return; // an unreadable record teaches nothing; the label itself is kept
      }
      if (previous) await scorer.learn(tx, label.tenantId, row.form_type, formData, previous.is_spam, -1);
      await scorer.learn(tx, label.tenantId, row.form_type, formData, label.isSpam, 1);
    },
  };
}

export type SpamFeedback = ReturnType<typeof spamFeedback>;
