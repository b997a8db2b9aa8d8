/**
 * Start-up: read config, open and migrate the database, seed demo data on a fresh install,
 * and serve the API and the built web app on one port.
 */
import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/index.js';
import { DataDirLockedError } from './db/lock.js';
import { authService } from './features/auth/service.js';
import { Keyring } from './lib/crypto.js';
import { type DemoCredentials, isEmpty, seedDemo } from './seed/seed.js';

async function main() {
  const config = loadConfig();
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

  if (config.seedDemo && (await isEmpty(db))) {
    const credentials = await seedDemo(db, new Keyring(config.secrets.masterKey));
    printCredentials(credentials, config.dataDir);
  }

  const app = await buildApp({ config, db });
  const auth = authService(db, config);
  const cleanup = setInterval(() => auth.deleteExpiredSessions().catch(() => {}), 3_600_000);
  cleanup.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: shutting down`);
    clearInterval(cleanup);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  console.log(`PraxisDesk is running on ${config.publicUrl}`);
}

function printCredentials(credentials: DemoCredentials[], dataDir: string) {
  const lines = [
    'Demo sign-in (generated on first start; also saved in data/demo-credentials.txt):',
    ...credentials.map((c) => `  ${c.role.padEnd(5)}  ${c.email.padEnd(38)} ${c.password}   (${c.tenants})`),
  ];
  const file = join(dataDir, 'demo-credentials.txt');
  writeFileSync(file, `${lines.join('\n')}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  console.log(`\n${lines.join('\n')}\n`);
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error('Start-up failed:', err);
  }
  process.exit(1);
});
