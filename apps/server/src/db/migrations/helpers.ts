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
  const scope = sql.raw("string_to_array(nullif(current_setting('app.tenant_ids', true), ''), ',')::uuid[]");
  await sql`alter table ${t} enable row level security`.execute(db);
  await sql`alter table ${t} force row level security`.execute(db);
  await sql`create policy tenant_isolation on ${t}
    using (tenant_id = any (${scope}))
    with check (tenant_id = any (${scope}))`.execute(db);
  await sql`create policy cross_tenant on ${t}
    using (current_setting('app.cross_tenant', true) = 'on')
    with check (current_setting('app.cross_tenant', true) = 'on')`.execute(db);
}
