/**
 * The inbox's server side: list, detail, processed, notifications, delete; stats, spam marking
 * (which trains the tenant's spam filter), bulk delete, the decrypted prescription file and
 * blocking a spam sender. Access is checked first (tenantScope), then the transaction is
 * opened with the same tenant ids so RLS enforces what the check decided; the read-only list
 * and stats are one statement each that sets the same scope itself (db/scope.ts scopeTable).
 */
import {
  addDays,
  BLOCK_SENDER_DAYS,
  berlinToday,
  blacklistScopeTexts,
  DEADLINE_WARN_DAYS,
  type DeletionPreviewItem,
  formTypes,
  MANUAL_HAM_SCORE,
  MANUAL_SPAM_SCORE,
  retentionDeleteTexts,
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
import { openFileName } from '../intake/fileNames.js';
import {
  type DeletionPlanItem,
  enqueueOutboxPurge,
  hideUnderDuty,
  planDeletion,
  type RetentionDuty,
} from '../privacy/retention.js';
import type { SpamFeedback } from '../spam/feedback.js';
import { loadDetail, toSummary, toSummaryWithKey } from './mappers.js';
import { submissionsRepository as repo } from './repository.js';

export interface ListParams {
  tenant?: string | undefined;
  page: number;
  limit: number;
  includeSpam: boolean;
  formType?: (typeof formTypes)[number] | undefined;
  sort?: 'newest' | 'deadline' | undefined;
}

export interface SubmissionFile {
  content: Buffer;
  fileName: string;
  fileType: string;
}

const submission = (id: string) => ({ type: 'submission', id });

export function submissionsService(
  db: Database,
  keyring: Keyring,
  spamFeedback: SpamFeedback,
  /** The clock of the deadline counter (tests may fix it). */
  now: () => Date = () => new Date(),
) {
  const inTenant = tenantTransactions(db, keyring);
  return {
    /**
     * One statement that sets its own tenant scope (repository inboxListStatement; issue 16,
     * point 1): the list reads and writes nothing else, so it needs no transaction.
     */
    async list(auth: AuthContext | null, p: ListParams): Promise<SubmissionListResponse> {
      const a = requireUser(auth);
      const tenantIds = tenantScope(a, p.tenant);
      const { rows, total } = await repo.listPage(db, {
        tenantIds,
        includeSpam: p.includeSpam,
        formType: p.formType,
        sort: p.sort,
        limit: p.limit,
        offset: (p.page - 1) * p.limit,
      });
      const totalPages = Math.max(1, Math.ceil(total / p.limit));
      return {
        submissions: rows.map((r) => toSummaryWithKey(keyring, r)),
        pagination: { currentPage: p.page, totalPages, totalCount: total, hasNextPage: p.page < totalPages },
      };
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

    /**
     * "Löschen": at once, unless a legal retention duty runs (issue 17) — then the submission
     * leaves the inbox (hidden, restorable by an admin) and the nightly run deletes it later.
     */
    async delete(auth: AuthContext | null, id: string): Promise<void> {
      const a = requireUser(auth);
      const tenantIds = tenantScope(a);
      await inTenant(a, tenantIds, async ({ tx, audit }) => {
        const [plan] = await planDeletion(tx, tenantIds, [id], new Date());
        if (!plan) throw new AppError('SUBMISSION_NOT_FOUND');
        if (plan.duty) {
          const d = plan.duty;
          await hideUnderDuty(tx, tenantIds, [{ ...plan, duty: d }], a.userId, retentionDeleteTexts.hiddenReasonSingle);
          await audit({
            tenantId: plan.tenantId,
            action: 'submission.hide',
            target: submission(id),
            details: { until: d.until.toISOString().slice(0, 10), category: d.category },
          });
          return;
        }
        const tenantId = await repo.delete(tx, tenantIds, id);
        if (!tenantId) throw new AppError('SUBMISSION_NOT_FOUND');
        await enqueueOutboxPurge(tx, tenantId, [id]);
        await audit({ tenantId, action: 'submission.delete', target: { type: 'submission', id } });
      });
    },

    /** What "Löschen" would do to each id, for the confirm dialogs. */
    async deletionPreview(auth: AuthContext | null, ids: string[]): Promise<DeletionPreviewItem[]> {
      const a = requireUser(auth);
      const tenantIds = tenantScope(a);
      const unique = [...new Set(ids)];
      return inTenant(a, tenantIds, async ({ tx }) => {
        const plan = await planDeletion(tx, tenantIds, unique, new Date());
        if (plan.length !== unique.length) throw new AppError('SUBMISSION_NOT_FOUND');
        return plan.map((p) => ({
          id: p.id,
          mode: p.duty ? 'hide' : 'delete',
          retainUntil: p.duty ? p.duty.until.toISOString() : null,
          reason: p.duty ? p.duty.reason : null,
        }));
      });
    },

    /** One statement with its own tenant scope, like list. */
    async stats(auth: AuthContext | null, tenant?: string): Promise<SubmissionStats> {
      const a = requireUser(auth);
      const tenantIds = tenantScope(a, tenant);
      const today = berlinToday(now());
      const { counts, newestId, deadlinesDue } = await repo.stats(
        db,
        tenantIds,
        today,
        addDays(today, DEADLINE_WARN_DAYS.amber),
      );
      const typeCounts = Object.fromEntries(formTypes.map((t) => [t, 0])) as SubmissionStats['typeCounts'];
      let total = 0;
      let spam = 0;
      let processed = 0;
      for (const r of counts) {
        const [t, s, p] = [Number(r.total), Number(r.spam), Number(r.processed)];
        total += t;
        spam += s;
        processed += p;
        // The database only stores the five canonical types; anything else would be contact.
        const type = formTypes.includes(r.form_type as never) ? (r.form_type as keyof typeof typeCounts) : 'contact';
        typeCounts[type] += t - s;
      }
      return {
        total,
        spam,
        processed,
        unprocessed: Math.max(0, total - processed),
        typeCounts,
        lastSubmissionId: newestId,
        deadlinesDue,
      };
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
    async deleteMany(auth: AuthContext | null, ids: string[]): Promise<{ deleted: number; hidden: number }> {
      const a = requireUser(auth);
      const tenantIds = tenantScope(a);
      const unique = [...new Set(ids)];
      return inTenant(a, tenantIds, async ({ tx, audit }) => {
        const plan = await planDeletion(tx, tenantIds, unique, new Date());
        if (plan.length !== unique.length) throw new AppError('SUBMISSION_NOT_FOUND');
        const kept = plan.filter((p): p is DeletionPlanItem & { duty: RetentionDuty } => p.duty !== null);
        const keptIds = new Set(kept.map((k) => k.id));
        const deleted = await repo.deleteMany(
          tx,
          tenantIds,
          unique.filter((x) => !keptIds.has(x)),
        );
        const hidden = await hideUnderDuty(tx, tenantIds, kept, a.userId, retentionDeleteTexts.hiddenReasonBulk);
        if (deleted.length + hidden.length !== unique.length) throw new AppError('SUBMISSION_NOT_FOUND'); // rolls back
        for (const k of kept) {
          await audit({
            tenantId: k.tenantId,
            action: 'submission.hide',
            target: submission(k.id),
            details: { bulk: true, until: k.duty.until.toISOString().slice(0, 10), category: k.duty.category },
          });
        }
        for (const t of new Set(deleted.map((d) => d.tenant_id))) {
          await enqueueOutboxPurge(
            tx,
            t,
            deleted.filter((d) => d.tenant_id === t).map((d) => d.id),
          );
        }
        for (const d of deleted) {
          await audit({
            tenantId: d.tenant_id,
            action: 'submission.delete',
            target: submission(d.id),
            details: { bulk: true },
          });
        }
        return { deleted: deleted.length + hidden.length, hidden: hidden.length };
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
        const fileName = await openFileName(keyring, tx, {
          tenantId: row.tenant_id,
          submissionId: id,
          name: row.name,
          nameKeyVersion: row.name_key_version,
          legacy: meta.fileName,
        });
        await audit({
          tenantId: row.tenant_id,
          action: 'submission.file_read',
          target: submission(id),
        });
        return {
          content,
          fileName,
          fileType: meta.fileType || 'application/octet-stream',
        };
      });
    },

    /**
     * 'Absender sperren' for a spam submission: its stored IP hash goes onto the blacklist of
     * the submission's practice only, for BLOCK_SENDER_DAYS (issue 17: a user of one practice
     * must not silence another's mail; global and permanent entries are an administrator's).
     * Nobody sees the IP, which we never stored; the reason names the submission instead.
     */
    async blockSender(
      auth: AuthContext | null,
      id: string,
    ): Promise<{ added: boolean; hashPrefix: string; expiresAt: string }> {
      const a = requireUser(auth);
      const tenantIds = tenantScope(a);
      return inTenant(a, tenantIds, async ({ tx, audit }) => {
        const row = await repo.sender(tx, tenantIds, id);
        if (!row) throw new AppError('SUBMISSION_NOT_FOUND');
        // Blocking is a spam measure.
        if (!row.is_spam) throw new AppError('FORBIDDEN');
        if (!row.client_ip_hash) throw new AppError('NO_SENDER_IP');
        const expiresAt = new Date(Date.now() + BLOCK_SENDER_DAYS * 86_400_000);
        const inserted = await repo.blacklistIpHash(tx, {
          ipHash: row.client_ip_hash,
          reason: blacklistScopeTexts.blockReason(id.slice(0, 8)),
          addedBy: a.userId,
          tenantId: row.tenant_id,
          expiresAt,
        });
        await audit({
          tenantId: row.tenant_id,
          action: 'submission.block_sender',
          target: submission(id),
          details: { added: inserted, scope: 'tenant', days: BLOCK_SENDER_DAYS },
        });
        return { added: inserted, hashPrefix: row.client_ip_hash.slice(0, 16), expiresAt: expiresAt.toISOString() };
      });
    },
  };
}

export type SubmissionsService = ReturnType<typeof submissionsService>;
