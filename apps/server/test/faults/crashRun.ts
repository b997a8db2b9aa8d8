/**
 * SIGKILL the server in the middle of a submitForm load run, start it again, let the worker
 * finish, then compare what was acknowledged with what is stored and what was mailed.
 * Used by test/faults.test.ts (short run) and bench/faults/crash.ts (longer run, printed).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src/db/index.js';
import { crossTenant } from '../../src/db/scope.js';
import { startSmtp } from '../smtp.js';
import { serverProcess, startWithPractice, submit } from './serverProcess.js';

export const CRASH_RECIPIENTS = ['empfang@crash.example', 'therapie@crash.example'];

export interface CrashOptions {
  databaseUrl?: string | undefined;
  loadMs: number;
  killAtMs: number;
  connections: number;
  /** JOB_LEASE_SECONDS of the server: jobs the killed process held come back after it. */
  leaseSeconds: number;
}

export interface CrashResult {
  acknowledged: number;
  refused: number;
  stored: number;
  /** Acknowledged (2xx) but not in the database after the restart: must be 0. */
  lost: number;
  jobs: number;
  jobsNotDone: number;
  mails: number;
  /** (stored submission, recipient) pairs that never got their notification: must be 0. */
  missingMail: number;
  /** Extra copies of a notification (the documented at-least-once window). */
  duplicateMails: number;
}

export async function runCrash(o: CrashOptions): Promise<CrashResult> {
  const smtp = await startSmtp();
  const server = serverProcess({
    dataDir: mkdtempSync(join(tmpdir(), 'pd-crash-')),
    databaseUrl: o.databaseUrl,
    env: {
      SMTP_URL: smtp.url,
      TRUST_PROXY: 'true',
      INTAKE_LIMIT_PER_TENANT: '1000000',
      JOB_LEASE_SECONDS: String(o.leaseSeconds),
    },
  });
  try {
    const tenant = await startWithPractice(server, { slug: 'crash', emailRecipients: CRASH_RECIPIENTS });
    await submit(server, tenant, 0); // warm-up: loads the spam model, compiles the routes
    const acknowledged: string[] = [];
    let refused = 0;
    let n = 1;
    const stopAt = Date.now() + o.loadMs;
    const load = async () => {
      while (Date.now() < stopAt) {
        const res = await submit(server, tenant, n++);
        if (res.status >= 200 && res.status < 300) acknowledged.push(String(res.body.submissionId));
        else {
          refused++;
          await new Promise((r) => setTimeout(r, 50));
        }
      }
    };
    const killer = (async () => {
      await new Promise((r) => setTimeout(r, o.killAtMs));
      await server.kill('SIGKILL');
      await new Promise((r) => setTimeout(r, 300));
      server.start();
    })();
    await Promise.all([killer, ...Array.from({ length: o.connections }, load)]);
    await server.waitUp();

    // The worker drains: new jobs at once, the killed process's claimed jobs after their lease.
    // Wait until every expected mail arrived (or the lease and some slack passed).
    const expected = (acknowledged.length + 1) * CRASH_RECIPIENTS.length;
    // A generous bound (a busy machine drains slowly); the wait ends when every mail is in.
    const until = Date.now() + (o.leaseSeconds + 90) * 1000;
    while (Date.now() < until && smtp.mails.length < expected) await new Promise((r) => setTimeout(r, 250));
    await new Promise((r) => setTimeout(r, 1000)); // let the last jobs be marked done
    await server.kill('SIGTERM');

    const database = await openDatabase({
      databaseUrl: o.databaseUrl,
      pgliteDir: o.databaseUrl ? undefined : join(server.env.DATA_DIR ?? '', 'pg'),
    });
    const stored = await crossTenant(database.db, (tx) =>
      tx.selectFrom('form_submissions').select('id').where('tenant_id', '=', tenant.id).execute(),
    );
    const jobs = await database.db.selectFrom('jobs').select('status').where('queue', 'like', 'notify.%').execute();
    await database.close();

    const storedIds = new Set(stored.map((r) => r.id));
    const perPair = new Map<string, number>();
    for (const m of smtp.mails) {
      const ref = m.text.match(/Referenz:? ([0-9A-F]{8})/)?.[1] ?? m.subject.match(/([0-9A-F]{8})/)?.[1] ?? '?';
      for (const to of m.to) perPair.set(`${ref}|${to}`, (perPair.get(`${ref}|${to}`) ?? 0) + 1);
    }
    let missingMail = 0;
    let duplicateMails = 0;
    for (const id of storedIds) {
      for (const to of CRASH_RECIPIENTS) {
        const c = perPair.get(`${id.slice(0, 8).toUpperCase()}|${to}`) ?? 0;
        if (c === 0) missingMail++;
        if (c > 1) duplicateMails += c - 1;
      }
    }
    return {
      acknowledged: acknowledged.length,
      refused,
      stored: storedIds.size,
      lost: acknowledged.filter((id) => !storedIds.has(id)).length,
      jobs: jobs.length,
      jobsNotDone: jobs.filter((j) => j.status !== 'done').length,
      mails: smtp.mails.length,
      missingMail,
      duplicateMails,
    };
  } catch (err) {
    throw new Error(`${err instanceof Error ? err.message : err}\n--- server output ---\n${server.output()}`);
  } finally {
    await server.kill('SIGKILL');
    await smtp.stop();
  }
}
