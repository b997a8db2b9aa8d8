/**
 * The inbox's server side: list, detail, processed, notifications, delete; stats, spam marking
 * (which trains the tenant's spam filter), bulk delete, the decrypted prescription file and
 * blocking a spam sender. Access is checked first (tenantScope), then the transaction is
 * opened with the same tenant ids so RLS enforces what the check decided.
 */
import {
  formTypes,
  MANUAL_HAM_SCORE,
  MANUAL_SPAM_SCORE,
  type SubmissionDetail,
  type SubmissionListResponse,
  type SubmissionStats,
  type SubmissionSummary,
} from '@praxisdesk/domain';
import type { Database } from '../../db/index.js';
import { enqueue } from '../../jobs/queue.js';
import type { Keyring } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { tenantTransactions } from '../../lib/tenantTx.js';
import { type AuthContext, requireUser, tenantScope } from '../auth/context.js';
import type { SpamFeedback } from '../spam/feedback.js';
import { loadDetail, toSummary } from './mappers.js';
import { submissionsRepository as repo } from './repository.js';

export interface ListParams {
  tenant?: string | undefined;
  page: number;
  limit: number;
  includeSpam: boolean;
  formType?: (typeof formTypes)[number] | undefined;
}

export interface SubmissionFile {
  content: Buffer;
  fileName: string;
  fileType: string;
}

const submission = (id: string) => ({ type: 'submission', id });

export function submissionsService(db: Database, keyring: Keyring, spamFeedback: SpamFeedback) {
  const inTenant = tenantTransactions(db, keyring);
  return {
    async list(auth: AuthContext | null, p: ListParams): Promise<SubmissionListResponse> {
      const a = requireUser(auth);
      const tenantIds = tenantScope(a, p.tenant);
      return inTenant(a, tenantIds, async ({ tx }) => {
        const { rows, total } = await repo.list(tx, {
          tenantIds,
          includeSpam: p.includeSpam,
          formType: p.formType,
          limit: p.limit,
          offset: (p.page - 1) * p.limit,
        });
        const totalPages = Math.max(1, Math.ceil(total / p.limit));
        return {
          submissions: await Promise.all(rows.map((r) => toSummary(tx, keyring, r))),
          pagination: { currentPage: p.page, totalPages, totalCount: total, hasNextPage: p.page < totalPages },
        };
      });
    },

    async get(auth: AuthContext | null, id: string): Promise<SubmissionDetail> {
      const a = requireUser(auth);
      const tenantIds = tenantScope(a);
      return inTenant(a, tenantIds, async ({ tx, audit }) => {
        const detail = await loadDetail(tx, keyring, id);
        if (!detail) throw new AppError('SUBMISSION_NOT_FOUND');
        await audit({
          tenantId: detail.tenantId,
          action: 'submission.read',
          target: submission(id),
        });
        return detail;
      });
    },

    async setProcessed(auth: AuthContext | null, id: string, processed: boolean): Promise<SubmissionSummary> {
      const a = requireUser(auth);
      const tenantIds = tenantScope(a);
      return inTenant(a, tenantIds, async ({ tx, audit }) => {
        if (!(await repo.setProcessed(tx, tenantIds, id, processed, a.userId))) {
          throw new AppError('SUBMISSION_NOT_FOUND');
        }
        const row = await repo.findById(tx, tenantIds, id);
        if (!row) throw new AppError('SUBMISSION_NOT_FOUND');
        await audit({
          tenantId: row.tenant_id,
          action: processed ? 'submission.processed' : 'submission.unprocessed',
          target: submission(id),
        });
        return toSummary(tx, keyring, row);
      });
    },

    /** Re-sends the notification to every recipient of the tenant, with fresh links. */
    async resendNotifications(auth: AuthContext | null, id: string): Promise<{ queued: number }> {
      const a = requireUser(auth);
      const tenantIds = tenantScope(a);
      return inTenant(a, tenantIds, async ({ tx, audit }) => {
        const row = await repo.recipients(tx, tenantIds, id);
        if (!row) throw new AppError('SUBMISSION_NOT_FOUND');
        const recipients = [...new Set(row.email_recipients.map((r) => r.trim().toLowerCase()).filter(Boolean))];
        for (const recipient of recipients) {
          await enqueue(tx, 'notify.staff', { submissionId: id, recipient }, { tenantId: row.tenant_id });
        }
        await audit({
          tenantId: row.tenant_id,
          action: 'submission.resend_notification',
          target: submission(id),
          details: { recipients: recipients.length },
        });
        return { queued: recipients.length };
      });
    },

    async delete(auth: AuthContext | null, id: string): Promise<void> {
      const a = requireUser(auth);
      const tenantIds = tenantScope(a);
      await inTenant(a, tenantIds, async ({ tx, audit }) => {
        const tenantId = await repo.delete(tx, tenantIds, id);
        if (!tenantId) throw new AppError('SUBMISSION_NOT_FOUND');
        await audit({ tenantId, action: 'submission.delete', target: { type: 'submission', id } });
      });
    },

    async stats(auth: AuthContext | null, tenant?: string): Promise<SubmissionStats> {
      const a = requireUser(auth);
      const tenantIds = tenantScope(a, tenant);
      return inTenant(a, tenantIds, async ({ tx }) => {
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
      return inTenant(a, tenantIds, async ({ tx, audit }) => {
        const score = isSpam ? MANUAL_SPAM_SCORE : MANUAL_HAM_SCORE;
        const tenantId = await repo.setSpam(tx, tenantIds, id, isSpam, score);
        if (!tenantId) {
          const exists = await repo.findById(tx, tenantIds, id);
          throw new AppError(exists ? 'SPAM_STATE_UNCHANGED' : 'SUBMISSION_NOT_FOUND');
        }
        await spamFeedback.recordStaffLabel(tx, { tenantId, submissionId: id, isSpam, userId: a.userId });
        await audit({
          tenantId,
          action: isSpam ? 'submission.mark_spam' : 'submission.mark_ham',
          target: submission(id),
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
      return inTenant(a, tenantIds, async ({ tx, audit }) => {
        const deleted = await repo.deleteMany(tx, tenantIds, unique);
        if (deleted.length !== unique.length) throw new AppError('SUBMISSION_NOT_FOUND'); // rolls back
        for (const d of deleted) {
          await audit({
            tenantId: d.tenant_id,
            action: 'submission.delete',
            target: submission(d.id),
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
      return inTenant(a, tenantIds, async ({ tx, audit, openBytes }) => {
        const row = await repo.file(tx, tenantIds, id);
        if (!row) {
          const exists = await repo.findById(tx, tenantIds, id);
          throw new AppError(exists ? 'FILE_NOT_FOUND' : 'SUBMISSION_NOT_FOUND');
        }
        const content = await openBytes(
          { tenantId: row.tenant_id, table: 'submission_files', recordId: id },
          { blob: row.content, keyVersion: row.key_version },
        );
        const meta = (row.prescription_file ?? {}) as { fileName?: string; fileType?: string };
        await audit({
          tenantId: row.tenant_id,
          action: 'submission.file_read',
          target: submission(id),
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
      return inTenant(a, tenantIds, async ({ tx, audit }) => {
        const row = await repo.sender(tx, tenantIds, id);
        if (!row) throw new AppError('SUBMISSION_NOT_FOUND');
        // Blocking is a spam measure; the blacklist is shared by all practices.
        if (!row.is_spam) throw new AppError('FORBIDDEN');
        if (!row.client_ip_hash) throw new AppError('NO_SENDER_IP');
        const inserted = await repo.blacklistIpHash(tx, {
          ipHash: row.client_ip_hash,
          reason: `Spam-Einreichung ${id.slice(0, 8)} gesperrt`,
          addedBy: a.userId,
        });
        await audit({
          tenantId: row.tenant_id,
          action: 'submission.block_sender',
          target: submission(id),
          details: { added: !!inserted },
        });
        return { added: !!inserted, hashPrefix: row.client_ip_hash.slice(0, 16) };
      });
    },
  };
}

export type SubmissionsService = ReturnType<typeof submissionsService>;
