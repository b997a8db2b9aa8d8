/**
 * Load benchmark of POST /functions/v1/submitForm against a bare insert route in the same
 * process and database (the baseline: what Fastify + one INSERT cost without our work).
 *
 *   npx tsx bench/submitForm.ts                     # embedded PGlite
 *   DATABASE_URL=postgres://… npx tsx bench/submitForm.ts
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=2,50 …
 *
 * Prints requests/s, p50/p99 latency and errors per run; figures go into bench/README.md.
 * Each request comes from its own client address (X-Forwarded-For with TRUST_PROXY), so the
 * per-IP limit is exercised but not hit; the per-practice limit is raised for the run.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app.js';
import type { Config } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/index.js';
import { createTenant } from '../apps/server/src/features/tenants/provision.js';
import { Keyring } from '../apps/server/src/lib/crypto.js';
import { createServerDatabase, testConfig } from '../apps/server/test/support.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = (process.env.BENCH_CONNECTIONS ?? '2,50').split(',').map(Number);

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
  const tenant = await createTenant(db, keyring, {
    slug: 'bench',
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
  const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

  const body = JSON.stringify({
    tenantId: tenant.slug,
    formData: {
      name: 'Erika Mustermann',
      email: 'erika@example.de',
      telefon: '0171 1234567',
      message: 'Ich hätte gern einen Termin für Krankengymnastik, Rezept liegt vor.',
      type: 'prescription',
    },
  });
  let n = 0;
  const run = (path: string, c: number) =>
    autocannon({
      url: `${url}${path}`,
      method: 'POST',
      connections: c,
      duration: seconds,
      headers: { 'content-type': 'application/json', apikey: tenant.publicKey },
      body,
      requests: [
        {
          setupRequest: (req) => {
            n++;
            return {
              ...req,
              headers: { ...req.headers, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
            };
          },
        },
      ],
    });

  const kind = server ? 'PostgreSQL 15 (server)' : 'PGlite (embedded)';
  console.log(`submitForm benchmark on ${kind}, ${seconds}s per run`);
  console.log('route        conns   req/s   p50 ms   p99 ms   non-2xx   errors');
  for (const c of connections) {
    for (const [label, path] of [
      ['bare insert', '/bench/bare'],
      ['submitForm', '/functions/v1/submitForm'],
    ] as const) {
      const r = await run(path, c);
      console.log(
        `${label.padEnd(12)} ${String(c).padStart(5)} ${r.requests.average.toFixed(0).padStart(7)} ${String(r.latency.p50).padStart(8)} ${String(r.latency.p99).padStart(8)} ${String(r.non2xx).padStart(9)} ${String(r.errors).padStart(8)}`,
      );
    }
  }
  await app.close();
  await database.close();
  await server?.drop();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
