import { type Kysely, sql } from 'kysely';

/** The role the app runs as: owns nothing, cannot bypass row-level security. */
export const APP_ROLE = 'praxisdesk_app';

export async function grantToApp(
  db: Kysely<unknown>,
  table: string,
  privileges: readonly ('select' | 'insert' | 'update' | 'delete')[],
): Promise<void> {
  await sql`grant ${sql.raw(privileges.join(', '))} on ${sql.table(table)} to ${sql.raw(APP_ROLE)}`.execute(db);
}

/**
 * Row-level security on a tenant-owned table: rows are visible and writable only inside a
 * transaction whose app.tenant_ids lists their tenant. Forced, so even the owner is subject
 * to it. The second policy is the explicit cross-tenant path (db/scope.ts `crossTenant`),
 * used only by audited admin and worker operations.
 */
export async function tenantIsolation(db: Kysely<unknown>, table: string): Promise<void> {
  const t = sql.table(table);
  await sql`alter table ${t} enable row level security`.execute(db);
  await sql`alter table ${t} force row level security`.execute(db);
  await createTenantPolicies(db, table);
}

/**
 * The scope reads sit in scalar sub-selects (decision 0016): the planner turns each into an
 * InitPlan evaluated once per statement instead of once per row, and estimates
 * `tenant_id = any($param)` like an ordinary filter. Written inline, the expression was
 * re-parsed for every row and the planner, unable to estimate it, guessed a tenth of a
 * practice's rows and sorted whole inboxes for deep pages (issue 16).
 */
const tenantScope = sql.raw(
  "tenant_id = any ((select string_to_array(nullif(current_setting('app.tenant_ids', true), ''), ',')::uuid[])::uuid[])",
);
const crossTenantOn = sql.raw("(select current_setting('app.cross_tenant', true) = 'on')");

/** (Re)creates the two policies of a tenant-owned table; RLS itself must already be on. */
export async function createTenantPolicies(db: Kysely<unknown>, table: string): Promise<void> {
  const t = sql.table(table);
  await sql`drop policy if exists tenant_isolation on ${t}`.execute(db);
  await sql`drop policy if exists cross_tenant on ${t}`.execute(db);
  await sql`create policy tenant_isolation on ${t} using (${tenantScope}) with check (${tenantScope})`.execute(db);
  await sql`create policy cross_tenant on ${t} using (${crossTenantOn}) with check (${crossTenantOn})`.execute(db);
}
