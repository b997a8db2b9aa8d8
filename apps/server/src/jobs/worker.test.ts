import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenDatabase, openDatabase } from '../db/index.js';
import { APP_ROLE } from '../db/migrations/helpers.js';
import { enqueue } from './queue.js';
import { createWorker } from './worker.js';

describe('worker', () => {
  // Opened in hooks (generous hook timeout): migrating a fresh database is slow on a busy machine.
  let spinning: OpenDatabase;
  let shared: OpenDatabase;
  beforeAll(async () => {
    [spinning, shared] = await Promise.all([openDatabase({}), openDatabase({})]);
  });
  afterAll(async () => {
    await Promise.all([spinning?.close(), shared?.close()]);
  });

  it('backs off when the database fails right after a busy poll instead of spinning', async () => {
    const { db } = spinning;
    await enqueue(db, 'privacy.retention', {});
    const errors: unknown[] = [];
    const log = { warn: () => {}, error: (o: unknown) => errors.push(o) };
    // The job succeeds and is recorded, then the jobs table vanishes: every later poll fails, as against a
    // PostgreSQL server that went away. A busy poll (n > 0) is followed by an immediate one —
    // which must not turn a failure into a 0 ms retry loop.
    const handlers = {
      'privacy.retention': async () => {
        setTimeout(() => {
          void db.connection().execute(async (c) => {
            await sql`reset role`.execute(c);
            await sql`alter table jobs rename to jobs_gone`.execute(c);
            await sql.raw(`set role ${APP_ROLE}`).execute(c);
          });
        }, 10);
      },
    };
    const worker = createWorker(db, handlers, log);
    worker.start(20);
    await new Promise((r) => setTimeout(r, 500));
    await worker.stop();
    // One poll every 100 ms after a failure: a handful of failures, never hundreds.
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.length).toBeLessThanOrEqual(6);
  });

  it('fails a job whose payload does not fit its queue at once, without calling the handler', async () => {
    const { db } = shared;
    await sql`insert into jobs (queue, payload, run_at) values ('notify.patient', ${JSON.stringify({ submissionId: 42 })}::jsonb, now())`.execute(
      db,
    );
    const seen: unknown[] = [];
    const worker = createWorker(db, { 'notify.patient': async (job) => void seen.push(job.payload) });
    expect(await worker.runOnce()).toBe(1);
    const row = await db
      .selectFrom('jobs')
      .select(['status', 'attempts', 'last_error'])
      .where('queue', '=', 'notify.patient')
      .executeTakeFirstOrThrow();
    expect(seen).toEqual([]);
    expect(row).toMatchObject({ status: 'failed', attempts: 1, last_error: 'invalid payload for notify.patient' });
  });

  it('hands a handler the typed job with its checked payload', async () => {
    const { db } = shared;
    const submissionId = '6f1c1f52-7a47-4a3e-9a57-2f1b7c1c9e10';
    await enqueue(db, 'notify.staff', { submissionId, recipient: 'empfang@example.de' }, { maxAttempts: 4 });
    const seen: unknown[] = [];
    const worker = createWorker(db, { 'notify.staff': async (job) => void seen.push(job) });
    expect(await worker.runOnce()).toBe(1);
    expect(seen).toEqual([
      expect.objectContaining({
        queue: 'notify.staff',
        tenantId: null,
        attempts: 1,
        maxAttempts: 4,
        payload: { submissionId, recipient: 'empfang@example.de' },
      }),
    ]);
  });
});
