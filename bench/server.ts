/**
 * The app under load for the load benches: the real buildApp on PGlite (temporary data
 * folder) or on a fresh PostgreSQL database from DATABASE_URL, listening on a local port,
 * optionally with the job worker in the same process (what `npm start` runs) and a mailer
 * that accepts and drops every mail (no SMTP latency in the figures).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FormType } from '@praxisdesk/domain';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.js';
import type { Config } from '../apps/server/src/config.js';
import { analyzeAsOwner, type Database, openDatabase } from '../apps/server/src/db/index.js';
import { withTenant } from '../apps/server/src/db/scope.js';
import { createTenant } from '../apps/server/src/features/tenants/provision.js';
import { createWorker } from '../apps/server/src/jobs/worker.js';
import type { Keyring } from '../apps/server/src/lib/crypto.js';
import { buildServices } from '../apps/server/src/services.js';
import { createServerDatabase, testConfig } from '../apps/server/test/support.js';

export interface BenchServer {
  kind: 'PGlite (embedded)' | 'PostgreSQL 15 (server)';
  db: Database;
  keyring: Keyring;
  config: Config;
  app: FastifyInstance;
  base: string;
  newTenant(slug: string): Promise<{ id: string; slug: string; publicKey: string }>;
  close(): Promise<void>;
}

export async function startBenchServer(opts: {
  intakeLimits: Config['intakeLimits'];
  worker?: boolean;
  /** Routes added before listening (e.g. a baseline). */
  beforeListen?: (app: FastifyInstance, db: Database) => Promise<void>;
}): Promise<BenchServer> {
  const server = process.env.DATABASE_URL ? await createServerDatabase() : undefined;
  const database = await openDatabase({
    databaseUrl: server?.url,
    pgliteDir: server ? undefined : join(mkdtempSync(join(tmpdir(), 'pd-bench-')), 'pg'),
    poolSize: 10, // the production default (db/index.ts)
  });
  const config: Config = testConfig({
    env: 'production',
    databaseUrl: server?.url,
    // Requests name their client address in X-Forwarded-For, as a reverse proxy would.
    trustProxy: true,
    intakeLimits: opts.intakeLimits,
  });
  const { db } = database;
  const services = buildServices(config, db);
  const { keyring } = services;
  const app = await buildApp({ config, db, serveWeb: false, services });
  await opts.beforeListen?.(app, db);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const mailer = { send: async () => {}, close: () => {} };
  const worker = opts.worker ? createWorker(db, services.jobHandlers(mailer)) : undefined;
  worker?.start();
  return {
    kind: server ? 'PostgreSQL 15 (server)' : 'PGlite (embedded)',
    db,
    keyring,
    config,
    app,
    base: `http://127.0.0.1:${(app.server.address() as { port: number }).port}`,
    newTenant: (slug) =>
      createTenant(db, keyring, {
        slug,
        name: `Praxis ${slug}`,
        emailRecipients: [`a@${slug}.example`, `b@${slug}.example`],
      }),
    async close() {
      await worker?.stop();
      await app.close();
      await database.close();
      await server?.drop();
    },
  };
}

const TYPES = ['contact', 'contact', 'contact', 'prescription', 'prescription', 'anamnese', 'bewerbung', 'training'];

/** `n` encrypted submissions over five years (5 % spam, a third processed), then ANALYZE. */
export async function seedSubmissions(s: BenchServer, tenantId: string, n: number) {
  await insertHistory(s.db, s.keyring, tenantId, n);
  // Statistics as a running install has them (autovacuum on a server, the app's ANALYZE on PGlite).
  await analyzeAsOwner(s.db);
}

/**
 * `n` encrypted submissions of one practice over five years, straight into the table (no
 * contact keys, as an older version left them): 5 % spam, a third processed, row k from
 * e{k}@example.de. In batches of 1,000, one transaction each.
 */
export async function insertHistory(db: Database, keyring: Keyring, tenantId: string, n: number) {
  const now = Date.now();
  const span = 5 * 365 * 24 * 3_600_000;
  for (let done = 0; done < n; done += 1000) {
    const size = Math.min(1000, n - done);
    await withTenant(db, tenantId, async (tx) => {
      const rows = [];
      for (let i = 0; i < size; i++) {
        const id = randomUUID();
        const k = done + i;
        const { blob, keyVersion } = await keyring.encrypt(
          tx,
          { tenantId, table: 'form_submissions', recordId: id },
          { vorname: 'Erika', nachname: `Muster${k}`, email: `e${k}@example.de`, message: `Anfrage Nummer ${k}` },
        );
        rows.push({
          id,
          tenant_id: tenantId,
          form_type: TYPES[k % TYPES.length] as FormType,
          form_data: blob,
          key_version: keyVersion,
          is_spam: k % 20 === 0,
          is_processed: k % 3 === 0,
          spam_score: k % 20 === 0 ? 80 : 5,
          spam_reasons: '[]',
          quarantine_status: 'completed' as const,
          created_at: new Date(now - Math.floor((k / n) * span) - (k % 1000)),
        });
      }
      await tx.insertInto('form_submissions').values(rows).execute();
    });
  }
}
