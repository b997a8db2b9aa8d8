/**
 * What the webhook trigger (migration 0014) costs the public intake (issue 18, point 1).
 *
 *   npx tsx bench/webhookTrigger.ts            # embedded PGlite (the trigger is switched by the owner)
 *   WEBHOOK_BENCH_SIZE=200 WEBHOOK_BENCH_RUNS=7   (defaults)
 *
 * Three arms, interleaved per run, each storing WEBHOOK_BENCH_SIZE submissions one after the
 * other through the intake service (score, encrypt, insert with jobs — what submitForm does):
 * A = trigger disabled (the code before), B = trigger on, practice without webhook (what every
 * practice pays), C = trigger on, practice with an enabled webhook (one delivery row and one job
 * more per submission). Prints each arm's median time per submission and B/A, C/A.
 */
import { sql } from 'kysely';
import { APP_ROLE } from '../apps/server/src/db/migrations/helpers.js';
import { withTenant } from '../apps/server/src/db/scope.js';
import { buildServices } from '../apps/server/src/services.js';
import { fmt } from './loadgen.js';
import { startBenchServer } from './server.js';

const size = Number(process.env.WEBHOOK_BENCH_SIZE ?? 200);
const runs = Number(process.env.WEBHOOK_BENCH_RUNS ?? 7);

async function main() {
  const s = await startBenchServer({ intakeLimits: { perIp: 1_000_000, perTenant: 1_000_000 } });
  if (s.kind !== 'PGlite (embedded)') throw new Error('this bench switches the trigger as the owner: PGlite only');
  const { intake } = buildServices(s.config, s.db);
  const plain = await s.newTenant('wh-plain');
  const hooked = await s.newTenant('wh-hooked');
  await withTenant(s.db, hooked.id, (tx) =>
    tx
      .insertInto('webhook_endpoints')
      .values({ tenant_id: hooked.id, url: 'https://hook.example/x', secret: Buffer.alloc(32), key_version: 1 })
      .execute(),
  );
  const trigger = (on: boolean) =>
    s.db.connection().execute(async (c) => {
      await sql`reset role`.execute(c);
      try {
        await sql
          .raw(`alter table form_submissions ${on ? 'enable' : 'disable'} trigger form_submissions_webhook`)
          .execute(c);
      } finally {
        await sql.raw(`set role ${APP_ROLE}`).execute(c);
      }
    });
  let n = 0;
  const store = async (tenant: { slug: string }) => {
    const t0 = performance.now();
    for (let i = 0; i < size; i++) {
      await intake.submit({
        tenantRef: tenant.slug,
        apiKey: undefined,
        requireKey: false,
        formData: { name: `Bench ${n++}`, email: 'bench@example.org', message: 'Termin bitte, Knie seit zwei Wochen.' },
        idempotencyKey: undefined,
        caller: { ip: `10.9.${n % 250}.${(n >> 8) % 250}`, userAgent: 'bench', origin: undefined },
      });
    }
    return (performance.now() - t0) / size;
  };
  const arms = { A: [] as number[], B: [] as number[], C: [] as number[] };
  for (let r = -1; r < runs; r++) {
    await trigger(false);
    const a = await store(plain);
    await trigger(true);
    const b = await store(plain);
    const c = await store(hooked);
    if (r < 0) continue; // warm-up
    arms.A.push(a);
    arms.B.push(b);
    arms.C.push(c);
  }
  const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? 0;
  const range = (xs: number[]) => `${fmt(Math.min(...xs), 2)}–${fmt(Math.max(...xs), 2)}`;
  console.log(`${s.kind}, ${size} submissions per arm and run, ${runs} interleaved runs (ms per submission):`);
  for (const [k, xs] of Object.entries(arms)) console.log(`  ${k}: median ${fmt(median(xs), 2)} (${range(xs)})`);
  const ratios = (xs: number[]) => xs.map((x, i) => x / (arms.A[i] ?? 1)).sort((x, y) => x - y);
  const br = ratios(arms.B);
  const cr = ratios(arms.C);
  console.log(`  B/A ${median(br).toFixed(2)} (${br[0]?.toFixed(2)}–${br.at(-1)?.toFixed(2)})`);
  console.log(`  C/A ${median(cr).toFixed(2)} (${cr[0]?.toFixed(2)}–${cr.at(-1)?.toFixed(2)})`);
  await s.close();
}

await main();
