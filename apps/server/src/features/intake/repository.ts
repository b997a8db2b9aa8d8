/**
 * The SQL of one submission, in as few round trips as the rules allow (bench/README.md,
 * "Public intake"): one statement reads every fact the verdict and the encryption need, and
 * one statement stores the submission together with its jobs. Each sets the practice's scope
 * for itself (db/scope.ts `statementScope`), so neither needs a transaction around it and RLS
 * scopes them like any other query; inside a withTenant transaction they work the same.
 */
import type { Insertable, Kysely } from 'kysely';
import { sql } from 'kysely';
import { executePrepared } from '../../db/prepared.js';
import type { DB, FormSubmissionsTable } from '../../db/schema.js';
import { statementScope, type Tx } from '../../db/scope.js';
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
 * statement (four queries before), which sets its own tenant scope. The key is read here on
 * every request rather than cached, so a key rotation applies to the very next submission, in
 * every process.
 */
export async function readIntakeFacts(
  db: Kysely<DB>,
  q: { tenantId: string; ipHash: string; tokenKeys: string[] },
): Promise<IntakeFacts> {
  const r = await executePrepared(
    db,
    sql<{
      repeats: string;
      blacklisted: boolean;
      tokens: [string, number, number][] | null;
      key_version: number | null;
      wrapped_key: Buffer | null;
    }>`
    select
      (select count(*) from form_submissions
        where tenant_id = scope.tenant::uuid and client_ip_hash = ${q.ipHash}
          and created_at > now() - make_interval(mins => ${REPEAT_WINDOW_MINUTES})) as repeats,
      exists (select 1 from ip_blacklist
        where ip_hash = ${q.ipHash} and (tenant_id is null or tenant_id = scope.tenant::uuid)
          and (expires_at is null or expires_at > now())) as blacklisted,
      (select json_agg(json_build_array(token_key, spam_count, ham_count)) from spam_tokens
        where tenant_id = scope.tenant::uuid and token_key = any (${q.tokenKeys}::text[])) as tokens,
      k.version as key_version,
      k.wrapped_key
    -- Every read takes its practice from the scope's value, so none can run before the scope is set.
    from (select ${statementScope(q.tenantId)} as tenant) as scope
    left join lateral (
      select version, wrapped_key from tenant_keys
      where tenant_id = scope.tenant::uuid order by version desc limit 1
    ) as k on true`.compile(db),
  );
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
 * one statement, its own transaction when run outside one, so the practice's counter row
 * (submission_counts, locked by the insert trigger until commit) is held for no round trip at
 * all. The row's tenant_id is the statement's scope (`statementScope`). Answers the new id, or
 * null for a repeat. Both intake statements run as named statements (db/prepared.ts).
 */
export async function insertSubmissionWithJobs(
  db: Kysely<DB>,
  values: Insertable<FormSubmissionsTable> & { id: string; tenant_id: string },
  jobs: NewJob[],
): Promise<string | null> {
  const query = db
    .with('s', (db) =>
      db
        .insertInto('form_submissions')
        .values({ ...values, tenant_id: sql<string>`${statementScope(values.tenant_id)}::uuid` })
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
    .select('id');
  const [row] = (await executePrepared(db, query.compile())).rows;
  return row?.id ?? null;
}

/** The id of the submission stored earlier under the same Idempotency-Key. */
export async function idByIdempotencyKey(tx: Tx, tenantId: string, idempotencyKey: string): Promise<string> {
  const first = await tx
    .selectFrom('form_submissions')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirstOrThrow();
  return first.id;
}

/** The submission an anamnesis is attached to, locked until the transaction ends. */
export function lockForAnamnesis(tx: Tx, tenantId: string, submissionId: string) {
  return tx
    .selectFrom('form_submissions')
    .select(['id', 'has_anamnese'])
    .where('id', '=', submissionId)
    .where('tenant_id', '=', tenantId)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Stores encrypted anamnesis answers for a submission and marks the submission (the
 * red-flag indicator for the inbox badge; the flags themselves stay encrypted).
 */
export async function insertAnamnesis(
  tx: Tx,
  a: {
    id: string;
    tenantId: string;
    submissionId: string;
    answers: Buffer;
    keyVersion: number;
    completedAt: Date;
    redFlags: boolean;
  },
): Promise<void> {
  await tx
    .insertInto('anamnese_submissions')
    .values({
      id: a.id,
      tenant_id: a.tenantId,
      original_submission_id: a.submissionId,
      answers: a.answers,
      key_version: a.keyVersion,
      completed_at: a.completedAt,
    })
    .execute();
  await tx
    .updateTable('form_submissions')
    .set({ has_anamnese: true, anamnesis_red_flags: a.redFlags, updated_at: new Date() })
    .where('id', '=', a.submissionId)
    .execute();
}

/** The submission a file is uploaded to, locked until the transaction ends. */
export function lockForUpload(tx: Tx, tenantId: string, submissionId: string) {
  return tx
    .selectFrom('form_submissions')
    .select(['id', 'prescription_file'])
    .where('id', '=', submissionId)
    .where('tenant_id', '=', tenantId)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Stores the encrypted file, its encrypted name (issue 17: never in plaintext) and the rest of
 * its metadata (type, size, time) on the submission.
 */
export async function insertFile(
  tx: Tx,
  f: {
    tenantId: string;
    submissionId: string;
    content: Buffer;
    keyVersion: number;
    name: { blob: Buffer; keyVersion: number };
    meta: unknown;
  },
): Promise<void> {
  await tx
    .insertInto('submission_files')
    .values({
      submission_id: f.submissionId,
      tenant_id: f.tenantId,
      content: f.content,
      key_version: f.keyVersion,
      name: f.name.blob,
      name_key_version: f.name.keyVersion,
    })
    .execute();
  await tx
    .updateTable('form_submissions')
    .set({ prescription_file: JSON.stringify(f.meta), updated_at: new Date() })
    .where('id', '=', f.submissionId)
    .execute();
}

/**
 * Whether any practice registered this origin (CORS preflight, before the body names the
 * practice). Reads tenants' public settings, not tenant data.
 */
export async function originKnown(db: Kysely<DB>, origin: string): Promise<boolean> {
  const known = await db
    .selectFrom('tenants')
    .select('id')
    .where((eb) => eb(eb.val(origin), '=', eb.fn.any('allowed_origins')))
    .limit(1)
    .executeTakeFirst();
  return !!known;
}

/**
 * Files whose name is still stored in plaintext in form_submissions.prescription_file (before
 * issue 17). Call in crossTenant with hidden rows included.
 */
export function plaintextFileNames(tx: Tx, limit: number) {
  return tx
    .selectFrom('form_submissions')
    .innerJoin('submission_files', 'submission_files.submission_id', 'form_submissions.id')
    .select([
      'form_submissions.id',
      'form_submissions.tenant_id',
      sql<string | null>`form_submissions.prescription_file->>'fileName'`.as('file_name'),
    ])
    .where(sql<boolean>`form_submissions.prescription_file ? 'fileName'`)
    .limit(limit)
    .execute();
}

/** Stores a file's name sealed beside it and removes the plaintext copy. */
export async function sealFileName(tx: Tx, id: string, sealed: { blob: Buffer; keyVersion: number }): Promise<void> {
  await tx
    .updateTable('submission_files')
    .set({ name: sealed.blob, name_key_version: sealed.keyVersion })
    .where('submission_id', '=', id)
    .execute();
  await tx
    .updateTable('form_submissions')
    .set({ prescription_file: sql`prescription_file - 'fileName'` })
    .where('id', '=', id)
    .execute();
}

/** Lets this transaction see hidden submissions too (migration 0011). */
export async function includeHiddenRows(tx: Tx): Promise<void> {
  await sql`select set_config('app.include_hidden', 'on', true)`.execute(tx);
}
