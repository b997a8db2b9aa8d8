/**
 * The inbox's server side. Access is checked first (tenantScope), then the transaction is
 * opened with the same tenant ids so RLS enforces what the check decided.
 */
import type { formTypes, SubmissionDetail, SubmissionListResponse, SubmissionSummary } from '@praxisdesk/domain';
import type { Database } from '../../db/index.js';
import { withTenant } from '../../db/scope.js';
import { enqueue } from '../../jobs/queue.js';
import { audit, userActor } from '../../lib/audit.js';
import type { Keyring } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { type AuthContext, requireUser, tenantScope } from '../auth/context.js';
import { loadDetail, toSummary } from './detail.js';
import { submissionsRepository as repo } from './repository.js';

export interface ListParams {
  tenant?: string | undefined;
  page: number;
  limit: number;
  includeSpam: boolean;
  formType?: (typeof formTypes)[number] | undefined;
}

export function submissionsService(db: Database, keyring: Keyring) {
  return {
    async list(auth: AuthContext | null, p: ListParams): Promise<SubmissionListResponse> {
      const tenantIds = tenantScope(auth, p.tenant);
      return withTenant(db, tenantIds, async (tx) => {
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
      return withTenant(db, tenantIds, async (tx) => {
        const detail = await loadDetail(tx, keyring, id);
        if (!detail) throw new AppError('SUBMISSION_NOT_FOUND');
        await audit(tx, userActor(a), {
          tenantId: detail.tenantId,
          action: 'submission.read',
          target: { type: 'submission', id },
        });
        return detail;
      });
    },

    async setProcessed(auth: AuthContext | null, id: string, processed: boolean): Promise<SubmissionSummary> {
      const a = requireUser(auth);
      const tenantIds = tenantScope(a);
      return withTenant(db, tenantIds, async (tx) => {
        if (!(await repo.setProcessed(tx, tenantIds, id, processed, a.userId))) {
          throw new AppError('SUBMISSION_NOT_FOUND');
        }
        const row = await repo.findById(tx, tenantIds, id);
        if (!row) throw new AppError('SUBMISSION_NOT_FOUND');
        await audit(tx, userActor(a), {
          tenantId: row.tenant_id,
          action: processed ? 'submission.processed' : 'submission.unprocessed',
          target: { type: 'submission', id },
        });
        return toSummary(tx, keyring, row);
      });
    },

    /** Re-sends the notification to every recipient of the tenant, with fresh links. */
    async resendNotifications(auth: AuthContext | null, id: string): Promise<{ queued: number }> {
      const a = requireUser(auth);
      const tenantIds = tenantScope(a);
      return withTenant(db, tenantIds, async (tx) => {
        const row = await tx
          .selectFrom('form_submissions')
          .innerJoin('tenants', 'tenants.id', 'form_submissions.tenant_id')
          .select(['form_submissions.tenant_id', 'tenants.email_recipients'])
          .where('form_submissions.tenant_id', 'in', tenantIds)
          .where('form_submissions.id', '=', id)
          .executeTakeFirst();
        if (!row) throw new AppError('SUBMISSION_NOT_FOUND');
        const recipients = [...new Set(row.email_recipients.map((r) => r.trim().toLowerCase()).filter(Boolean))];
        for (const recipient of recipients) {
          await enqueue(tx, 'notify.staff', { submissionId: id, recipient }, { tenantId: row.tenant_id });
        }
        await audit(tx, userActor(a), {
          tenantId: row.tenant_id,
          action: 'submission.resend_notification',
          target: { type: 'submission', id },
          details: { recipients: recipients.length },
        });
        return { queued: recipients.length };
      });
    },

    async delete(auth: AuthContext | null, id: string): Promise<void> {
      const a = requireUser(auth);
      const tenantIds = tenantScope(a);
      await withTenant(db, tenantIds, async (tx) => {
        const tenantId = await repo.delete(tx, tenantIds, id);
        if (!tenantId) throw new AppError('SUBMISSION_NOT_FOUND');
        await audit(tx, userActor(a), { tenantId, action: 'submission.delete', target: { type: 'submission', id } });
      });
    },
  };
}

export type SubmissionsService = ReturnType<typeof submissionsService>;
