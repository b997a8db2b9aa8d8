/**
 * Inbox latency (issue 6, Speed): seeds one big tenant (and optionally many small ones) with
 * encrypted submissions, then measures p50/p95 of the staff API through the real app
 * (app.inject: routing, session, validation, the query under RLS, decryption, serialisation)
 * next to the same SQL as the app role (row-level security on: list and stats are one
 * statement that sets its own tenant scope, the detail runs in its tenant transaction) and, on
 * PostgreSQL, to the same SQL through plain `pg` as the owner (no RLS): the yardstick of issue 16.
 *
 *   node --import tsx bench/inbox.ts                       # PGlite, 200,000 in one tenant
 *   node --import tsx bench/inbox.ts --pg postgres://postgres@127.0.0.1:5432/postgres \
 *        --big 200000 --tenants 49 --per-tenant 16000      # PostgreSQL, +784,000 in 49 tenants
 *   … --pg URL --db perf_inbox                            # seed into (or reuse) a kept database
 *
 * The three ways of each call are measured interleaved (A, B, C, A, B, C, …), so a drift in the
 * machine's speed moves all three alike; the load average is printed beside the table.
 */
import { createHash, randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { type CompiledQuery, sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import type { Config } from '../apps/server/src/config.js';
import { analyzeAsOwner, openDatabase } from '../apps/server/src/db/index.js';
import { withTenant } from '../apps/server/src/db/scope.js';
import {
  inboxListStatement,
  inboxStatsStatement,
  type ListFilter,
} from '../apps/server/src/features/submissions/repository.js';
import { createTenant } from '../apps/server/src/features/tenants/provision.js';
import { createUser } from '../apps/server/src/features/users/provision.js';
import { Keyring } from '../apps/server/src/lib/crypto.js';
import { testConfig } from '../apps/server/test/support.js';
import { sampleLatency } from './loadgen.js';
import { insertHistory } from './server.js';

const { values: args } = parseArgs({
  options: {
    pg: { type: 'string' },
    big: { type: 'string', default: '200000' },
    tenants: { type: 'string', default: '0' },
    'per-tenant': { type: 'string', default: '0' },
    runs: { type: 'string', default: '200' },
    /** Keep the seeded database under this name and reuse it on the next run (PostgreSQL only). */
    db: { type: 'string' },
  },
});
const BIG = Number(args.big);
const SMALL_TENANTS = Number(args.tenants);
const PER_TENANT = Number(args['per-tenant']);
const RUNS = Number(args.runs);

async function freshServerDb(adminUrl: string) {
  const name = `pd_bench_${randomBytes(4).toString('hex')}`;
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  await c.query(`create database ${name}`);
  await c.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const d = new pg.Client({ connectionString: adminUrl });
      await d.connect();
      await d.query(`drop database if exists ${name} with (force)`);
      await d.end();
    },
  };
}

/** A kept database: created when missing, never dropped, so runs of two commits share one seed. */
async function keptServerDb(adminUrl: string, name: string) {
  if (!/^perf_[a-z0-9_]+$/.test(name)) throw new Error('--db: a name like perf_inbox');
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  const exists = (await c.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  if (!exists) await c.query(`create database ${name}`);
  await c.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: async () => {} };
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** p50/p95 of each function, called in turn (after 10 warm-up rounds) so they share the machine's drift. */
async function interleaved(fns: (() => Promise<unknown>)[]) {
  for (let i = 0; i < 10; i++) for (const fn of fns) await fn();
  const samples = fns.map((): number[] => []);
  for (let i = 0; i < RUNS; i++) {
    for (const [k, fn] of fns.entries()) {
      const t = performance.now();
      await fn();
      samples[k]?.push(performance.now() - t);
    }
  }
  return samples.map((s) => {
    s.sort((a, b) => a - b);
    return { p50: pct(s, 50), p95: pct(s, 95) };
  });
}
const measure = (fn: () => Promise<unknown>) => sampleLatency(fn, RUNS);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function main() {
  const server = args.pg ? await (args.db ? keptServerDb(args.pg, args.db) : freshServerDb(args.pg)) : undefined;
  const opened = await openDatabase({ databaseUrl: server?.url, poolSize: 4 });
  const { db } = opened;
  // A kept database's master key must open it again on the next run: derived from its name
  // (synthetic bench data only), otherwise fresh.
  const config: Config = testConfig({ session: { idleMs: 3_600_000, absoluteMs: 3_600_000 } });
  if (args.db) config.secrets.masterKey = createHash('sha256').update(`praxisdesk-bench|${args.db}`).digest();
  const keyring = new Keyring(config.secrets.masterKey);
  const seeded = args.db
    ? await db.selectFrom('tenants').select('id').where('slug', '=', 'bench-big').executeTakeFirst()
    : undefined;
  const big = seeded ?? (await createTenant(db, keyring, { slug: 'bench-big', name: 'Bench Praxis' }));
  const t0 = performance.now();
  if (!seeded) await seed();
  async function seed() {
    await insertHistory(db, keyring, big.id, BIG);
    // The other practices are never read by the measured calls, only sized and planned around:
    // on the server they are written by SQL as the owner (same shape, placeholder ciphertext),
    // which seeds a million rows in a minute instead of a quarter of an hour.
    const filler = server ? new pg.Client({ connectionString: server.url }) : undefined;
    await filler?.connect();
    for (let i = 0; i < SMALL_TENANTS; i++) {
      const t = await createTenant(db, keyring, { slug: `bench-${i}`, name: `Bench ${i}` });
      if (!filler) {
        await insertHistory(db, keyring, t.id, PER_TENANT);
        continue;
      }
      await filler.query(
        `insert into form_submissions (id, tenant_id, form_type, form_data, key_version, is_spam, is_processed,
         spam_score, spam_reasons, quarantine_status, created_at)
       select gen_random_uuid(), $1,
         (array['contact','prescription','anamnese','bewerbung','training'])[1 + k % 5],
         decode(md5(k::text), 'hex'), 1, k % 20 = 0, k % 3 = 0, 5, '[]', 'completed',
         now() - make_interval(mins => (k::bigint * 5 * 365 * 24 * 60 / $2::int)::int)
       from generate_series(1, $2::int) k`,
        [t.id, PER_TENANT],
      );
    }
    await filler?.end();
    const total = BIG + SMALL_TENANTS * PER_TENANT;
    console.log(
      `${opened.kind}: seeded ${total.toLocaleString('en')} submissions (${BIG.toLocaleString('en')} in the measured tenant, ${SMALL_TENANTS + 1} tenants) in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
    );
    // Statistics as a running install has them: autovacuum on the server, the app's periodic
    // ANALYZE on PGlite (db/index.ts).
    if (server) {
      const owner = new pg.Client({ connectionString: server.url });
      await owner.connect();
      await owner.query('vacuum analyze');
      await owner.end();
    } else {
      await analyzeAsOwner(db);
    }
  }
  if (seeded) console.log(`${opened.kind}: reusing ${args.db} (seeded earlier)`);

  const password = 'bench-password-123456';
  if (!seeded)
    await createUser(db, {
      email: 'bench@praxis.test',
      fullName: 'Bench',
      role: 'user',
      password,
      tenantIds: [big.id],
    });
  const app = await buildApp({ config, db, serveWeb: false });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'bench@praxis.test', password },
  });
  const cookie = `pd_session=${login.cookies.find((c) => c.name === 'pd_session')?.value}`;
  // Three ways to run each call: the staff API; the same SQL as the app role in a tenant
  // transaction (row-level security on); and the same SQL through plain `pg` as the owner, who
  // bypasses RLS: the yardstick of issue 16 (RLS must not cost more than 1.5x).
  const owner = new pg.Client({ connectionString: server?.url });
  if (server) await owner.connect();
  const T = big.id;
  // The list and the stats are one statement each that sets its own tenant scope (issue 16,
  // point 1): that statement is what runs under RLS, and its text is what the owner runs.
  const page = async (f: Omit<ListFilter, 'tenantIds'>) => inboxListStatement(db, { ...f, tenantIds: [T] }).compile();
  const detailId = (
    await withTenant(db, T, (tx) =>
      tx
        .selectFrom('form_submissions')
        .select('id')
        .orderBy('created_at', 'desc')
        .offset(Math.min(5000, Math.floor(BIG / 2)))
        .limit(1)
        .executeTakeFirstOrThrow(),
    )
  ).id;
  const today = new Date().toISOString().slice(0, 10);
  const stats = inboxStatsStatement(db, [T], today, today).compile();
  const detail = await withTenant(db, T, async (tx) =>
    tx.selectFrom('form_submissions').selectAll().where('id', '=', detailId).compile(),
  );
  const cases: [string, string, CompiledQuery][] = [
    ['list page 1', `page=1&limit=10`, await page({ includeSpam: false, limit: 10, offset: 0 })],
    ['list page 500 (10 per page)', `page=500&limit=10`, await page({ includeSpam: false, limit: 10, offset: 4990 })],
    [
      'list page 2,000 (30 per page)',
      `page=2000&limit=30`,
      await page({ includeSpam: false, limit: 30, offset: 59_970 }),
    ],
    [
      'list spam shown, page 500',
      `page=500&limit=10&includeSpam=true`,
      await page({ includeSpam: true, limit: 10, offset: 4990 }),
    ],
    [
      'list type=prescription, page 300',
      `page=300&limit=10&formType=prescription`,
      await page({ includeSpam: false, formType: 'prescription', limit: 10, offset: 2990 }),
    ],
  ];
  const api = (url: string) => async () => {
    const r = await app.inject({ method: 'GET', url, headers: { cookie } });
    if (r.statusCode !== 200) throw new Error(`${url}: ${r.statusCode} ${r.body}`);
  };
  // The app role: one statement with its own scope for list and stats; the detail (which
  // writes its audit entry in the API) in its tenant transaction.
  const asApp = (q: CompiledQuery) => () => db.executeQuery(q);
  const asAppInTx = (q: CompiledQuery) => () => withTenant(db, T, (tx) => tx.executeQuery(q));
  const asOwner = (q: CompiledQuery) => () => owner.query(q.sql, [...q.parameters]);
  const rows: [string, () => Promise<unknown>, CompiledQuery, (q: CompiledQuery) => () => Promise<unknown>][] = [
    ...cases.map(([name, qs, q]): [string, () => Promise<unknown>, CompiledQuery, typeof asApp] => [
      name,
      api(`/api/submissions?tenant=${T}&${qs}`),
      q,
      asApp,
    ]),
    ['stats', api(`/api/submissions/stats?tenant=${T}`), stats, asApp],
    ['detail', api(`/api/submissions/${detailId}`), detail, asAppInTx],
  ];
  console.log(`load average before: ${load()}`);
  console.log('| call | API p50 | API p95 | SQL under RLS p50 | p95 | plain pg (owner) p50 | p95 | RLS/plain p95 |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const [name, call, q, underRls] of rows) {
    const [a, b, o] = await interleaved(server ? [call, underRls(q), asOwner(q)] : [call, underRls(q)]);
    if (!a || !b) throw new Error('no samples');
    console.log(
      `| ${name} | ${a.p50.toFixed(1)} ms | ${a.p95.toFixed(1)} ms | ${b.p50.toFixed(1)} ms | ${b.p95.toFixed(1)} ms | ${o ? `${o.p50.toFixed(1)} ms | ${o.p95.toFixed(1)} ms | ${(b.p95 / o.p95).toFixed(2)}×` : '– | – | –'} |`,
    );
  }
  const inTenant = (q: ReturnType<typeof sql>) => () => withTenant(db, T, (tx) => q.execute(tx));
  // What the stats would cost without the counters: counting the tenant's rows on every call.
  const naive = await measure(
    inTenant(sql`select form_type, count(*), count(*) filter (where is_spam), count(*) filter (where is_processed)
      from form_submissions where tenant_id = ${T} group by form_type`),
  );
  console.log(`| (stats by counting rows, not used) | | | ${naive.p50.toFixed(1)} ms | ${naive.p95.toFixed(1)} ms |`);
  console.log(`load average after: ${load()}`);

  if (server) await owner.end();
  await app.close();
  await opened.close();
  await server?.drop();
}

await main();
