/**
 * Patient matching (issue 10: "Auskunft" and export of every submission of one person): how
 * long GET /api/submissions/:id/related takes in a practice with a long history.
 *
 *   npx tsx bench/patientMatch.ts                       # embedded PGlite
 *   DATABASE_URL=postgres://… npx tsx bench/patientMatch.ts
 *   MATCH_SEED=20000 MATCH_RUNS=20                       (defaults)
 *
 * - One practice with MATCH_SEED encrypted submissions of history, written straight into the
 *   table as an older version (or an import) would have left them: no contact keys yet.
 * - The same person then submits twice more through POST /functions/v1/submitForm.
 * - A signed-in staff member asks for the person's submissions MATCH_RUNS times before the
 *   history is indexed (every row without keys is decrypted), then the background job that
 *   indexes it runs (timed), then MATCH_RUNS times again. Every answer must list exactly the
 *   person's 3 submissions.
 */
import { SESSION_COOKIE } from '../apps/server/src/features/auth/cookie.js';
import { contactIndex, indexUnindexed } from '../apps/server/src/features/privacy/contactIndex.js';
import { createUser } from '../apps/server/src/features/users/provision.js';
import { fmt, load1, pct } from './loadgen.js';
import { seedSubmissions, startBenchServer } from './server.js';

const seedCount = Number(process.env.MATCH_SEED ?? 20_000);
const runs = Number(process.env.MATCH_RUNS ?? 20);
const PERSON = 42; // seedSubmissions writes e{k}@example.de for its k-th row

async function main() {
  const s = await startBenchServer({ intakeLimits: { perIp: 30, perTenant: 10_000 } });
  const tenant = await s.newTenant('match');
  await seedSubmissions(s, tenant.id, seedCount);

  const ids: string[] = [];
  for (const n of [1, 2]) {
    const res = await fetch(`${s.base}/functions/v1/submitForm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: tenant.publicKey, 'x-forwarded-for': `10.9.0.${n}` },
      body: JSON.stringify({
        tenantId: tenant.slug,
        formData: {
          name: 'Erika Muster',
          email: `E${PERSON}@Example.de `,
          message: `Ich hätte gern einen neuen Termin für die Krankengymnastik (${n}).`,
          type: 'contact',
        },
      }),
    });
    const body = (await res.json()) as { submissionId?: string };
    if (res.status !== 200 || !body.submissionId) throw new Error(`submitForm ${n}: ${res.status}`);
    ids.push(body.submissionId);
  }

  const password = 'bench-password-123456';
  await createUser(s.db, {
    email: 'staff@match.example',
    fullName: 'Staff',
    role: 'user',
    password,
    tenantIds: [tenant.id],
  });
  const login = await fetch(`${s.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.8.0.1' },
    body: JSON.stringify({ email: 'staff@match.example', password }),
  });
  const cookie = login.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (login.status !== 200 || !cookie) throw new Error(`login: ${login.status}`);

  const related = async () => {
    const t = performance.now();
    const res = await fetch(`${s.base}/api/submissions/${ids[0]}/related`, {
      headers: { cookie: cookie.split(';')[0] as string },
    });
    const body = (await res.json()) as { matches?: { id: string }[] };
    const ms = performance.now() - t;
    if (res.status !== 200 || body.matches?.length !== 3) {
      throw new Error(`related: ${res.status}, ${body.matches?.length ?? 'no'} matches (expected 3)`);
    }
    return ms;
  };

  const series = async () => {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) times.push(await related());
    times.sort((a, b) => a - b);
    return { p50: pct(times, 50), p95: pct(times, 95) };
  };

  console.log(`patient matching on ${s.kind}, ${seedCount} submissions of history, ${new Date().toISOString()}`);
  console.log('| history | load1 before | p50 ms | p95 ms | matches |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  let l = load1();
  let r = await series();
  console.log(`| ${seedCount} rows without keys | ${l} | ${fmt(r.p50, 1)} | ${fmt(r.p95, 1)} | 3 |`);
  const t0 = performance.now();
  await indexUnindexed(s.db, s.keyring, contactIndex(s.config.secrets.masterKey));
  const indexed = (performance.now() - t0) / 1000;
  l = load1();
  r = await series();
  console.log(`| indexed (background job: ${fmt(indexed, 1)} s) | ${l} | ${fmt(r.p50, 1)} | ${fmt(r.p95, 1)} | 3 |`);
  await s.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
