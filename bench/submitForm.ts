/**
 * Load benchmark of POST /functions/v1/submitForm against a bare insert route in the same
 * process and database (the baseline: what Fastify + one INSERT cost without our work), then
 * the row count: every 2xx answer's submissionId is stored, and nothing else is.
 *
 *   npx tsx bench/submitForm.ts                          # embedded PGlite
 *   DATABASE_URL=postgres://… npx tsx bench/submitForm.ts
 *   BENCH_SECONDS=30 BENCH_CONNECTIONS=2,50,200 BENCH_ROUTES=bare,submitForm …   (the defaults)
 *   BENCH_HISTORY=1000000 …   a database at size: that many stored submissions over 50 practices
 *                             (49 others; each run's practice holds a fiftieth of its own)
 *
 * Load comes from bench/loadgen.ts (closed loop, keep-alive, drained at the deadline so that
 * every request the server processed has its answer read), run in a worker thread of its own
 * (bench/loadWorker.ts) as clients are elsewhere, so the app's event loop does only the app's
 * work; `BENCH_LOADGEN=inline` runs it on the app's event loop instead (the setup of the
 * figures in bench/README.md before 2026-11-25). Each request carries its own
 * client address in X-Forwarded-For and the app trusts it (TRUST_PROXY, as behind the reverse
 * proxy of a deployment): the per-IP limit (30 per 10 min) is counted for every request but
 * never reached. The per-practice limit is raised for the run. Each connection count gets a
 * fresh practice, so its row count is its own. No worker runs: notification jobs stay queued
 * and are counted.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app.js';
import type { Config } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/index.js';
import { withTenant } from '../apps/server/src/db/scope.js';
import { createTenant } from '../apps/server/src/features/tenants/provision.js';
import { Keyring } from '../apps/server/src/lib/crypto.js';
import { createServerDatabase, testConfig } from '../apps/server/test/support.js';
import { type Answer, addressOf, closedLoop, cpuNow, cpuPerRequest, fmt, load1, type Req } from './loadgen.js';
import { loadInWorker, recorderOf } from './loadWorker.js';
import { insertHistory } from './server.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const connections = (process.env.BENCH_CONNECTIONS ?? '2,50,200').split(',').map(Number);
const routes = (process.env.BENCH_ROUTES ?? 'bare,submitForm').split(',');
const history = Number(process.env.BENCH_HISTORY ?? 0);
const inline = process.env.BENCH_LOADGEN === 'inline';
const HISTORY_PRACTICES = 50;

async function main() {
  const server = process.env.DATABASE_URL ? await createServerDatabase() : undefined;
  const database = await openDatabase({
    databaseUrl: server?.url,
    pgliteDir: server ? undefined : join(mkdtempSync(join(tmpdir(), 'pd-bench-')), 'pg'),
    poolSize: 10,
  });
  const config: Config = testConfig({
    env: 'production',
    databaseUrl: server?.url,
    trustProxy: true,
    intakeLimits: { perIp: 30, perTenant: 10_000_000 },
  });
  const { db } = database;
  const keyring = new Keyring(config.secrets.masterKey);
  const newTenant = (slug: string) =>
    createTenant(db, keyring, {
      slug,
      name: 'Bench Praxis',
      emailRecipients: ['a@bench.example', 'b@bench.example'],
    });
  const app = await buildApp({ config, db, serveWeb: false });

  // Baseline: the same JSON body, validated by Fastify, one INSERT into an unscoped table.
  // Created by the owner (the app role may not create tables), then used by the app role.
  await db.connection().execute(async (c) => {
    await sql`reset role`.execute(c);
    await sql`create table if not exists bench_bare (id bigserial primary key, body jsonb not null)`.execute(c);
    await sql`grant select, insert on bench_bare to praxisdesk_app`.execute(c);
    await sql`grant usage on sequence bench_bare_id_seq to praxisdesk_app`.execute(c);
    await sql`set role praxisdesk_app`.execute(c);
  });
  app.post('/bench/bare', async (req) => {
    const r = await sql<{
      id: string;
    }>`insert into bench_bare (body) values (${JSON.stringify(req.body)}) returning id`.execute(db);
    return { success: true, id: r.rows[0]?.id };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

  const bodyFor = (slug: string) =>
    JSON.stringify({
      tenantId: slug,
      formData: {
        name: 'Erika Mustermann',
        email: 'erika@example.de',
        telefon: '0171 1234567',
        message: 'Ich hätte gern einen Termin für Krankengymnastik, Rezept liegt vor.',
        type: 'prescription',
      },
    });
  const idOf = (a: Answer) => (JSON.parse(a.body) as { submissionId?: string }).submissionId ?? '';
  let n = 0;
  const requestFor =
    (path: string, tenant: { slug: string; publicKey: string }): (() => Req) =>
    () => ({
      method: 'POST',
      path,
      headers: {
        'content-type': 'application/json',
        apikey: tenant.publicKey,
        'x-forwarded-for': addressOf(++n),
      },
      body: bodyFor(tenant.slug),
    });

  // The server's backends serving this bench's own database (its pool), for their CPU time.
  const ownBackends = async () =>
    server
      ? (
          await sql<{
            pid: number;
          }>`select pid from pg_stat_activity where datname = current_database()`.execute(db)
        ).rows.map((r) => r.pid)
      : [];
  const bareRows = async () =>
    Number((await sql<{ n: string }>`select count(*) as n from bench_bare`.execute(db)).rows[0]?.n ?? 0);

  // A database at size: the intake's reads must stay within the practice's own index entries.
  const perPractice = Math.floor(history / HISTORY_PRACTICES);
  if (perPractice > 0) {
    const started = Date.now();
    for (let i = 1; i < HISTORY_PRACTICES; i++)
      await insertHistory(db, keyring, (await newTenant(`bench-history-${i}`)).id, perPractice);
    console.log(
      `seeded ${perPractice} submissions in each of ${HISTORY_PRACTICES - 1} practices in ${fmt((Date.now() - started) / 1000)} s`,
    );
  }

  // Warm-up (JIT, spam model, pool connections) on its own practice.
  const warm = await newTenant('bench-warmup');
  await closedLoop({ base, connections: 10, seconds: 3, next: requestFor('/bench/bare', warm) });
  await closedLoop({ base, connections: 10, seconds: 3, next: requestFor('/functions/v1/submitForm', warm) });
  // Statistics, as autovacuum keeps them on a live server: a named statement keeps the plan it
  // was first given on a connection, and on the fresh database that plan was made for empty
  // tables (an index on the practice alone, or a scan of every row), whatever they grow to
  // during the run — a lottery between runs (bench/README.md, "Intake CPU, sixth round").
  await db.connection().execute(async (c) => {
    await sql`reset role`.execute(c);
    await sql`analyze`.execute(c);
    await sql`set role praxisdesk_app`.execute(c);
  });

  // One run's load: on this event loop, or from a worker thread with a fresh block of client addresses.
  type Tenant = { slug: string; publicKey: string };
  const inlineRun = async (path: string, tenant: Tenant, c: number) => {
    const ids: string[] = [];
    const rec = await closedLoop({
      base,
      connections: c,
      seconds,
      next: requestFor(path, tenant),
      onAnswer: (a) => {
        if (a.status >= 200 && a.status < 300) ids.push(idOf(a));
      },
    });
    return { rec, ids };
  };
  let runs = 0;
  const workerRun = async (path: string, tenant: Tenant, c: number, addressBase: number, wantIds: boolean) => {
    const r = await loadInWorker({
      base,
      path,
      body: bodyFor(tenant.slug),
      connections: c,
      seconds,
      tenant,
      addresses: 'each',
      addressBase,
      ids: wantIds,
    });
    return { rec: recorderOf(r), ids: r.ids };
  };

  const kind = server ? 'PostgreSQL 15 (server)' : 'PGlite (embedded)';
  console.log(`submitForm benchmark on ${kind}, ${seconds} s per run, ${new Date().toISOString()}`);
  console.log(
    '| route | conns | load1 before | req/s | p50 ms | p99 ms | 2xx | non-2xx | errors | CPU ms/req: app thread | CPU ms/req: this process | CPU ms/req: PostgreSQL |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  console.log(
    inline
      ? '(load generator on the app thread: BENCH_LOADGEN=inline)'
      : '(load generator in a worker thread: "app thread" is the app alone, "this process" adds the load generator)',
  );
  const checks: string[] = [];
  for (const c of connections) {
    for (const route of routes) {
      const tenant = await newTenant(`bench-${route.toLowerCase()}-${c}`);
      if (perPractice > 0 && route !== 'bare') {
        await insertHistory(db, keyring, tenant.id, perPractice);
        await db.connection().execute(async (conn) => {
          await sql`reset role`.execute(conn);
          await sql`analyze form_submissions`.execute(conn);
          await sql`set role praxisdesk_app`.execute(conn);
        });
      }
      const seeded = new Set(
        perPractice > 0 && route !== 'bare'
          ? (await withTenant(db, tenant.id, (tx) => tx.selectFrom('form_submissions').select('id').execute())).map(
              (r) => r.id,
            )
          : [],
      );
      const path = route === 'bare' ? '/bench/bare' : '/functions/v1/submitForm';
      const loadBefore = load1();
      const bareBefore = route === 'bare' ? await bareRows() : 0;
      const cpuBefore = cpuNow();
      const { rec, ids } = inline
        ? await inlineRun(path, tenant, c)
        : await workerRun(path, tenant, c, 1_000_000 * ++runs, route !== 'bare');
      const s = rec.summary();
      const cpu = cpuPerRequest(cpuBefore, cpuNow(), s.count, await ownBackends());
      console.log(
        `| ${route === 'bare' ? 'bare insert' : 'submitForm'} | ${c} | ${loadBefore} | ${fmt(s.rps)} | ${fmt(s.p50, 1)} | ${fmt(s.p99, 1)} | ${s.ok} | ${s.count - s.ok} | ${s.errors} | ${cpu.mainThread} | ${cpu.process} | ${cpu.postgres} |`,
      );
      const answered = new Set(ids.filter((id) => id !== ''));
      const duplicateIds = ids.length - answered.size;

      if (route === 'bare') {
        const added = (await bareRows()) - bareBefore;
        checks.push(`bare insert, ${c} conns: ${s.ok} answered 2xx, ${added} rows added`);
        continue;
      }
      // The row count, through the app role and the practice's RLS scope like any reader.
      const { stored, jobs } = await withTenant(db, tenant.id, async (tx) => ({
        stored: await tx.selectFrom('form_submissions').select(['id', 'is_spam']).execute(),
        jobs: Number(
          (
            await tx
              .selectFrom('jobs')
              .select((eb) => eb.fn.countAll<string>().as('n'))
              .where('tenant_id', '=', tenant.id)
              .where('queue', '=', 'notify.staff')
              .executeTakeFirstOrThrow()
          ).n,
        ),
      }));
      // The practice's seeded history is no answer of this run.
      const fresh = stored.filter((r) => !seeded.has(r.id));
      const storedIds = new Set(fresh.map((r) => r.id));
      const missing = [...answered].filter((id) => !storedIds.has(id)).length;
      const extra = fresh.filter((r) => !answered.has(r.id)).length;
      const expectedJobs = 2 * fresh.filter((r) => !r.is_spam).length;
      const ok = missing === 0 && extra === 0 && duplicateIds === 0 && fresh.length === s.ok && jobs === expectedJobs;
      checks.push(
        `submitForm, ${c} conns: ${s.ok} answered 2xx (${answered.size} distinct ids, ${duplicateIds} duplicate/missing ids), ` +
          `${fresh.length} stored for the practice, ${missing} answered but not stored, ${extra} stored but never answered 2xx, ` +
          `${jobs} staff notification jobs (expected ${expectedJobs}) → ${ok ? 'OK' : 'MISMATCH'}`,
      );
      if (!ok) process.exitCode = 1;
    }
  }
  console.log('\nRow count:');
  for (const line of checks) console.log(`- ${line}`);
  console.log(`load1 after: ${load1()}`);
  await app.close();
  await database.close();
  await server?.drop();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
