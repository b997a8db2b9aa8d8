/**
 * A fingerprint of everything the app stores for people (not its own bookkeeping), to prove
 * that a rejected request changed nothing: row count and a digest of every row per table.
 * Left out on purpose: sessions (last_seen_at moves), rate_limits and audit_log (a rejection
 * is counted and audited; that is their job).
 */
import { sql } from 'kysely';
import type { Database } from '../src/db/index.js';
import { crossTenant } from '../src/db/scope.js';

export const STORED_TABLES = [
  'tenants',
  'tenant_keys',
  'users',
  'user_tenants',
  'form_submissions',
  'submission_files',
  'email_logs',
  'anamnese_submissions',
  'anamnese_ai_summaries',
  'magic_links',
  'ip_blacklist',
  'membership_packages',
  'user_memberships',
  'jobs',
  'retention_policies',
  'spam_feedback',
  'spam_tokens',
  'submission_counts',
] as const;

export type StoredState = Record<string, string>;

export async function storedState(db: Database): Promise<StoredState> {
  const parts = STORED_TABLES.map(
    (t) =>
      sql`select ${t}::text as name, count(*)::text || ':' || md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as state from ${sql.table(t)} x`,
  );
  const r = await crossTenant(db, (tx) =>
    sql<{ name: string; state: string }>`${sql.join(parts, sql` union all `)}`.execute(tx),
  );
  return Object.fromEntries(r.rows.map((row) => [row.name, row.state]));
}

/** Row counts only, for messages. */
export async function rowCounts(db: Database): Promise<Record<string, number>> {
  const s = await storedState(db);
  return Object.fromEntries(Object.entries(s).map(([k, v]) => [k, Number(v.split(':')[0])]));
}
