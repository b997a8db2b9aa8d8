/**
 * Fixed-window counters in PostgreSQL, so every app process shares them. One upsert per hit:
 * a window that has passed starts over at 1. (RefusalMemo below keeps, per process, only what
 * the table already decided: which windows are exhausted until when.)
 */
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
  /** When the current window ends (ms since the epoch). */
  resetsAt: number;
}

function resultOf(count: number, windowStart: Date, limit: number, windowSeconds: number): RateLimitResult {
  const resetsAt = new Date(windowStart).getTime() + windowSeconds * 1000;
  return {
    allowed: count <= limit,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil((resetsAt - Date.now()) / 1000)),
    resetsAt,
  };
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
  return resultOf(r.count, r.window_start, limit, windowSeconds);
}

export interface RateLimitPair {
  first: { key: string; limit: number };
  second: { key: string; limit: number };
  windowSeconds: number;
}

/**
 * The two CTEs `rl_a` and `rl_b` that count a pair of limits inside a statement that does other
 * work too (the intake counts its limits in its facts statement): `first` is always counted,
 * `second` only when `first` allowed the hit, so a client over its own limit does not use up a
 * budget it shares with others (the per-practice one); `second`'s result is null then.
 * Select `rl_a.count, rl_a.window_start` and, left joined, `rl_b.count, rl_b.window_start`,
 * and pass them to `pairResult`.
 */
export function rateLimitPairCtes({ first, second, windowSeconds }: RateLimitPair) {
  const expired = sql`r.window_start <= now() - make_interval(secs => ${windowSeconds})`;
  const bump = sql`
    on conflict (key) do update set
      count = case when ${expired} then 1 else r.count + 1 end,
      window_start = case when ${expired} then now() else r.window_start end
    returning count, window_start`;
  return sql`rl_a as (
      insert into rate_limits as r (key, window_start, count) values (${first.key}, now(), 1) ${bump}
    ), rl_b as (
      insert into rate_limits as r (key, window_start, count)
      select ${second.key}, now(), 1 from rl_a where rl_a.count <= ${first.limit} ${bump}
    )`;
}

/** The pair's results from the counts and window starts `rateLimitPairCtes` answered. */
export function pairResult(
  { first, second, windowSeconds }: RateLimitPair,
  r: { a_count: number; a_start: Date; b_count: number | null; b_start: Date | null },
): [RateLimitResult, RateLimitResult | null] {
  return [
    resultOf(r.a_count, r.a_start, first.limit, windowSeconds),
    r.b_count === null || r.b_start === null ? null : resultOf(r.b_count, r.b_start, second.limit, windowSeconds),
  ];
}

/**
 * Limits that refused a hit, remembered in this process until their window ends: the next
 * hits on such a key are refused without asking the database, so a flood that is answered 429
 * costs no query and no pooled connection (bench/noisyTenant.ts). Only ever a shortcut to the
 * answer the database would give: a fixed window cannot allow again before it ends. (The
 * refused hits are then not counted in the table; the answer does not depend on them.)
 */
export class RefusalMemo {
  private readonly until = new Map<string, number>();

  constructor(private readonly maxKeys = 10_000) {}

  /** Seconds until the window of a remembered refusal ends, or null when not remembered. */
  retryAfter(key: string, now = Date.now()): number | null {
    const end = this.until.get(key);
    if (end === undefined) return null;
    if (end <= now) {
      this.until.delete(key);
      return null;
    }
    return Math.max(1, Math.ceil((end - now) / 1000));
  }

  /** `resetsAt`: when the refusing window ends (RateLimitResult.resetsAt). */
  remember(key: string, resetsAt: number, now = Date.now()): void {
    if (this.until.size >= this.maxKeys) {
      for (const [k, end] of this.until) if (end <= now) this.until.delete(k);
      // Still full (a flood from very many addresses): forget the oldest; they ask the database again.
      for (const k of this.until.keys()) {
        if (this.until.size < this.maxKeys) break;
        this.until.delete(k);
      }
    }
    if (resetsAt > now) this.until.set(key, resetsAt);
  }
}

export async function resetRateLimit(db: Kysely<DB>, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}
