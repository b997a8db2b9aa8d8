/**
 * The inbox's server side. Access is checked first (tenantScope), then the transaction is
 * opened with the same tenant ids so RLS enforces what the check decided.
 */
import type { SubmissionListResponse, SubmissionSummary } from '@praxisdesk/domain';
import { formTypes } from '@praxisdesk/domain';
import type { Database } from '../../db/index.js';
import { type Tx, withTenant } from '../../db/scope.js';
import { audit } from '../../lib/audit.js';
import { DECRYPTION_FAILED, type Keyring } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { type AuthContext, requireUser, tenantScope } from '../auth/context.js';
import { submissionsRepository as repo, type SubmissionRow } from './repository.js';

export interface ListParams {
  tenant?: string | undefined;
  page: number;
  limit: number;
  includeSpam: boolean;
  formType?: (typeof formTypes)[number] | undefined;
}

export function submissionsService(db: Database, keyring: Keyring) {
  async function toSummary(tx: Tx, row: SubmissionRow): Promise<SubmissionSummary> {
    let formData: Record<string, unknown>;
    try {
      formData = await keyring.decrypt(
        tx,
        { tenantId: row.tenant_id, table: 'form_submissions', recordId: row.id },
        row.form_data,
        row.key_version,
      );
    } catch {
      // One unreadable record must not break the whole list (spec §5: error object).
      formData = { ...DECRYPTION_FAILED };
    }
    return {
      id: row.id,
      tenantId: row.tenant_id,
      tenantName: row.tenant_name,
      formType: formTypes.includes(row.form_type as never)
        ? (row.form_type as SubmissionSummary['formType'])
        : 'contact',
      createdAt: new Date(row.created_at).toISOString(),
      isSpam: row.is_spam,
      isProcessed: row.is_processed,
      processedAt: row.processed_at ? new Date(row.processed_at).toISOString() : null,
      spamScore: row.spam_score,
      quarantineStatus: row.quarantine_status,
      hasAnamnese: row.has_anamnese,
      formData,
    };
  }

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
          submissions: await Promise.all(rows.map((r) => toSummary(tx, r))),
          pagination: { currentPage: p.page, totalPages, totalCount: total, hasNextPage: p.page < totalPages },
        };
      });
    },

    async get(auth: AuthContext | null, id: string): Promise<SubmissionSummary> {
      const a = requireUser(auth);
      const tenantIds = tenantScope(a);
      return withTenant(db, tenantIds, async (tx) => {
        const row = await repo.findById(tx, tenantIds, id);
        if (!row) throw new AppError('SUBMISSION_NOT_FOUND');
        await audit(tx, {
          actorKind: 'user',
          actorUserId: a.userId,
          tenantId: row.tenant_id,
          action: 'submission.read',
          targetType: 'submission',
          targetId: id,
          outcome: 'success',
        });
        return toSummary(tx, row);
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
        await audit(tx, {
          actorKind: 'user',
          actorUserId: a.userId,
          tenantId: row.tenant_id,
          action: processed ? 'submission.processed' : 'submission.unprocessed',
          targetType: 'submission',
          targetId: id,
          outcome: 'success',
        });
        return toSummary(tx, row);
      });
    },

    async delete(auth: AuthContext | null, id: string): Promise<void> {
      const a = requireUser(auth);
      const tenantIds = tenantScope(a);
      await withTenant(db, tenantIds, async (tx) => {
        const tenantId = await repo.delete(tx, tenantIds, id);
        if (!tenantId) throw new AppError('SUBMISSION_NOT_FOUND');
        await audit(tx, {
          actorKind: 'user',
          actorUserId: a.userId,
          tenantId,
          action: 'submission.delete',
          targetType: 'submission',
          targetId: id,
          outcome: 'success',
        });
      });
    },
  };
}

export type SubmissionsService = ReturnType<typeof submissionsService>;
