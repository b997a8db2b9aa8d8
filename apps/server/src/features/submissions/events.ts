/**
 * 'Something changed in tenant X' for open inboxes (server-sent events).
 *
 * Source of truth is the database, so it works with any number of app processes:
 * - PostgreSQL server: one dedicated connection per process LISTENs on `inbox_changed`; the
 *   counter triggers (migration 0005) NOTIFY at commit with the tenant id. Nothing is added to
 *   the intake's code path; the NOTIFY is one cheap call in a trigger that runs anyway.
 * - PGlite (one process, no LISTEN through its pg adapter): while anyone is subscribed, one
 *   poll every 2 s reads the change counters of the subscribed tenants (a few rows, by primary
 *   key) and reports tenants whose counter moved.
 * Both start with the first subscriber and stop with the last one.
 */
import pg from 'pg';
import type { Database } from '../../db/index.js';
import { withTenant } from '../../db/scope.js';
import { submissionsRepository as repo } from './repository.js';

export type Listener = (tenantId: string) => void;

export interface Subscription {
  /**
   * Settles once every change committed from now on will reach the listener: the LISTEN is
   * active, or the poll has read its baseline for these tenants. A change committed before
   * that may be in the baseline, so whoever waits for `ready` re-reads the inbox afterwards
   * (the route sends `ready`, the client refetches on it).
   */
  ready: Promise<void>;
  unsubscribe(): void;
}

export interface InboxEvents {
  /** Calls fn for changes in any of tenantIds (already access-checked). */
  subscribe(tenantIds: string[], fn: Listener): Subscription;
  close(): Promise<void>;
}

export const POLL_MS = 2_000;
const CHANNEL = 'inbox_changed';

export function inboxEvents(db: Database, opts: { listenUrl?: string | undefined; pollMs?: number } = {}): InboxEvents {
  const subs = new Set<{ tenantIds: Set<string>; fn: Listener }>();
  const emit = (tenantId: string) => {
    for (const s of subs) if (s.tenantIds.has(tenantId)) s.fn(tenantId);
  };
  const source = opts.listenUrl ? listenSource(opts.listenUrl, emit) : pollSource(db, () => subs, emit, opts.pollMs);

  return {
    subscribe(tenantIds, fn) {
      const sub = { tenantIds: new Set(tenantIds), fn };
      subs.add(sub);
      if (subs.size === 1) source.start();
      return {
        ready: source.ready(),
        unsubscribe() {
          if (!subs.delete(sub)) return;
          if (subs.size === 0) void source.stop();
        },
      };
    },
    async close() {
      subs.clear();
      await source.stop();
    },
  };
}

interface Source {
  start(): void;
  /** See Subscription.ready; never rejects. */
  ready(): Promise<void>;
  stop(): Promise<void>;
}

function listenSource(url: string, emit: Listener): Source {
  let client: pg.Client | null = null;
  let wanted = false;
  let retry: NodeJS.Timeout | undefined;
  /** The current connection's LISTEN (settled either way), for ready(). */
  let listening: Promise<void> = Promise.resolve();

  const connect = () => {
    if (!wanted || client) return;
    const c = new pg.Client({ connectionString: url });
    client = c;
    c.on('notification', (n) => {
      if (n.channel === CHANNEL && n.payload) emit(n.payload);
    });
    // A lost connection is retried; missed notifications are covered by the client's own poll.
    c.on('error', () => reconnect(c));
    c.on('end', () => reconnect(c));
    listening = (async () => {
      try {
        await c.connect();
        await c.query(`listen ${CHANNEL}`);
      } catch {
        reconnect(c);
      }
    })();
  };
  const reconnect = (c: pg.Client) => {
    if (client !== c) return;
    client = null;
    c.end().catch(() => {});
    if (wanted) retry = setTimeout(connect, 1_000);
  };

  return {
    start() {
      wanted = true;
      connect();
    },
    ready: () => listening,
    async stop() {
      wanted = false;
      clearTimeout(retry);
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}

/**
 * The poll: one loop, the only writer of the baseline `last`. A new subscriber's ready() is
 * settled by the first tick that starts after it (run at once when the loop is idle), so its
 * tenants are in the baseline when it hears `ready`.
 */
function pollSource(
  db: Database,
  subscribers: () => Set<{ tenantIds: Set<string> }>,
  emit: Listener,
  pollMs = POLL_MS,
): Source {
  let timer: NodeJS.Timeout | undefined;
  let last = new Map<string, string>();
  let running: Promise<void> | undefined;
  let generation = 0;
  /** ready() callers waiting for the next tick to start, and whether one must follow at once. */
  let waiting: (() => void)[] = [];
  let again = false;

  const tick = async () => {
    const settles = waiting;
    waiting = [];
    const tenantIds = [...new Set([...subscribers()].flatMap((s) => [...s.tenantIds]))];
    try {
      if (tenantIds.length === 0) return;
      const rows = await withTenant(db, tenantIds, (tx) => repo.changeCounters(tx, tenantIds));
      const next = new Map(rows.map((r) => [r.tenant_id, String(r.changes)]));
      for (const [tenantId, changes] of next) {
        // Tenants seen for the first time only set the baseline.
        if (last.has(tenantId) && last.get(tenantId) !== changes) emit(tenantId);
      }
      for (const id of tenantIds) if (!next.has(id)) next.set(id, '0');
      last = next;
    } catch {
      // The database being briefly unavailable must not end the poll.
    } finally {
      for (const settle of settles) settle();
    }
  };
  const schedule = (mine: number, ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(async () => {
      running = tick();
      await running;
      running = undefined;
      if (mine !== generation) return;
      schedule(mine, again ? 0 : pollMs);
      again = false;
    }, ms);
  };

  return {
    start() {
      last = new Map();
      schedule(++generation, 0);
    },
    ready() {
      return new Promise<void>((settle) => {
        waiting.push(settle);
        if (running) again = true;
        else schedule(generation, 0);
      });
    },
    async stop() {
      generation++;
      clearTimeout(timer);
      await running;
      for (const settle of waiting.splice(0)) settle();
    },
  };
}
