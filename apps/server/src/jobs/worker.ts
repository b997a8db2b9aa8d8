/**
 * Runs job handlers. `runOnce` processes what is due now (tests call it directly); `start`
 * polls in the background. Handlers must be safe to run again after a crash (at-least-once).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/index.js';
import { isQueueName, type Job, type JobHandlers, jobPayloads, type QueueName } from './payloads.js';
import { claimJobs, completeJob, failJob, type JobRow } from './queue.js';

/**
 * How long a claimed job belongs to its worker (JOB_LEASE_SECONDS). A worker that dies leaves
 * its jobs for others after this; handlers finish well within it (SMTP and AI calls time out
 * after at most 20 s).
 */
const DEFAULT_LEASE_SECONDS = 60;

/** A payload that does not fit its queue's schema: retrying cannot help. */
class InvalidPayload extends Error {}

/** The stored row as its handler's typed job; throws InvalidPayload when the payload does not fit. */
function typedJob(row: JobRow): Job {
  if (!isQueueName(row.queue)) throw new InvalidPayload(`unknown queue ${row.queue}`);
  const parsed = jobPayloads[row.queue].safeParse(row.payload);
  if (!parsed.success) throw new InvalidPayload(`invalid payload for ${row.queue}`);
  return {
    id: row.id,
    queue: row.queue,
    tenantId: row.tenant_id,
    payload: parsed.data,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
  } as Job;
}

export interface Worker {
  runOnce(): Promise<number>;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}

export function createWorker(
  db: Database,
  handlers: JobHandlers,
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>,
  leaseSeconds = DEFAULT_LEASE_SECONDS,
): Worker {
  const queues = Object.keys(handlers) as QueueName[];
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;

  async function runOnce(): Promise<number> {
    const jobs = await claimJobs(db, queues, 10, leaseSeconds);
    // The claimed batch runs concurrently: most of a job's time is waiting for SMTP or an AI.
    await Promise.all(
      jobs.map(async (job) => {
        try {
          const typed = typedJob(job);
          const handler = handlers[typed.queue] as ((j: Job) => Promise<void>) | undefined;
          if (!handler) throw new Error(`no handler for ${job.queue}`);
          await handler(typed);
          await completeJob(db, job.id);
        } catch (err) {
          try {
            const message = err instanceof Error ? err.message : String(err);
            const status = await failJob(db, job, message, { permanent: err instanceof InvalidPayload });
            // Job id and queue only: payloads may point at patient data.
            log?.warn({ jobId: job.id, queue: job.queue, attempt: job.attempts, status }, 'job failed');
          } catch {
            // The database is gone too: the job stays leased and is claimed again after the lease.
            log?.warn({ jobId: job.id, queue: job.queue, attempt: job.attempts }, 'job outcome not recorded');
          }
        }
      }),
    );
    return jobs.length;
  }

  // After a failed poll (database unreachable) the next one waits five base intervals. It must
  // not inherit the 0 ms "more work is due" delay: that spun the loop (test/faults.test.ts).
  function schedule(delayMs: number, baseMs: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce()
        .then((n) => schedule(n > 0 ? 0 : baseMs, baseMs))
        .catch((err) => {
          log?.error({ err: { code: err?.code, message: err?.message } }, 'worker poll failed');
          schedule(baseMs * 5, baseMs);
        });
    }, delayMs);
    timer.unref();
  }

  return {
    runOnce,
    start: (intervalMs = 1000) => {
      stopped = false;
      schedule(intervalMs, intervalMs);
    },
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
