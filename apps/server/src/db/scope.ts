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
 * true)` lasts for the statement's own implicit transaction, and returns the tenant id. The
 * statement must take its practice from that value — every read filters on it, the insert uses
 * it as the row's tenant_id — so no row-level-security check can run before it is set (the
 * policies read the scope in InitPlans, evaluated on first use: decision 0016). It fails closed: were the order ever
 * different, the policy would see no tenant, so the read would find nothing and the insert be
 * refused; it can never widen the scope. Pinned by test/tenant-tx.test.ts.
 */
export function statementScope(tenantId: string) {
  return sql<string>`set_config('app.tenant_ids', ${tenantId}, true)`;
}

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
