/**
 * Inbox latency (issue 6, Speed): seeds one big tenant (and optionally many small ones) with
 * encrypted submissions, then measures p50/p95 of the staff API through the real app
 * (app.inject: routing, session, validation, RLS transaction, decryption, serialisation) next
 * to the bare SQL of the same query in the same tenant transaction.
 *
 *   node --import tsx bench/inbox.ts                       # PGlite, 200,000 in one tenant
 *   node --import tsx bench/inbox.ts --pg postgres://postgres@127.0.0.1:5432/postgres \
 *        --big 200000 --tenants 49 --per-tenant 16000      # PostgreSQL, +784,000 in 49 tenants
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import type { Config } from '../apps/server/src/config.js';
import { analyzeAsOwner, openDatabase } from '../apps/server/src/db/index.js';
import { withTenant } from '../apps/server/src/db/scope.js';
import { createTenant } from '../apps/server/src/features/tenants/provision.js';
import { createUser } from '../apps/server/src/features/users/provision.js';
import { Keyring } from '../apps/server/src/lib/crypto.js';
import { testConfig } from '../apps/server/test/support.js';
import { insertHistory } from './server.js';

const { values: args } = parseArgs({
  options: {
    pg: { type: 'string' },
    big: { type: 'string', default: '200000' },
    tenants: { type: 'string', default: '0' },
    'per-tenant': { type: 'string', default: '0' },
    runs: { type: 'string', default: '200' },
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

function pct(samples: number[], p: number) {
  const s = [...samples].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
}

async function measure(fn: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 10; i++) await fn(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await fn();
    samples.push(performance.now() - t);
  }
  return { p50: pct(samples, 50), p95: pct(samples, 95) };
}

async function main() {
  const server = args.pg ? await freshServerDb(args.pg) : undefined;
  const opened = await openDatabase({ databaseUrl: server?.url, poolSize: 4 });
  const { db } = opened;
  const config: Config = testConfig({ session: { idleMs: 3_600_000, absoluteMs: 3_600_000 } });
  const keyring = new Keyring(config.secrets.masterKey);
  const big = await createTenant(db, keyring, { slug: 'bench-big', name: 'Bench Praxis' });
  const t0 = performance.now();
  await insertHistory(db, keyring, big.id, BIG);
  for (let i = 0; i < SMALL_TENANTS; i++) {
    const t = await createTenant(db, keyring, { slug: `bench-${i}`, name: `Bench ${i}` });
    await insertHistory(db, keyring, t.id, PER_TENANT);
  }
  const total = BIG + SMALL_TENANTS * PER_TENANT;
  console.log(
    `${opened.kind}: seeded ${total.toLocaleString('en')} submissions (${BIG.toLocaleString('en')} in the measured tenant, ${SMALL_TENANTS + 1} tenants) in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
  );
  // Statistics as a running install has them: autovacuum on the server, the app's periodic
  // ANALYZE on PGlite (db/index.ts).
  if (server) {
    const owner = new pg.Client({ connectionString: server.url });
    await owner.connect();
    await owner.query('analyze');
    await owner.end();
  } else {
    await analyzeAsOwner(db);
  }

  const password = 'bench-password-123456';
  await createUser(db, { email: 'bench@praxis.test', fullName: 'Bench', role: 'user', password, tenantIds: [big.id] });
  const app = await buildApp({ config, db, serveWeb: false });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'bench@praxis.test', password },
  });
  const cookie = `pd_session=${login.cookies.find((c) => c.name === 'pd_session')?.value}`;
  const get = (url: string) => async () => {
    const r = await app.inject({ method: 'GET', url, headers: { cookie } });
    if (r.statusCode !== 200) throw new Error(`${url}: ${r.statusCode} ${r.body}`);
  };
  const inTenant = (q: ReturnType<typeof sql>) => () => withTenant(db, big.id, (tx) => q.execute(tx));
  const detailId = (
    await withTenant(db, big.id, (tx) =>
      tx
        .selectFrom('form_submissions')
        .select('id')
        .orderBy('created_at', 'desc')
        .offset(Math.min(5000, Math.floor(BIG / 2)))
        .limit(1)
        .executeTakeFirstOrThrow(),
    )
  ).id;
  const T = big.id;
  const cols = sql`id, tenant_id, form_type, form_data, key_version, is_spam, is_processed, spam_score, created_at`;

  const cases: [string, () => Promise<unknown>, () => Promise<unknown>][] = [
    [
      'list page 1',
      get(`/api/submissions?tenant=${T}&page=1&limit=10`),
      inTenant(sql`select ${cols} from form_submissions where tenant_id = ${T} and not is_spam
        order by created_at desc, id desc limit 10`),
    ],
    [
      'list page 500',
      get(`/api/submissions?tenant=${T}&page=500&limit=10`),
      inTenant(sql`select ${cols} from form_submissions where tenant_id = ${T} and not is_spam
        order by created_at desc, id desc limit 10 offset 4990`),
    ],
    [
      'list type=prescription, spam hidden, page 50',
      get(`/api/submissions?tenant=${T}&page=50&limit=10&formType=prescription`),
      inTenant(sql`select ${cols} from form_submissions where tenant_id = ${T} and form_type = 'prescription'
        and not is_spam order by created_at desc, id desc limit 10 offset 490`),
    ],
    [
      'stats',
      get(`/api/submissions/stats?tenant=${T}`),
      inTenant(sql`select form_type, sum(total), sum(spam), sum(processed) from submission_counts
        where tenant_id = ${T} group by form_type`),
    ],
    [
      'detail',
      get(`/api/submissions/${detailId}`),
      inTenant(sql`select * from form_submissions where id = ${detailId}`),
    ],
  ];
  console.log('| call | API p50 | API p95 | bare SQL p50 | bare SQL p95 |');
  console.log('|---|---:|---:|---:|---:|');
  for (const [name, api, bare] of cases) {
    const a = await measure(api);
    const b = await measure(bare);
    console.log(
      `| ${name} | ${a.p50.toFixed(1)} ms | ${a.p95.toFixed(1)} ms | ${b.p50.toFixed(1)} ms | ${b.p95.toFixed(1)} ms |`,
    );
  }
  // What the stats would cost without the counters: counting the tenant's rows on every call.
  const naive = await measure(
    inTenant(sql`select form_type, count(*), count(*) filter (where is_spam), count(*) filter (where is_processed)
      from form_submissions where tenant_id = ${T} group by form_type`),
  );
  console.log(`| (stats by counting rows, not used) | | | ${naive.p50.toFixed(1)} ms | ${naive.p95.toFixed(1)} ms |`);

  await app.close();
  await opened.close();
  await server?.drop();
}

await main();
