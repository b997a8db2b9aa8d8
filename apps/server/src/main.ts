/**
 * Start-up: read config, open and migrate the database, seed demo data on a fresh install,
 * then run the roles asked for: `--web` (API + web app), `--worker` (background jobs), or both
 * (the default, one process for a single practice server).
 */
import { chmodSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/index.js';
import { DataDirLockedError } from './db/lock.js';
import { sealPlaintextFileNames } from './features/intake/fileNames.js';
import { ensureContactIndexScheduled } from './features/privacy/contactIndex.js';
import { ensureRetentionScheduled, nextRunAt } from './features/privacy/retention.js';
import { createWorker } from './jobs/worker.js';
import { outboxMailer, smtpMailer } from './lib/mailer.js';
import { type DemoCredentials, demoCredentialsText, isEmpty, seedDemo } from './seed/seed.js';
import { buildServices } from './services.js';

async function main() {
  const args = new Set(process.argv.slice(2));
  const runWeb = args.has('--web') || !args.has('--worker');
  const runWorker = args.has('--worker') || !args.has('--web');

  const config = loadConfig();
  for (const w of config.warnings ?? []) console.warn(w);
  console.log(`Generated keys (unless MASTER_KEY is set): ${config.keysDir}; back it up apart from ${config.dataDir}`);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: join(config.dataDir, 'pg'),
  });
  const { db } = database;
  console.log(
    database.kind === 'pglite'
      ? `Database: embedded PostgreSQL (PGlite) in ${join(config.dataDir, 'pg')}`
      : 'Database: PostgreSQL server from DATABASE_URL',
  );
  const services = buildServices(config, db);

  if (config.seedDemo && (await isEmpty(db))) {
    printCredentials(await seedDemo(db, services.keyring), config.dataDir);
  }

  const app = runWeb ? await buildApp({ config, db, services }) : undefined;
  const mailer = config.smtpUrl
    ? smtpMailer(config.smtpUrl, config.mailFrom)
    : outboxMailer(join(config.dataDir, 'outbox'), config.mailFrom, (m) => console.log(m));
  if (runWorker && !config.smtpUrl) {
    console.log(`SMTP_URL is not set: e-mails are kept in ${join(config.dataDir, 'outbox')} instead of being sent.`);
  }
  const worker = runWorker
    ? createWorker(db, services.jobHandlers(mailer), app?.log, config.jobLeaseSeconds)
    : undefined;
  // The nightly retention run lives in the jobs table and reschedules itself (issue 10).
  if (worker) await ensureRetentionScheduled(db, nextRunAt(new Date()));
  // Submissions stored without contact keys (older versions, the demo seed) get them in the background.
  if (worker) await ensureContactIndexScheduled(db);
  // Issue 17: file names stored in plaintext by older versions are sealed once.
  if (worker) {
    const sealed = await sealPlaintextFileNames(db, services.keyring);
    if (sealed > 0) console.log(`Sealed ${sealed} plaintext file name(s).`);
  }
  worker?.start();

  const cleanup = setInterval(() => services.auth.deleteExpiredSessions().catch(() => {}), 3_600_000);
  cleanup.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: shutting down`);
    clearInterval(cleanup);
    await app?.close();
    await worker?.stop();
    mailer.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  if (app) {
    await app.listen({ host: config.host, port: config.port });
    console.log(`PraxisDesk is running on ${config.publicUrl}`);
  } else {
    console.log('PraxisDesk worker is running');
  }
}

function printCredentials(credentials: DemoCredentials[], dataDir: string) {
  const file = join(dataDir, 'demo-credentials.txt');
  const text = demoCredentialsText(credentials, relative(process.cwd(), file) || file);
  writeFileSync(file, `${text}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  console.log(`\n${text}\n`);
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error('Start-up failed:', err);
  }
  process.exit(1);
});
