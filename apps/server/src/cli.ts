/**
 * Entry of the admin console: `npm run cli -- <command>`; the commands are in cli/commands.ts.
 * It opens the same database as the app (DATABASE_URL or the embedded one in DATA_DIR). With
 * the embedded database, stop the app first: only one process may open the data folder.
 */
import { join } from 'node:path';
import { CliError, runCli, usage } from './cli/commands.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/index.js';
import { DataDirLockedError } from './db/lock.js';
import { Keyring } from './lib/crypto.js';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: join(config.dataDir, 'pg') });
  try {
    console.log(await runCli(process.argv.slice(2), database.db, new Keyring(config.secrets.masterKey)));
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  const known = err instanceof CliError || err instanceof ConfigError || err instanceof DataDirLockedError;
  console.error(known ? err.message : err);
  if (err instanceof TypeError && 'code' in err && String(err.code).startsWith('ERR_PARSE_ARGS')) {
    console.error(usage);
  }
  process.exit(1);
});
