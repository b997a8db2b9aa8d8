/**
 * Durable job queue in PostgreSQL (transactional outbox). A job is written in the same
 * transaction as the data that caused it, so an acknowledged submission always has its
 * notification job. Workers claim due jobs with FOR UPDATE SKIP LOCKED; a job whose worker
 * died is claimed again once its lease (locked_until) has run out.
 */
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';
import type { JobPayload, NewJob, QueueName } from './payloads.js';

export type { NewJob } from './payloads.js';

/** A claimed row as stored; the worker checks its payload before a handler sees it. */
export interface JobRow {
  id: string;
  queue: string;
  tenant_id: string | null;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

export async function enqueue<Q extends QueueName>(
  db: Kysely<DB>,
  queue: Q,
  payload: JobPayload<Q>,
  opts: { tenantId?: string | null; runAt?: Date; maxAttempts?: number } = {},
): Promise<void> {
  await db
    .insertInto('jobs')
    .values({
      queue,
      payload: JSON.stringify(payload),
      tenant_id: opts.tenantId ?? null,
      run_at: opts.runAt ?? new Date(),
      max_attempts: opts.maxAttempts ?? 10,
    })
    .execute();
}

/** Writes several jobs in one statement (e.g. a submission's notifications). */
export async function enqueueAll(db: Kysely<DB>, jobs: readonly NewJob[]): Promise<void> {
  if (jobs.length === 0) return;
  await db
    .insertInto('jobs')
    .values(
      jobs.map((j) => ({
        queue: j.queue,
        payload: JSON.stringify(j.payload),
        tenant_id: j.tenantId ?? null,
        run_at: new Date(),
        max_attempts: j.maxAttempts ?? 10,
      })),
    )
    .execute();
}

/** Claims up to `limit` due jobs for this worker, leasing them for `leaseSeconds`. */
export async function claimJobs(
  db: Kysely<DB>,
  queues: readonly string[],
  limit: number,
  leaseSeconds: number,
): Promise<JobRow[]> {
  const r = await sql<JobRow>`
    update jobs set status = 'running', attempts = attempts + 1, updated_at = now(),
      locked_until = now() + make_interval(secs => ${leaseSeconds})
    where id in (
      select id from jobs
      where queue = any(${queues})
        and ((status = 'pending' and run_at <= now()) or (status = 'running' and locked_until < now()))
      order by run_at
      limit ${limit}
      for update skip locked
    )
    returning id, queue, tenant_id, payload, attempts, max_attempts`.execute(db);
  return r.rows;
}

export async function completeJob(db: Kysely<DB>, id: string): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ status: 'done', locked_until: null, last_error: null, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Exponential backoff: 10 s, 20 s, 40 s … capped at 30 minutes. */
export const backoffSeconds = (attempt: number) => Math.min(1800, 10 * 2 ** Math.max(0, attempt - 1));

/** Records a failed attempt: retried with backoff, or failed for good (last attempt, or `permanent`). */
export async function failJob(
  db: Kysely<DB>,
  job: JobRow,
  error: string,
  { permanent = false } = {},
): Promise<'pending' | 'failed'> {
  const status = permanent || job.attempts >= job.max_attempts ? 'failed' : 'pending';
  await db
    .updateTable('jobs')
    .set({
      status,
      locked_until: null,
      last_error: error.slice(0, 500),
      run_at: new Date(Date.now() + backoffSeconds(job.attempts) * 1000),
      updated_at: new Date(),
    })
    .where('id', '=', job.id)
    .execute();
  return status;
}
