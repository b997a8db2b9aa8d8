/**
 * Crash test: SIGKILL the server in the middle of a submitForm load run, start it again, and
 * check that nothing acknowledged was lost and no notification went missing.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/faults/crash.ts
 *   (without DATABASE_URL: the embedded database in a temporary data folder)
 *
 * Prints: acknowledged submissions, how many exist after the restart, their jobs, and mails per
 * (submission, recipient) — lost, exactly once, or duplicated. Exits non-zero on any loss.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { openDatabase } from '../../apps/server/src/db/index.js';
import { createServerDatabase } from '../../apps/server/test/support.js';

const root = join(import.meta.dirname, '../..');
const RECIPIENTS = ['empfang@crash.example', 'therapie@crash.example'];
const LOAD_MS = 6000;
const KILL_AT_MS = 3000;
const CONNECTIONS = 10;

async function main() {
  const server = process.env.DATABASE_URL ? await createServerDatabase() : undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'pd-crash-'));
  // Mail: a real SMTP server that records (submission reference, recipient) pairs.
  const received: { to: string; ref: string }[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString('utf8')));
      stream.on('end', () => {
        const ref = raw.match(/Referenz:? ([0-9A-F]{8})/)?.[1] ?? '?';
        for (const r of session.envelope.rcptTo) received.push({ to: r.address, ref });
        done();
      });
    },
  });
  smtp.on('error', () => {}); // a connection cut by the SIGKILLed server
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
  const smtpPort = (smtp.server.address() as { port: number }).port;
  const port = 3700 + Math.floor(Math.random() * 200);
  const key = randomBytes(32).toString('base64');
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: server?.url ?? '',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MASTER_KEY: key,
    IP_HASH_SECRET: key,
    SEED_DEMO: 'false',
    TRUST_PROXY: 'true',
    INTAKE_LIMIT_PER_TENANT: '1000000',
    LOG_LEVEL: 'warn',
  };
  const start = () =>
    spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/main.ts')], { env, stdio: 'ignore' });
  const waitUp = async () => {
    for (let i = 0; i < 200; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
      } catch {}
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('server did not start');
  };

  // A practice to submit to, created through the admin console's code path.
  let child: ChildProcess = start();
  await waitUp();
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  const admin = await openDatabase({ databaseUrl: server?.url, pgliteDir: server ? undefined : join(dataDir, 'pg') });
  const { createTenant } = await import('../../apps/server/src/features/tenants/provision.js');
  const { Keyring } = await import('../../apps/server/src/lib/crypto.js');
  const tenant = await createTenant(admin.db, new Keyring(Buffer.from(key, 'base64')), {
    slug: 'crash',
    name: 'Crash Praxis',
    emailRecipients: RECIPIENTS,
  });
  await admin.close();

  child = start();
  await waitUp();
  // Warm-up: the first request loads the spam model and compiles the routes.
  await fetch(`http://127.0.0.1:${port}/functions/v1/formToken`);
  const acknowledged: string[] = [];
  let failed = 0;
  let n = 0;
  const stopAt = Date.now() + LOAD_MS;
  const worker = async () => {
    while (Date.now() < stopAt) {
      n++;
      try {
        const res = await fetch(`http://127.0.0.1:${port}/functions/v1/submitForm`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            apikey: tenant.publicKey,
            'x-forwarded-for': `10.9.${(n >> 8) & 255}.${n & 255}`,
          },
          body: JSON.stringify({
            tenantId: 'crash',
            formData: { name: `Patient ${n}`, message: 'Termin für Krankengymnastik bitte, Rezept liegt vor.' },
          }),
        });
        if (res.ok) acknowledged.push((await res.json()).submissionId);
        else failed++;
      } catch {
        failed++;
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  };
  const killer = setTimeout(() => child.kill('SIGKILL'), KILL_AT_MS);
  const restarter = setTimeout(() => {
    child = start();
  }, KILL_AT_MS + 300);
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  clearTimeout(killer);
  clearTimeout(restarter);
  await waitUp();

  // Let the worker drain: every notification job done.
  const check = server ? new pg.Client({ connectionString: server.url }) : undefined;
  check?.on('error', () => {});
  await check?.connect();
  const count = async (q: string) => Number((await check?.query(q))?.rows[0]?.n ?? 0);
  // Jobs the killed process had claimed come back when their lease (60 s) runs out.
  for (let i = 0; i < 200 && check; i++) {
    if ((await count(`select count(*) as n from jobs where status <> 'done'`)) === 0) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  // The embedded database cannot be read while the server holds it: give the lease time instead.
  await new Promise((r) => setTimeout(r, check ? 1000 : 75_000));
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));

  const db = await openDatabase({ databaseUrl: server?.url, pgliteDir: server ? undefined : join(dataDir, 'pg') });
  const { crossTenant } = await import('../../apps/server/src/db/scope.js');
  const stored = await crossTenant(db.db, (tx) => tx.selectFrom('form_submissions').select('id').execute());
  const storedIds = new Set(stored.map((r) => r.id));
  const jobs = await db.db.selectFrom('jobs').select(['status', 'payload']).execute();
  await db.close();
  await check?.end();
  smtp.close();

  const lost = acknowledged.filter((id) => !storedIds.has(id));
  const perPair = new Map<string, number>();
  for (const m of received) perPair.set(`${m.ref}|${m.to}`, (perPair.get(`${m.ref}|${m.to}`) ?? 0) + 1);
  let missingMail = 0;
  let duplicates = 0;
  for (const id of storedIds) {
    for (const to of RECIPIENTS) {
      const c = perPair.get(`${id.slice(0, 8).toUpperCase()}|${to}`) ?? 0;
      if (c === 0) missingMail++;
      if (c > 1) duplicates += c - 1;
    }
  }
  console.log(
    `database: ${server ? 'PostgreSQL server' : 'PGlite'}; ${CONNECTIONS} connections, SIGKILL after ${KILL_AT_MS} ms`,
  );
  console.log(`requests answered 2xx: ${acknowledged.length}; failed or refused while down: ${failed}`);
  console.log(`stored after restart: ${storedIds.size}; acknowledged but lost: ${lost.length}`);
  console.log(`jobs: ${jobs.length}, not done: ${jobs.filter((j) => j.status !== 'done').length}`);
  console.log(
    `mails: ${received.length}; (submission, recipient) pairs without mail: ${missingMail}; duplicates: ${duplicates}`,
  );
  await server?.drop();
  process.exit(lost.length === 0 && missingMail === 0 ? 0 : 1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
