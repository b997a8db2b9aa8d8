import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { pgliteTemplate } from '../../test/templates.js';
import { openDatabase } from '../db/index.js';
import { APP_ROLE } from '../db/migrations/helpers.js';
import { enqueue } from './queue.js';
import { createWorker } from './worker.js';

describe('worker', () => {
  it('backs off when the database fails right after a busy poll instead of spinning', async () => {
    const { db, close } = await openDatabase({ pgliteTemplate: pgliteTemplate() });
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
    // Waits on the first failed poll (however slow the machine), then counts over 500 ms.
    const until = Date.now() + 60_000;
    while (errors.length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
    expect(errors.length).toBeGreaterThan(0);
    const first = errors.length;
    await new Promise((r) => setTimeout(r, 500));
    await worker.stop();
    await close();
    // One poll every 100 ms after a failure: a handful more (fewer on a slow machine), never the
    // hundreds of a 0-ms loop.
    expect(errors.length - first).toBeLessThanOrEqual(5);
  });
});
