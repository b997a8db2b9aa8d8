/**
 * Data protection (issue 10).
 *
 * - retention_policies: a tenant's own retention period per category (form type or 'spam');
 *   a missing row means the preset from packages/domain (privacy.ts) applies.
 * - Indexes for the audit trail's three readers: per submission (access history), per
 *   tenant and per user (Protokoll tab).
 * - At most one pending daily retention run (the job reschedules itself; a second process
 *   scheduling at the same time hits this index instead of doubling the run).
 */
import { type Kysely, sql } from 'kysely';
import { grantToApp, tenantIsolation } from './helpers.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table retention_policies (
      tenant_id uuid not null references tenants(id) on delete cascade,
      category text not null
        check (category in ('contact', 'prescription', 'anamnese', 'bewerbung', 'training', 'spam')),
      amount integer not null check (amount between 1 and 1200),
      unit text not null check (unit in ('days', 'months', 'years')),
      updated_by uuid references users(id) on delete set null,
      updated_at timestamptz not null default now(),
      primary key (tenant_id, category)
    )`.execute(db);
  await grantToApp(db, 'retention_policies', ['select', 'insert', 'update', 'delete']);
  await tenantIsolation(db, 'retention_policies');

  await sql`create index audit_log_target_idx on audit_log (target_type, target_id, at desc)`.execute(db);
  await sql`create index audit_log_tenant_idx on audit_log (tenant_id, at desc)`.execute(db);
  await sql`create index audit_log_actor_idx on audit_log (actor_user_id, at desc)`.execute(db);
  await sql`create unique index jobs_one_pending_retention on jobs (queue)
    where queue = 'privacy.retention' and status = 'pending'`.execute(db);
}
