/**
 * Noisy neighbour (issue 9): practice A floods its submitForm endpoint far past its limits
 * (answered 429), while practice B's patients submit at a modest steady rate. B's latency is
 * measured alone, during A's flood, and alone again afterwards (the machine is shared: the
 * second quiet phase shows how much the background moved), in the same run.
 *
 *   npx tsx bench/noisyTenant.ts                          # embedded PGlite
 *   DATABASE_URL=postgres://… npx tsx bench/noisyTenant.ts
 *   NOISY_SECONDS=30 NOISY_CONNECTIONS=50 NOISY_RATE=10 NOISY_TENANT_LIMIT=2000  (defaults)
 *
 * Limits are the production defaults: 30 per client address and 2,000 per practice in 10
 * minutes. Two floods, each on a fresh practice A (a fresh limit window):
 * - "many addresses": A's requests come from 1,000 rotating addresses (a botnet, or a form
 *   embedded on a busy page), so the per-practice limit is what stops it;
 * - "one address": every request of A from one address, stopped by the per-IP limit.
 * A sends as fast as NOISY_CONNECTIONS connections allow (closed loop). B sends NOISY_RATE
 * per second on schedule (open loop), each from its own address. B's figures during a flood
 * are also split at A's first 429: before it A's requests were still being stored (real
 * intake work), after it A only got refusals.
 */
import { type Answer, addressOf, closedLoop, fmt, load1, openLoop, pct, type Recorder } from './loadgen.js';
import { patientBody, startBenchServer } from './server.js';

const seconds = Number(process.env.NOISY_SECONDS ?? 30);
const connections = Number(process.env.NOISY_CONNECTIONS ?? 50);
const rate = Number(process.env.NOISY_RATE ?? 10);
const tenantLimit = Number(process.env.NOISY_TENANT_LIMIT ?? 2000);

async function main() {
  const s = await startBenchServer({ intakeLimits: { perIp: 30, perTenant: tenantLimit } });
  const quiet = await s.newTenant('quiet-b');
  let n = 0;
  const submit = (t: { slug: string; publicKey: string }, address: () => string) => () => ({
    method: 'POST' as const,
    path: '/functions/v1/submitForm',
    headers: { 'content-type': 'application/json', apikey: t.publicKey, 'x-forwarded-for': address() },
    body: patientBody(t.slug, ++n),
  });
  const quietRun = () => openLoop({ base: s.base, rate, seconds, next: submit(quiet, () => addressOf(5_000_000 + n)) });

  // Warm-up on a practice of its own.
  const warm = await s.newTenant('warmup');
  await closedLoop({ base: s.base, connections: 10, seconds: 3, next: submit(warm, () => addressOf(n)) });

  console.log(
    `Noisy neighbour on ${s.kind}, ${new Date().toISOString()}: B ${rate}/s, A ${connections} connections, ` +
      `${seconds} s per phase, limits 30/IP and ${tenantLimit}/practice per 10 min`,
  );
  console.log(
    '| phase | load1 before | B 2xx | B p50 ms | B p99 ms | B max ms | A req/s | A 2xx | A 429 | A other | A 429 p50 ms | A first 429 after |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  const splits: string[] = [];
  const quietRow = async (label: string) => {
    const l = load1();
    const b = (await quietRun()).summary();
    if (b.ok !== b.count || b.errors) process.exitCode = 1;
    console.log(
      `| ${label} | ${l} | ${b.ok} of ${b.count} | ${fmt(b.p50, 1)} | ${fmt(b.p99, 1)} | ${fmt(b.max, 1)} | – | – | – | – | – | – |`,
    );
  };
  const floodRow = async (label: string, slug: string, address: () => string) => {
    const noisy = await s.newTenant(slug);
    const l = load1();
    const [b, a] = await Promise.all([
      quietRun(),
      closedLoop({ base: s.base, connections, seconds, next: submit(noisy, address) }),
    ]);
    const bs = b.summary();
    const as = a.summary();
    if (bs.ok !== bs.count || bs.errors) process.exitCode = 1;
    const first429 = a.answers.filter((x) => x.status === 429).reduce((m, x) => Math.min(m, x.at + x.ms), Infinity);
    const refused = a.answers
      .filter((x) => x.status === 429)
      .map((x) => x.ms)
      .sort((x, y) => x - y);
    console.log(
      `| ${label} | ${l} | ${bs.ok} of ${bs.count} | ${fmt(bs.p50, 1)} | ${fmt(bs.p99, 1)} | ${fmt(bs.max, 1)} | ` +
        `${fmt(as.rps)} | ${as.ok} | ${as.limited} | ${as.other + as.errors} | ${fmt(pct(refused, 50), 1)} | ` +
        `${Number.isFinite(first429) ? `${fmt(first429 / 1000, 1)} s` : 'never'} |`,
    );
    // B's answers sent before / after A's first refusal (both clocks start together).
    const offset = a.startedAt - b.startedAt;
    const split = (pred: (x: Answer) => boolean) => {
      const ms = b.answers
        .filter(pred)
        .map((x) => x.ms)
        .sort((x, y) => x - y);
      return `${ms.length} answers, p50 ${fmt(pct(ms, 50), 1)} ms, p99 ${fmt(pct(ms, 99), 1)} ms`;
    };
    splits.push(
      `${label}: B while A was still being stored: ${split((x) => x.at < first429 + offset)}; ` +
        `B while A got only 429: ${split((x) => x.at >= first429 + offset)}`,
    );
    return { a, b } satisfies { a: Recorder; b: Recorder };
  };

  await quietRow('B alone');
  let k = 0;
  await floodRow(`A floods from many addresses`, 'noisy-many', () => addressOf(9_000_000 + (k++ % 1000)));
  await floodRow(`A floods from one address`, 'noisy-one', () => '203.0.113.7');
  await quietRow('B alone again');
  console.log('');
  for (const line of splits) console.log(`- ${line}`);
  console.log(`load1 after: ${load1()}`);
  await s.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
