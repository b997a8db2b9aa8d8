/**
 * Tenant scope per transaction. set_config(…, true) is transaction-local, so a pooled
 * connection never carries one tenant's scope into another request.
 */
import { sql, type Transaction } from 'kysely';
import type { Database } from './index.js';
import type { DB } from './schema.js';

export type Tx = Transaction<DB>;

/**
 * Runs fn in a transaction in which only rows of the given tenants are visible and writable
 * (RLS). Callers pass tenant ids they have already checked against the caller's assignments.
 */
export function withTenant<T>(
  db: Database,
  tenantIds: string | readonly string[],
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  const ids = typeof tenantIds === 'string' ? [tenantIds] : tenantIds;
  if (ids.length === 0) throw new Error('withTenant needs at least one tenant id');
  return db.transaction().execute(async (tx) => {
    await sql`select set_config('app.tenant_ids', ${ids.join(',')}, true)`.execute(tx);
    return fn(tx);
  });
}

/**
 * The tenant scope of one statement run outside a transaction, for the public intake's hot
 * path (issue 16: one round trip instead of BEGIN, scope, statement, COMMIT). `set_config(…,
 * true)` lasts for the statement's own implicit transaction, and returns the tenant id (the
 * ids joined by commas when several are given, as withTenant sets them). The
 * statement must take its practice from that value — every read filters on it, the insert uses
 * it as the row's tenant_id — so no row-level-security check can run before it is set (the
 * policies read the scope in InitPlans, evaluated on first use: decision 0016). It fails closed: were the order ever
 * different, the policy would see no tenant, so the read would find nothing and the insert be
 * refused; it can never widen the scope. Pinned by test/intake-round-trips.test.ts and
 * test/inbox-round-trips.test.ts.
 */
export function statementScope(tenantIds: string | readonly string[]) {
  const ids = typeof tenantIds === 'string' ? [tenantIds] : tenantIds;
  if (ids.length === 0) throw new Error('statementScope needs at least one tenant id');
  return sql<string>`set_config('app.tenant_ids', ${ids.join(',')}, true)`;
}

/**
 * The staff's read-only calls as one statement each (issue 16, point 1: one round trip instead
 * of BEGIN, scope, query, COMMIT): `scopeTable(ids)` is the one-row derived table
 * `scope (tenant_ids)` that sets the statement scope, and every read of the statement is
 * joined to it LATERALly and refers to it with `afterScope` (`scope.tenant_ids is not null`,
 * true whenever the scope is set). A lateral subquery that refers to the row before it runs
 * only once that row exists, that is after `set_config` ran; PostgreSQL does not inline the
 * derived table (a volatile function in its target list), so the order is the plan's shape,
 * not the planner's choice. Were it ever different, it fails closed as above. The reads keep
 * their own `tenant_id in (…)` filters with the same ids, so their plans are those of the
 * transaction path (test/inbox-plans.test.ts EXPLAINs the statement as the app role).
 */
export function scopeTable(tenantIds: readonly string[]) {
  return sql<{ tenant_ids: string }>`(select ${statementScope(tenantIds)} as tenant_ids)`.as('scope');
}

/** The condition that ties a read to `scopeTable`'s row (see there). */
export const afterScope = sql<boolean>`scope.tenant_ids is not null`;

/**
 * The explicit cross-tenant path for admin and worker operations. Callers must have checked
 * the actor's rights and must write an audit entry (see lib/audit.ts) for what they do.
 */
export function crossTenant<T>(db: Database, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (tx) => {
    await sql`select set_config('app.cross_tenant', 'on', true)`.execute(tx);
    return fn(tx);
  });
}
