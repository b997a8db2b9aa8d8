/**
 * Inbox actions beyond list and detail: stats, spam marking (which trains the tenant's spam
 * filter), bulk delete, the decrypted prescription file, and blocking a spam sender.
 * Same shape as service.ts: access check first, then withTenant with the checked ids.
 */
import {
  formTypes,
  MANUAL_HAM_SCORE,
  MANUAL_SPAM_SCORE,
  type SubmissionStats,
  type SubmissionSummary,
} from '@praxisdesk/domain';
import type { Database } from '../../db/index.js';
import { withTenant } from '../../db/scope.js';
import { audit, userActor } from '../../lib/audit.js';
import type { Keyring } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { type AuthContext, requireUser, tenantScope } from '../auth/context.js';
import type { SpamFeedback } from '../spam/feedback.js';
import { toSummary } from './detail.js';
import { submissionsRepository as repo } from './repository.js';

export interface SubmissionFile {
  content: Buffer;
  fileName: string;
  fileType: string;
}

export function inboxActions(db: Database, keyring: Keyring, spamFeedback: SpamFeedback) {
  return {
    async stats(auth: AuthContext | null, tenant?: string): Promise<SubmissionStats> {
      const tenantIds = tenantScope(auth, tenant);
      return withTenant(db, tenantIds, async (tx) => {
        const [rows, lastSubmissionId] = await Promise.all([
          repo.countsByType(tx, tenantIds),
          repo.newestId(tx, tenantIds),
        ]);
        const typeCounts = Object.fromEntries(formTypes.map((t) => [t, 0])) as SubmissionStats['typeCounts'];
        let total = 0;
        let spam = 0;
        let processed = 0;
        for (const r of rows) {
          const [t, s, p] = [Number(r.total), Number(r.spam), Number(r.processed)];
          total += t;
          spam += s;
          processed += p;
          // The database only stores the five canonical types; anything else would be contact.
          const type = formTypes.includes(r.form_type as never) ? (r.form_type as keyof typeof typeCounts) : 'contact';
          typeCounts[type] += t - s;
        }
        return { total, spam, processed, unprocessed: Math.max(0, total - processed), typeCounts, lastSubmissionId };
      });
    },

    /**
     * 'Als Spam markieren' / 'Als Nicht-Spam markieren': only when the state differs (409
     * otherwise); the score becomes 70 / 0, and the label is recorded for the tenant's filter
     * in the same transaction.
     */
    async setSpam(auth: AuthContext | null, id: string, isSpam: boolean): Promise<SubmissionSummary> {
      const a = requireUser(auth);
      const tenantIds = tenantScope(a);
      return withTenant(db, tenantIds, async (tx) => {
        const score = isSpam ? MANUAL_SPAM_SCORE : MANUAL_HAM_SCORE;
        const tenantId = await repo.setSpam(tx, tenantIds, id, isSpam, score);
        if (!tenantId) {
          const exists = await repo.findById(tx, tenantIds, id);
          throw new AppError(exists ? 'SPAM_STATE_UNCHANGED' : 'SUBMISSION_NOT_FOUND');
        }
        await spamFeedback.recordStaffLabel(tx, { tenantId, submissionId: id, isSpam, userId: a.userId });
        await audit(tx, userActor(a), {
          tenantId,
          action: isSpam ? 'submission.mark_spam' : 'submission.mark_ham',
          target: { type: 'submission', id },
        });
        const row = await repo.findById(tx, tenantIds, id);
        if (!row) throw new AppError('SUBMISSION_NOT_FOUND');
        return toSummary(tx, keyring, row);
      });
    },

    /**
     * All or nothing: when one id is not visible to the caller (another tenant's, or already
     * gone), nothing is deleted and the answer is 404, so a bulk delete never half-happens and
     * never tells which foreign ids exist.
     */
    async deleteMany(auth: AuthContext | null, ids: string[]): Promise<{ deleted: number }> {
      const a = requireUser(auth);
      const tenantIds = tenantScope(a);
      const unique = [...new Set(ids)];
      return withTenant(db, tenantIds, async (tx) => {
        const deleted = await repo.deleteMany(tx, tenantIds, unique);
        if (deleted.length !== unique.length) throw new AppError('SUBMISSION_NOT_FOUND'); // rolls back
        for (const d of deleted) {
          await audit(tx, userActor(a), {
            tenantId: d.tenant_id,
            action: 'submission.delete',
            target: { type: 'submission', id: d.id },
            details: { bulk: true },
          });
        }
        return { deleted: deleted.length };
      });
    },

    /** The prescription file, decrypted, for staff of the submission's tenant only. */
    async file(auth: AuthContext | null, id: string): Promise<SubmissionFile> {
      const a = requireUser(auth);
      const tenantIds = tenantScope(a);
      return withTenant(db, tenantIds, async (tx) => {
        const row = await repo.file(tx, tenantIds, id);
        if (!row) {
          const exists = await repo.findById(tx, tenantIds, id);
          throw new AppError(exists ? 'FILE_NOT_FOUND' : 'SUBMISSION_NOT_FOUND');
        }
        const content = await keyring.decryptBytes(
          tx,
          { tenantId: row.tenant_id, table: 'submission_files', recordId: id },
          row.content,
          row.key_version,
        );
        const meta = (row.prescription_file ?? {}) as { fileName?: string; fileType?: string };
        await audit(tx, userActor(a), {
          tenantId: row.tenant_id,
          action: 'submission.file_read',
          target: { type: 'submission', id },
        });
        return {
          content,
          fileName: meta.fileName || `rezept-${id.slice(0, 8)}`,
          fileType: meta.fileType || 'application/octet-stream',
        };
      });
    },

    /**
     * 'Absender sperren' for a spam submission: its stored IP hash goes onto the blacklist.
     * Nobody sees the IP, which we never stored; the reason names the submission instead.
     */
    async blockSender(auth: AuthContext | null, id: string): Promise<{ added: boolean; hashPrefix: string }> {
      const a = requireUser(auth);
      const tenantIds = tenantScope(a);
      return withTenant(db, tenantIds, async (tx) => {
        const row = await tx
          .selectFrom('form_submissions')
          .select(['tenant_id', 'client_ip_hash', 'is_spam'])
          .where('tenant_id', 'in', tenantIds)
          .where('id', '=', id)
          .executeTakeFirst();
        if (!row) throw new AppError('SUBMISSION_NOT_FOUND');
        // Blocking is a spam measure; the blacklist is shared by all practices.
        if (!row.is_spam) throw new AppError('FORBIDDEN');
        if (!row.client_ip_hash) throw new AppError('NO_SENDER_IP');
        const inserted = await tx
          .insertInto('ip_blacklist')
          .values({
            ip_hash: row.client_ip_hash,
            reason: `Spam-Einreichung ${id.slice(0, 8)} gesperrt`,
            added_by: a.userId,
          })
          .onConflict((oc) => oc.column('ip_hash').doNothing())
          .returning('ip_hash')
          .executeTakeFirst();
        await audit(tx, userActor(a), {
          tenantId: row.tenant_id,
          action: 'submission.block_sender',
          target: { type: 'submission', id },
          details: { added: !!inserted },
        });
        return { added: !!inserted, hashPrefix: row.client_ip_hash.slice(0, 16) };
      });
    },
  };
}

export type InboxActions = ReturnType<typeof inboxActions>;
