/**
 * Fixed-window counters in PostgreSQL, so every app process shares them (no in-memory state).
 * One upsert per hit: a window that has passed starts over at 1.
 */
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

export async function hitRateLimit(
  db: Kysely<DB>,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<RateLimitResult> {
  const row = await sql<{ count: number; window_start: Date }>`
    insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})
                   then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})
                   then now() else rate_limits.window_start end
    returning count, window_start`.execute(db);
  const r = row.rows[0];
  if (!r) throw new Error('rate limit upsert returned no row');
  const elapsed = (Date.now() - new Date(r.window_start).getTime()) / 1000;
  return {
    allowed: r.count <= limit,
    count: r.count,
    retryAfterSeconds: Math.max(1, Math.ceil(windowSeconds - elapsed)),
  };
}

/** Reads without counting (e.g. to refuse a login before checking the password). */
export async function peekRateLimit(
  db: Kysely<DB>,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<RateLimitResult> {
  const r = await db
    .selectFrom('rate_limits')
    .select(['count', 'window_start'])
    .where('key', '=', key)
    .where(sql<boolean>`window_start > now() - make_interval(secs => ${windowSeconds})`)
    .executeTakeFirst();
  if (!r) return { allowed: true, count: 0, retryAfterSeconds: 0 };
  const elapsed = (Date.now() - new Date(r.window_start).getTime()) / 1000;
  return {
    allowed: r.count < limit,
    count: r.count,
    retryAfterSeconds: Math.max(1, Math.ceil(windowSeconds - elapsed)),
  };
}

export async function resetRateLimit(db: Kysely<DB>, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}
