/**
 * SQL for form_submissions. Every method takes the tenant ids in scope and filters by them,
 * on top of row-level security (the transaction is opened with withTenant for the same ids).
 */
import type { FormType } from '@praxisdesk/domain';
import type { Tx } from '../../db/scope.js';
import { summaryColumns as listColumns } from './detail.js';

export interface ListFilter {
  tenantIds: string[];
  includeSpam: boolean;
  formType?: FormType | undefined;
  limit: number;
  offset: number;
}

export const submissionsRepository = {
  async list(tx: Tx, f: ListFilter) {
    let q = tx
      .selectFrom('form_submissions')
      .innerJoin('tenants', 'tenants.id', 'form_submissions.tenant_id')
      .where('form_submissions.tenant_id', 'in', f.tenantIds);
    if (!f.includeSpam) q = q.where('form_submissions.is_spam', '=', false);
    if (f.formType) q = q.where('form_submissions.form_type', '=', f.formType);
    const [rows, count] = await Promise.all([
      q
        .select(listColumns)
        .orderBy('form_submissions.created_at', 'desc')
        .orderBy('form_submissions.id', 'desc')
        .limit(f.limit)
        .offset(f.offset)
        .execute(),
      q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  },

  findById(tx: Tx, tenantIds: string[], id: string) {
    return tx
      .selectFrom('form_submissions')
      .innerJoin('tenants', 'tenants.id', 'form_submissions.tenant_id')
      .select(listColumns)
      .where('form_submissions.tenant_id', 'in', tenantIds)
      .where('form_submissions.id', '=', id)
      .executeTakeFirst();
  },

  async setProcessed(tx: Tx, tenantIds: string[], id: string, processed: boolean, userId: string) {
    const r = await tx
      .updateTable('form_submissions')
      .set({
        is_processed: processed,
        processed_at: processed ? new Date() : null,
        processed_by: processed ? userId : null,
        updated_at: new Date(),
      })
      .where('tenant_id', 'in', tenantIds)
      .where('id', '=', id)
      .executeTakeFirst();
    return r.numUpdatedRows > 0n;
  },

  async delete(tx: Tx, tenantIds: string[], id: string) {
    const r = await tx
      .deleteFrom('form_submissions')
      .where('tenant_id', 'in', tenantIds)
      .where('id', '=', id)
      .returning('tenant_id')
      .executeTakeFirst();
    return r?.tenant_id;
  },
};
