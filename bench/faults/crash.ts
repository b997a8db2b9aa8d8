/**
 * Crash test: SIGKILL the server in the middle of a submitForm load run, start it again, and
 * check that nothing acknowledged was lost and no notification went missing. The same run,
 * shorter, is an automated test (apps/server/test/faults.test.ts).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/faults/crash.ts
 *   (without DATABASE_URL: the embedded database in a temporary data folder)
 *
 * Prints: acknowledged submissions, how many exist after the restart, their jobs, and mails per
 * (submission, recipient) — lost, exactly once, or duplicated. Exits non-zero on any loss.
 */
import { runCrash } from '../../apps/server/test/faults/crashRun.js';
import { createServerDatabase } from '../../apps/server/test/support.js';

const LOAD_MS = 6000;
const KILL_AT_MS = 3000;
const CONNECTIONS = 10;
const LEASE_SECONDS = 60; // the default: the real recovery time of a claimed job

async function main() {
  const server = process.env.DATABASE_URL ? await createServerDatabase() : undefined;
  try {
    const r = await runCrash({
      databaseUrl: server?.url,
      loadMs: LOAD_MS,
      killAtMs: KILL_AT_MS,
      connections: CONNECTIONS,
      leaseSeconds: LEASE_SECONDS,
    });
    console.log(
      `database: ${server ? 'PostgreSQL server' : 'PGlite'}; ${CONNECTIONS} connections, SIGKILL after ${KILL_AT_MS} ms`,
    );
    console.log(`requests answered 2xx: ${r.acknowledged}; failed or refused while down: ${r.refused}`);
    console.log(`stored after restart: ${r.stored}; acknowledged but lost: ${r.lost}`);
    console.log(`notification jobs: ${r.jobs}, not done: ${r.jobsNotDone}`);
    console.log(
      `mails: ${r.mails}; (submission, recipient) pairs without mail: ${r.missingMail}; duplicates: ${r.duplicateMails}`,
    );
    process.exitCode = r.lost === 0 && r.missingMail === 0 ? 0 : 1;
  } finally {
    await server?.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
