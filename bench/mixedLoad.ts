/**
 * Mixed load (issue 9): 20 signed-in staff sessions page through the inbox (list with filters
 * and the stat cards) while patients submit at a steady rate. The inbox latency is measured
 * without intake, with it, and without it again (the shared machine's background moves), in
 * the same run, on the same data.
 *
 *   npx tsx bench/mixedLoad.ts                          # embedded PGlite
 *   DATABASE_URL=postgres://… npx tsx bench/mixedLoad.ts
 *   MIXED_SECONDS=30 MIXED_SESSIONS=20 MIXED_RATE=20 MIXED_THINK_MS=0,1000 MIXED_SEED=20000  (defaults)
 *
 * - One practice with MIXED_SEED encrypted submissions of history (5 years, 5 % spam).
 * - Each staff member signs in through POST /api/auth/login (real argon2id check, session
 *   cookie) and then loops over: list pages 1–5 unfiltered, type=prescription, with spam
 *   shown; every third call the stats (GET /api/submissions/stats). After each answer it waits
 *   the think time (uniform between half and one and a half times MIXED_THINK_MS; 0 = next
 *   call at once, the stress case).
 * - Intake: POST /functions/v1/submitForm at MIXED_RATE per second on schedule (open loop),
 *   each from its own client address, into the same practice (new rows show up in the lists).
 * - The job worker runs in the same process (as `npm start` does) and handles the two
 *   notification jobs of each submission; its mailer drops the mails.
 */
import { SESSION_COOKIE } from '../apps/server/src/features/auth/cookie.js';
import { createUser } from '../apps/server/src/features/users/provision.js';
import { addressOf, closedLoop, fmt, load1, openLoop, patientBody, Recorder as Rec, type Recorder } from './loadgen.js';
import { seedSubmissions, startBenchServer } from './server.js';

const seconds = Number(process.env.MIXED_SECONDS ?? 30);
const sessions = Number(process.env.MIXED_SESSIONS ?? 20);
const rate = Number(process.env.MIXED_RATE ?? 20);
const thinks = (process.env.MIXED_THINK_MS ?? '0,1000').split(',').map(Number);
const seedCount = Number(process.env.MIXED_SEED ?? 20_000);

async function main() {
  const s = await startBenchServer({ intakeLimits: { perIp: 30, perTenant: 10_000_000 }, worker: true });
  const tenant = await s.newTenant('mixed');
  const t0 = performance.now();
  await seedSubmissions(s, tenant.id, seedCount);
  const seeded = (performance.now() - t0) / 1000;

  // Staff accounts and real sign-ins (each from its own address: the login limit is per IP).
  const password = 'bench-password-123456';
  const cookies: string[] = [];
  for (let i = 0; i < sessions; i++) {
    const email = `staff${i}@mixed.example`;
    await createUser(s.db, { email, fullName: `Staff ${i}`, role: 'user', password, tenantIds: [tenant.id] });
    const res = await fetch(`${s.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': addressOf(1_000_000 + i) },
      body: JSON.stringify({ email, password }),
    });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    if (res.status !== 200 || !cookie) throw new Error(`login ${i}: ${res.status}`);
    cookies.push(cookie.split(';')[0] as string);
  }

  const T = tenant.id;
  const FILTERS = ['', '&formType=prescription', '&includeSpam=true'];
  const steps = new Array<number>(sessions).fill(0);
  const inboxCall = (_: number, conn: number) => {
    const step = steps[conn] ?? 0;
    steps[conn] = step + 1;
    const path =
      step % 3 === 2
        ? `/api/submissions/stats?tenant=${T}`
        : `/api/submissions?tenant=${T}&limit=15&page=${1 + (step % 5)}${FILTERS[Math.floor(step / 5) % FILTERS.length]}`;
    return { method: 'GET' as const, path, headers: { cookie: cookies[conn] as string } };
  };
  let n = 0;
  const intakeCall = () => ({
    method: 'POST' as const,
    path: '/functions/v1/submitForm',
    headers: { 'content-type': 'application/json', apikey: tenant.publicKey, 'x-forwarded-for': addressOf(++n) },
    body: patientBody(tenant.slug, n),
  });

  const staff = async (think: number, secs: number) => {
    const list = new Rec();
    const stats = new Rec();
    const all = await closedLoop({
      base: s.base,
      connections: sessions,
      seconds: secs,
      next: inboxCall,
      pause: () => (think > 0 ? think * (0.5 + Math.random()) : 0),
      onAnswer: (a, req) => (req.path.includes('/stats') ? stats : list).add(a),
    });
    for (const r of [list, stats]) {
      r.startedAt = all.startedAt;
      r.endedAt = all.endedAt;
    }
    return { all, list, stats };
  };

  // Warm-up: sessions and intake together for a few seconds.
  await Promise.all([staff(0, 5), openLoop({ base: s.base, rate, seconds: 5, next: intakeCall })]);

  console.log(
    `Mixed load on ${s.kind}, ${new Date().toISOString()}: ${seedCount} submissions seeded in ${fmt(seeded)} s, ` +
      `${sessions} staff sessions, intake ${rate}/s, ${seconds} s per phase`,
  );
  console.log(
    '| think ms | intake | load1 before | inbox calls/s | inbox p50 ms | inbox p95 ms | inbox p99 ms | list p95 ms | stats p95 ms | inbox non-200 | intake 2xx | intake p50 ms | intake p99 ms |',
  );
  console.log('| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  const row = (think: number, withIntake: boolean, l: string, r: Awaited<ReturnType<typeof staff>>, i?: Recorder) => {
    const a = r.all.summary();
    const intake = i?.summary();
    console.log(
      `| ${think} | ${withIntake ? `${rate}/s` : 'none'} | ${l} | ${fmt(a.rps)} | ${fmt(a.p50, 1)} | ${fmt(a.p95, 1)} | ${fmt(a.p99, 1)} | ` +
        `${fmt(r.list.summary().p95, 1)} | ${fmt(r.stats.summary().p95, 1)} | ${a.count - a.ok + a.errors} | ` +
        `${intake ? `${intake.ok} of ${intake.count + intake.errors}` : '–'} | ${intake ? fmt(intake.p50, 1) : '–'} | ${intake ? fmt(intake.p99, 1) : '–'} |`,
    );
  };
  for (const think of thinks) {
    let l = load1();
    row(think, false, l, await staff(think, seconds));
    l = load1();
    const [r, i] = await Promise.all([
      staff(think, seconds),
      openLoop({ base: s.base, rate, seconds, next: intakeCall }),
    ]);
    row(think, true, l, r, i);
    // Once more without intake: how far the shared machine's background moved meanwhile.
    l = load1();
    row(think, false, l, await staff(think, seconds));
  }
  console.log(`load1 after: ${load1()}`);
  await s.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
