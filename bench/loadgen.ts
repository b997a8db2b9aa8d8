/**
 * A small HTTP load generator for the benches (node:http, keep-alive), used instead of
 * autocannon where a run must account for every request:
 * - closedLoop: N connections, each sends its next request when the previous answer arrived,
 *   until the deadline; requests already sent when the deadline passes are awaited (drained),
 *   so every request the server may have processed has its answer read. (autocannon destroys
 *   its sockets at the deadline: a submission stored for a request in flight would have no
 *   2xx answer to count, and "nothing else stored" could not be checked.)
 * - openLoop: a steady rate, independent of how fast answers come (a request is sent on
 *   schedule even when earlier ones are still waiting), latency measured from the send.
 * Both record every latency (no sampling) and count answers by status.
 */
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { loadavg } from 'node:os';

export interface Req {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface Answer {
  status: number;
  body: string;
  /** Milliseconds from sending to the last byte of the answer. */
  ms: number;
  /** Milliseconds since the run started, at sending. */
  at: number;
}

export class Recorder {
  readonly answers: Answer[] = [];
  errors = 0;
  startedAt = performance.now();
  endedAt = 0;

  add(a: Answer) {
    this.answers.push(a);
  }

  /** Latency percentiles and rate of the answers that match `filter` (default: all). */
  summary(filter: (a: Answer) => boolean = () => true) {
    const picked = this.answers.filter(filter);
    const ms = picked.map((a) => a.ms).sort((x, y) => x - y);
    const seconds = ((this.endedAt || performance.now()) - this.startedAt) / 1000;
    const byStatus = new Map<number, number>();
    for (const a of picked) byStatus.set(a.status, (byStatus.get(a.status) ?? 0) + 1);
    const count = (pred: (s: number) => boolean) =>
      [...byStatus].filter(([s]) => pred(s)).reduce((n, [, c]) => n + c, 0);
    return {
      count: picked.length,
      rps: picked.length / seconds,
      p50: pct(ms, 50),
      p95: pct(ms, 95),
      p99: pct(ms, 99),
      max: ms.at(-1) ?? 0,
      ok: count((s) => s >= 200 && s < 300),
      limited: count((s) => s === 429),
      other: count((s) => s < 200 || (s >= 300 && s !== 429)),
      errors: this.errors,
    };
  }
}

export function pct(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export function send(agent: http.Agent, base: URL, req: Req, t0: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const headers: Record<string, string | number> = { ...req.headers };
    if (req.body !== undefined) headers['content-length'] = Buffer.byteLength(req.body);
    const r = http.request(
      { agent, host: base.hostname, port: base.port, method: req.method, path: req.path, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - start,
            at: start - t0,
          }),
        );
        res.on('error', reject);
      },
    );
    r.on('error', reject);
    r.end(req.body);
  });
}

/**
 * `connections` keep-alive connections, each a loop of request → answer → next request, for
 * `seconds`; then waits for the answers of requests already sent.
 */
export async function closedLoop(opts: {
  base: string;
  connections: number;
  seconds: number;
  /** The i-th request overall, sent on connection `conn` (0 … connections − 1). */
  next: (i: number, conn: number) => Req;
  onAnswer?: (a: Answer, req: Req) => void;
  /** Pause between an answer and the connection's next request (think time), ms. */
  pause?: () => number;
  recorder?: Recorder;
  /**
   * Open every connection first with one unmeasured GET of this path (default
   * /functions/v1/formToken, which touches no database). Without it the run starts with N
   * connections at once, and a server whose event loop is busy (PGlite runs its queries on
   * it) accepts one connection per loop turn: on PGlite at 50 connections the last ones
   * waited 4 s to be accepted, which is a start-up artefact, not the latency under load.
   */
  preconnect?: string | false;
}): Promise<Recorder> {
  const base = new URL(opts.base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections });
  const rec = opts.recorder ?? new Recorder();
  if (opts.preconnect !== false) await preconnect(agent, base, opts.connections, opts.preconnect);
  rec.startedAt = performance.now();
  const deadline = rec.startedAt + opts.seconds * 1000;
  let i = 0;
  const loop = async (_: unknown, conn: number) => {
    while (performance.now() < deadline) {
      const req = opts.next(i++, conn);
      try {
        const a = await send(agent, base, req, rec.startedAt);
        rec.add(a);
        opts.onAnswer?.(a, req);
      } catch {
        rec.errors++;
      }
      const wait = opts.pause?.() ?? 0;
      if (wait > 0) await sleep(Math.min(wait, Math.max(0, deadline - performance.now())));
    }
  };
  await Promise.all(Array.from({ length: opts.connections }, loop));
  rec.endedAt = performance.now();
  agent.destroy();
  return rec;
}

/**
 * `rate` requests per second for `seconds`, each sent on schedule; waits for all answers.
 * Without `connections`, a request finding no idle keep-alive connection opens a new one (as
 * browsers reaching the app directly do); with it, requests share that many connections,
 * opened before the run (as a reverse proxy's pool of upstream connections does), and a
 * request finding all of them busy waits for one (its wait counts in its latency).
 */
export async function openLoop(opts: {
  base: string;
  rate: number;
  seconds: number;
  next: (i: number) => Req;
  onAnswer?: (a: Answer, req: Req) => void;
  recorder?: Recorder;
  connections?: number;
}): Promise<Recorder> {
  const base = new URL(opts.base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections ?? Number.POSITIVE_INFINITY });
  if (opts.connections) await preconnect(agent, base, opts.connections);
  const rec = opts.recorder ?? new Recorder();
  rec.startedAt = performance.now();
  const total = Math.round(opts.rate * opts.seconds);
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = rec.startedAt + (i * 1000) / opts.rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const req = opts.next(i);
    pending.push(
      send(agent, base, req, rec.startedAt).then(
        (a) => {
          rec.add(a);
          opts.onAnswer?.(a, req);
        },
        () => {
          rec.errors++;
        },
      ),
    );
  }
  await Promise.all(pending);
  rec.endedAt = performance.now();
  agent.destroy();
  return rec;
}

/** Opens `n` keep-alive connections with one unmeasured GET each (one touching no database). */
async function preconnect(agent: http.Agent, base: URL, n: number, path = '/functions/v1/formToken') {
  await Promise.all(Array.from({ length: n }, () => send(agent, base, { method: 'GET', path }, performance.now())));
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** A distinct client address per number (10.0.0.0/8), sent as X-Forwarded-For. */
export const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** The 1-minute load average, as `uptime` prints it. */
export const load1 = () => loadavg()[0]?.toFixed(2) ?? '?';

export const fmt = (n: number, digits = 0) => n.toFixed(digits);

/**
 * CPU time used so far, in ms: this process (every thread), its main thread alone (the app's
 * event loop; the load generator's too unless it runs in a worker, loadWorker.ts), and each
 * local `postgres` process by pid (from /proc, Linux only; the thread and the backends are
 * missing where they cannot be read, e.g. PGlite runs inside this process or the server is remote).
 */
export function cpuNow(): { processMs: number; mainThreadMs: number | undefined; postgresMs: Map<number, number> } {
  const u = process.cpuUsage();
  const postgresMs = new Map<number, number>();
  let pids: string[] = [];
  try {
    pids = readdirSync('/proc').filter((p) => /^\d+$/.test(p));
  } catch {
    // not Linux
  }
  for (const pid of pids) {
    const stat = procStat(`/proc/${pid}/stat`);
    if (stat?.name.startsWith('postgres')) postgresMs.set(Number(pid), stat.cpuMs);
  }
  const main = procStat(`/proc/${process.pid}/task/${process.pid}/stat`);
  return { processMs: (u.user + u.system) / 1000, mainThreadMs: main?.cpuMs, postgresMs };
}

/** A /proc stat line's command name and CPU time (utime + stime) in ms; undefined if unreadable. */
function procStat(path: string): { name: string; cpuMs: number } | undefined {
  let stat: string;
  try {
    stat = readFileSync(path, 'utf8');
  } catch {
    return undefined; // ended meanwhile, or not Linux
  }
  const close = stat.lastIndexOf(')');
  // After the name: state is field 3 of the line; utime and stime are fields 14 and 15.
  const fields = stat.slice(close + 2).split(' ');
  return {
    name: stat.slice(stat.indexOf('(') + 1, close),
    cpuMs: (Number(fields[11]) + Number(fields[12])) * 10, // USER_HZ = 100
  };
}

/**
 * CPU ms per answered request between two cpuNow() readings. PostgreSQL: only the backends in
 * `backends` (the pids serving the bench's own database, so other sessions on a shared server
 * do not count; background writers are left out), '–' where unknown.
 */
export function cpuPerRequest(
  before: ReturnType<typeof cpuNow>,
  after: ReturnType<typeof cpuNow>,
  requests: number,
  backends: readonly number[] = [],
): { process: string; mainThread: string; postgres: string } {
  const per = (ms: number) => (requests > 0 ? (ms / requests).toFixed(2) : '–');
  const seen = backends.filter((pid) => after.postgresMs.has(pid));
  const pg = seen.reduce((sum, pid) => sum + (after.postgresMs.get(pid) ?? 0) - (before.postgresMs.get(pid) ?? 0), 0);
  const main =
    before.mainThreadMs === undefined || after.mainThreadMs === undefined
      ? '–'
      : per(after.mainThreadMs - before.mainThreadMs);
  return {
    process: per(after.processMs - before.processMs),
    mainThread: main,
    postgres: seen.length > 0 ? per(pg) : '–',
  };
}

/** A patient's message, varied so the spam model and the repeat check see different text. */
export function patientBody(slug: string, n: number) {
  const type = ['contact', 'prescription', 'training'][n % 3] as string;
  return JSON.stringify({
    tenantId: slug,
    formData: {
      name: `Erika Mustermann ${n}`,
      email: `erika${n}@example.de`,
      telefon: '0171 1234567',
      message: `Ich hätte gern einen Termin für Krankengymnastik (Anfrage ${n}), Rezept liegt vor.`,
      type,
    },
  });
}

/**
 * p50/p95 of one call made `runs` times in a row after 10 warm-up calls (JIT, caches, pool):
 * the in-process benches' latency sample (inbox.ts, prescriptions.ts).
 */
export async function sampleLatency(fn: () => Promise<unknown>, runs: number): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 10; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  return { p50: pct(samples, 50), p95: pct(samples, 95) };
}
