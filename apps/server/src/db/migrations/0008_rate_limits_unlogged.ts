/**
 * Load (issue 9): rate_limits becomes an UNLOGGED table.
 *
 * Every public submission counts two limits in their own short transaction (so the counter
 * rows are not locked for the length of the submission's transaction). On a logged table
 * each of those commits waits for a WAL flush to disk; an unlogged table writes no WAL, so
 * the commit does not wait: the limit statement took 2.4 ms instead of 5–8 ms at 50
 * connections on the benchmark VM (bench/README.md, "Public intake").
 *
 * What this gives up, on purpose: after a crash of the database server (not of the app) the
 * table starts empty, so every client's current 10- or 15-minute window starts over once;
 * and a streaming replica has no copy, so after a fail-over the windows start over as well.
 * Counters are a defence against floods, not records: nothing else depends on them.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table rate_limits set unlogged`.execute(db);
}
