/**
 * The SQL of one submission, in as few round trips as the rules allow (bench/README.md,
 * "Public intake"): inside the tenant transaction, one statement reads every fact the verdict
 * and the encryption need, and one statement stores the submission together with its jobs.
 * Both run in the caller's withTenant transaction, so RLS scopes them like any other query.
 */
import type { Insertable } from 'kysely';
import { sql } from 'kysely';
import type { FormSubmissionsTable } from '../../db/schema.js';
import type { Tx } from '../../db/scope.js';
import type { NewJob } from '../../jobs/payloads.js';
import { REPEAT_WINDOW_MINUTES } from '../spam/botSignals.js';
import type { TokenCountRow } from '../spam/scorer.js';

export interface IntakeFacts {
  /** Earlier submissions of this source to this practice within the repeat window. */
  repeats: number;
  /** The source's keyed IP hash is on the blacklist and not expired. */
  blacklisted: boolean;
  /** The practice's learned counts of the message's tokens (and the total). */
  tokens: TokenCountRow[];
  /** The practice's newest data key; null when the practice has none (deleted meanwhile). */
  key: { version: number; wrappedKey: Buffer } | null;
}

/**
 * Repeat count, blacklist, the practice's spam token counts and its current data key in one
 * statement (four queries before). The key is read here on every request rather than cached,
 * so a key rotation applies to the very next submission, in every process.
 */
export async function readIntakeFacts(
  tx: Tx,
  q: { tenantId: string; ipHash: string; tokenKeys: string[] },
): Promise<IntakeFacts> {
  const r = await sql<{
    repeats: string;
    blacklisted: boolean;
    tokens: [string, number, number][] | null;
    key_version: number | null;
    wrapped_key: Buffer | null;
  }>`
    select
      (select count(*) from form_submissions
        where tenant_id = ${q.tenantId} and client_ip_hash = ${q.ipHash}
          and created_at > now() - make_interval(mins => ${REPEAT_WINDOW_MINUTES})) as repeats,
      exists (select 1 from ip_blacklist
        where ip_hash = ${q.ipHash} and (expires_at is null or expires_at > now())) as blacklisted,
      (select json_agg(json_build_array(token_key, spam_count, ham_count)) from spam_tokens
        where tenant_id = ${q.tenantId} and token_key = any (${q.tokenKeys}::text[])) as tokens,
      k.version as key_version,
      k.wrapped_key
    from (select 1) as one
    left join lateral (
      select version, wrapped_key from tenant_keys
      where tenant_id = ${q.tenantId} order by version desc limit 1
    ) as k on true`.execute(tx);
  const row = r.rows[0];
  if (!row) throw new Error('intake facts: no row');
  return {
    repeats: Number(row.repeats),
    blacklisted: row.blacklisted,
    tokens: (row.tokens ?? []).map(([token_key, spam_count, ham_count]) => ({ token_key, spam_count, ham_count })),
    key:
      row.key_version === null || row.wrapped_key === null
        ? null
        : { version: row.key_version, wrappedKey: row.wrapped_key },
  };
}

/**
 * Inserts the submission and, only when it was new (not an Idempotency-Key repeat), its jobs:
 * one statement, so the practice's counter row (submission_counts, locked by the insert
 * trigger until commit) is held for one round trip less. Answers the new id, or null for a
 * repeat.
 */
export async function insertSubmissionWithJobs(
  tx: Tx,
  values: Insertable<FormSubmissionsTable> & { id: string },
  jobs: NewJob[],
): Promise<string | null> {
  const row = await tx
    .with('s', (db) =>
      db
        .insertInto('form_submissions')
        .values(values)
        .onConflict((oc) => oc.columns(['tenant_id', 'idempotency_key']).doNothing())
        .returning('id'),
    )
    // Kysely puts a raw CTE body in no parentheses of its own.
    .with('j', () =>
      jobs.length === 0
        ? sql`(select 1)`
        : sql`(insert into jobs (queue, payload, tenant_id, run_at, max_attempts)
            select v.queue, v.payload::jsonb, v.tenant_id::uuid, now(), v.max_attempts::int
            from (values ${sql.join(
              jobs.map(
                (j) =>
                  sql`(${j.queue}, ${JSON.stringify(j.payload)}, ${j.tenantId ?? null}, ${String(j.maxAttempts ?? 10)})`,
              ),
            )}) as v (queue, payload, tenant_id, max_attempts)
            where exists (select 1 from s))`,
    )
    .selectFrom('s')
    .select('id')
    .executeTakeFirst();
  return row?.id ?? null;
}
