import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/index.js';
import { APP_ROLE } from '../db/migrations/helpers.js';
import { enqueue } from './queue.js';
import { createWorker } from './worker.js';

describe('worker', () => {
  it('backs off when the database fails right after a busy poll instead of spinning', async () => {
    const { db, close } = await openDatabase({});
    await enqueue(db, 'test.once', {});
    const errors: unknown[] = [];
    const log = { warn: () => {}, error: (o: unknown) => errors.push(o) };
    // The job succeeds and is recorded, then the jobs table vanishes: every later poll fails, as against a
    // PostgreSQL server that went away. A busy poll (n > 0) is followed by an immediate one —
    // which must not turn a failure into a 0 ms retry loop.
    const handlers = {
      'test.once': async () => {
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
    await close();
    // One poll every 100 ms after a failure: a handful of failures, never hundreds.
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.length).toBeLessThanOrEqual(6);
  });
});
