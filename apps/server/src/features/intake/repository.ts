/**
 * The SQL of one submission, in as few round trips as the rules allow (bench/README.md,
 * "Public intake"): one statement reads every fact the verdict and the encryption need, and
 * one statement stores the submission together with its jobs. Each sets the practice's scope
 * for itself (db/scope.ts `statementScope`), so neither needs a transaction around it and RLS
 * scopes them like any other query; inside a withTenant transaction they work the same.
 */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { executePrepared } from '../../db/prepared.js';
import type { DB, FormSubmissionsTable } from '../../db/schema.js';
import { statementScope, type Tx } from '../../db/scope.js';
import type { NewJob } from '../../jobs/payloads.js';
import { pairResult, type RateLimitPair, type RateLimitResult, rateLimitPairCtes } from '../../lib/rateLimit.js';
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

/** What the facts statement needs of one request. */
export interface IntakeFactsQuery {
  tenantId: string;
  ipHash: string;
  tokenKeys: string[];
  limits: RateLimitPair;
}

/**
 * The rate limits of a submission (both counted, lib/rateLimit.ts `rateLimitPairCtes`), its
 * repeat count, the blacklist, the practice's spam token counts and its current data key in
 * one statement (five queries before), which sets its own tenant scope. The limits are counted
 * whatever the other reads find, as when they were a statement of their own (the caller refuses
 * the submission when one is exhausted and uses nothing else). The key is read here on every
 * request rather than cached, so a key rotation applies to the very next submission, in every
 * process.
 */
export async function readIntakeFacts(
  db: Kysely<DB>,
  q: IntakeFactsQuery,
): Promise<IntakeFacts & { limits: [RateLimitResult, RateLimitResult | null] }> {
  const r = await executePrepared(db, intakeFactsStatement(db, q));
  const row = r.rows[0];
  if (!row) throw new Error('intake facts: no row');
  return {
    limits: pairResult(q.limits, row),
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
 * The statement of `readIntakeFacts` (exported for test/intake-facts-plans.test.ts). The scope's
 * value is cast to uuid once, in the scope row. Cast in each read (`tenant_id = scope.tenant::uuid`),
 * the text-to-uuid conversion is not leakproof, so row-level security kept the comparison out of
 * the index condition and the repeat count read every practice's submissions on every request.
 */
export function intakeFactsStatement(db: Kysely<DB>, q: IntakeFactsQuery) {
  return sql<{
    a_count: number;
    a_start: Date;
    b_count: number | null;
    b_start: Date | null;
    repeats: string;
    blacklisted: boolean;
    tokens: [string, number, number][] | null;
    key_version: number | null;
    wrapped_key: Buffer | null;
  }>`
    with ${rateLimitPairCtes(q.limits)}
    select
      rl_a.count as a_count, rl_a.window_start as a_start, rl_b.count as b_count, rl_b.window_start as b_start,
      (select count(*) from form_submissions
        where tenant_id = scope.tenant and client_ip_hash = ${q.ipHash}
          and created_at > now() - make_interval(mins => ${REPEAT_WINDOW_MINUTES})) as repeats,
      exists (select 1 from ip_blacklist
        where ip_hash = ${q.ipHash} and (tenant_id is null or tenant_id = scope.tenant)
          and (expires_at is null or expires_at > now())) as blacklisted,
      (select json_agg(json_build_array(token_key, spam_count, ham_count)) from spam_tokens
        where tenant_id = scope.tenant and token_key = any (${q.tokenKeys}::text[])) as tokens,
      k.version as key_version,
      k.wrapped_key
    -- Every read takes its practice from the scope's value, so none can run before the scope is set.
    from (select ${statementScope(q.tenantId)}::uuid as tenant) as scope
    cross join rl_a
    left join rl_b on true
    left join lateral (
      select version, wrapped_key from tenant_keys
      where tenant_id = scope.tenant order by version desc limit 1
    ) as k on true`.compile(db);
}

/** One submission's row as the intake stores it (the columns `insertSubmissionsWithJobs` writes). */
export interface NewSubmission {
  id: string;
  tenant_id: string;
  form_type: FormSubmissionsTable['form_type'];
  form_data: Buffer;
  key_version: number;
  is_spam: boolean;
  spam_score: number;
  spam_confidence: number | null;
  /** JSON text of the reasons. */
  spam_reasons: string;
  quarantine_status: 'pending' | 'completed';
  client_ip_hash: string | null;
  user_agent: string | null;
  idempotency_key: string | null;
  /** A plain date (YYYY-MM-DD) or null. */
  treatment_deadline: string | null;
  language: string | null;
  contact_email_key: string | null;
  contact_phone_key: string | null;
}

/**
 * Inserts submissions and, for each one that was new (not an Idempotency-Key repeat), its
 * jobs: one statement for any number of them (group commit, bench/README.md "Intake CPU,
 * fourth round"), its own transaction when run outside one, so the practices' counter rows
 * (submission_counts, locked by the statement-level insert trigger until commit) are held for
 * no round trip at all. The values go as one array per column (`unnest`), so the statement's
 * text is the same for one submission or fifty and runs as one named statement (db/prepared.ts).
 *
 * Tenant scope: the statement scope (`statementScope`) is every practice of the batch; each
 * row's tenant_id is taken from the scope's own value (`scope.ids[t]`, t the row's index into
 * the practices), so no row can be formed, and no RLS check run, before the scope is set.
 * Answers, per submission in order, its id, or null for a repeat.
 */
export async function insertSubmissionsWithJobs(
  db: Kysely<DB>,
  items: readonly { row: NewSubmission; jobs: readonly NewJob[] }[],
): Promise<(string | null)[]> {
  const tenants: string[] = [];
  const indexOf = new Map<string, number>();
  for (const { row } of items) {
    if (!indexOf.has(row.tenant_id)) {
      tenants.push(row.tenant_id);
      indexOf.set(row.tenant_id, tenants.length);
    }
  }
  const col = <K extends keyof NewSubmission>(k: K) => items.map((i) => i.row[k]);
  const jobs = items.flatMap(({ row, jobs }) => jobs.map((j) => ({ submissionId: row.id, ...j })));
  const result = await executePrepared(
    db,
    sql<{ id: string }>`
    with scope as (select string_to_array(${statementScope(tenants)}, ',') as ids),
    s as (
      insert into form_submissions (id, tenant_id, form_type, form_data, key_version, is_spam, spam_score,
        spam_confidence, spam_reasons, quarantine_status, client_ip_hash, user_agent, idempotency_key,
        treatment_deadline, language, contact_email_key, contact_phone_key)
      select v.id, scope.ids[v.t]::uuid, v.form_type, v.form_data, v.key_version, v.is_spam, v.spam_score,
        v.spam_confidence, v.spam_reasons::jsonb, v.quarantine_status, v.client_ip_hash, v.user_agent,
        v.idempotency_key, v.treatment_deadline::date, v.language, v.contact_email_key, v.contact_phone_key
      from scope, unnest(${col('id')}::uuid[], ${items.map((i) => indexOf.get(i.row.tenant_id))}::int[],
        ${col('form_type')}::text[], ${col('form_data')}::bytea[], ${col('key_version')}::int[],
        ${col('is_spam')}::bool[], ${col('spam_score')}::int[], ${col('spam_confidence')}::real[],
        ${col('spam_reasons')}::text[], ${col('quarantine_status')}::text[], ${col('client_ip_hash')}::text[],
        ${col('user_agent')}::text[], ${col('idempotency_key')}::text[], ${col('treatment_deadline')}::text[],
        ${col('language')}::text[], ${col('contact_email_key')}::text[], ${col('contact_phone_key')}::text[])
        as v (id, t, form_type, form_data, key_version, is_spam, spam_score, spam_confidence, spam_reasons,
          quarantine_status, client_ip_hash, user_agent, idempotency_key, treatment_deadline, language,
          contact_email_key, contact_phone_key)
      on conflict (tenant_id, idempotency_key) do nothing
      returning id
    ),
    j as (
      insert into jobs (queue, payload, tenant_id, run_at, max_attempts)
      select v.queue, v.payload::jsonb, v.tenant_id, now(), v.max_attempts
      from unnest(${jobs.map((j) => j.submissionId)}::uuid[], ${jobs.map((j) => j.queue)}::text[],
        ${jobs.map((j) => JSON.stringify(j.payload))}::text[], ${jobs.map((j) => j.tenantId ?? null)}::uuid[],
        ${jobs.map((j) => j.maxAttempts ?? 10)}::int[])
        as v (submission_id, queue, payload, tenant_id, max_attempts)
      where v.submission_id in (select id from s)
    )
    select id from s`.compile(db),
  );
  const stored = new Set(result.rows.map((r) => r.id));
  return items.map(({ row }) => (stored.has(row.id) ? row.id : null));
}

/** One submission with its jobs (`insertSubmissionsWithJobs` for one): its id, or null for a repeat. */
export async function insertSubmissionWithJobs(
  db: Kysely<DB>,
  row: NewSubmission,
  jobs: readonly NewJob[],
): Promise<string | null> {
  const [id] = await insertSubmissionsWithJobs(db, [{ row, jobs }]);
  return id ?? null;
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
