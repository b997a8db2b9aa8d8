/**
 * Noisy neighbour (issue 9): practice A floods its submitForm endpoint far past its limits
 * (answered 429), while practice B's patients submit at a modest steady rate. B's latency is
 * measured alone, during A's flood, and alone again afterwards (the machine is shared: the
 * second quiet phase shows how much the background moved), in the same run.
 *
 *   npx tsx bench/noisyTenant.ts                          # embedded PGlite
 *   DATABASE_URL=postgres://… npx tsx bench/noisyTenant.ts
 *   NOISY_SECONDS=30 NOISY_CONNECTIONS=50 NOISY_RATE=10 NOISY_FLOOD_RATE=1000
 *   NOISY_TENANT_LIMIT=2000 NOISY_B_CONNECTIONS=8                    (the defaults)
 *
 * Limits are the production defaults: 30 per client address and 2,000 per practice in 10
 * minutes. Three floods, each on a fresh practice A (a fresh limit window):
 * - "at 1000/s from many addresses": a steady flood (open loop) from 1,000 rotating
 *   addresses (a botnet, or a form in a reload loop on a busy page): the per-practice limit
 *   stops it after 2,000;
 * - "all-out from many addresses": the same, as fast as NOISY_CONNECTIONS connections go
 *   (closed loop: each answer triggers the next request), so it takes whatever CPU is left;
 * - "all-out from one address": likewise from one address, stopped by the per-IP limit.
 * A's requests are sent from a worker thread (bench/loadWorker.ts), so that the flood's own
 * sending and reading does not run on the app's event loop (the attacker's CPU is not ours;
 * the machine's two cores are still shared).
 * B sends NOISY_RATE per second on schedule (open loop), each from its own address, over
 * NOISY_B_CONNECTIONS keep-alive connections opened beforehand (a reverse proxy's upstream
 * pool); NOISY_B_CONNECTIONS=0 opens a new connection whenever none is idle, so B also meets
 * the flood at the server's TCP listener (bench/README.md). B's figures during a flood are
 * also split at A's last stored submission: before it A's requests were still being stored
 * (real intake work, beside the refusals), after it A only got refusals.
 */

import { type Answer, addressOf, closedLoop, fmt, load1, openLoop, patientBody, pct } from './loadgen.js';
import { loadInWorker, recorderOf } from './loadWorker.js';
import { startBenchServer } from './server.js';

const seconds = Number(process.env.NOISY_SECONDS ?? 30);
const connections = Number(process.env.NOISY_CONNECTIONS ?? 50);
const rate = Number(process.env.NOISY_RATE ?? 10);
const tenantLimit = Number(process.env.NOISY_TENANT_LIMIT ?? 2000);
const floodRateLimit = Number(process.env.NOISY_FLOOD_RATE ?? 1000);
const bConnections = Number(process.env.NOISY_B_CONNECTIONS ?? 8) || undefined;

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
  const quietRun = () =>
    openLoop({
      base: s.base,
      rate,
      seconds,
      connections: bConnections,
      next: submit(quiet, () => addressOf(5_000_000 + n)),
    });

  // Warm-up on a practice of its own.
  const warm = await s.newTenant('warmup');
  await closedLoop({ base: s.base, connections: 10, seconds: 3, next: submit(warm, () => addressOf(n)) });

  console.log(
    `Noisy neighbour on ${s.kind}, ${new Date().toISOString()}: B ${rate}/s ` +
      `(${bConnections ? `over ${bConnections} open connections` : 'a new connection whenever none is idle'}), A ${connections} connections, ` +
      `${seconds} s per phase, limits 30/IP and ${tenantLimit}/practice per 10 min`,
  );
  console.log(
    '| phase | load1 before | B 2xx of sent | B p50 ms | B p99 ms | B max ms | A req/s | A 2xx | A 429 | A other status | A failed connections | A 429 p50 ms | A first 429 after |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  const splits: string[] = [];
  const quietRow = async (label: string) => {
    const l = load1();
    const b = (await quietRun()).summary();
    if (b.ok !== b.count || b.errors) process.exitCode = 1;
    console.log(
      `| ${label} | ${l} | ${b.ok} of ${b.count + b.errors} | ${fmt(b.p50, 1)} | ${fmt(b.p99, 1)} | ${fmt(b.max, 1)} | – | – | – | – | – | – | – |`,
    );
  };
  let pool = 0;
  const floodRow = async (label: string, slug: string, addresses: 'many' | 'one', floodRate?: number) => {
    const noisy = await s.newTenant(slug);
    const l = load1();
    const [b, flood] = await Promise.all([
      quietRun(),
      // Each flood from addresses of its own: the per-IP windows of an earlier flood are still open.
      loadInWorker({
        base: s.base,
        connections,
        seconds,
        tenant: noisy,
        addresses,
        addressBase: 9_000_000 + 10_000 * pool++,
        rate: floodRate,
      }),
    ]);
    const a = recorderOf(flood);
    const bs = b.summary();
    const as = a.summary();
    if (bs.ok !== bs.count || bs.errors) process.exitCode = 1;
    const first429 = a.answers.filter((x) => x.status === 429).reduce((m, x) => Math.min(m, x.at + x.ms), Infinity);
    const refused = a.answers
      .filter((x) => x.status === 429)
      .map((x) => x.ms)
      .sort((x, y) => x - y);
    console.log(
      `| ${label} | ${l} | ${bs.ok} of ${bs.count + bs.errors} | ${fmt(bs.p50, 1)} | ${fmt(bs.p99, 1)} | ${fmt(bs.max, 1)} | ` +
        `${fmt(as.rps)} | ${as.ok} | ${as.limited} | ${as.other} | ${as.errors} | ${fmt(pct(refused, 50), 1)} | ` +
        `${Number.isFinite(first429) ? `${fmt(first429 / 1000, 1)} s` : 'never'} |`,
    );
    // B's answers sent before / after A's last stored submission, on one clock (ms since the epoch).
    const lastStored = a.answers.filter((x) => x.status < 300).reduce((m, x) => Math.max(m, x.at + x.ms), 0);
    const offset = flood.startedAtEpoch - (performance.timeOrigin + b.startedAt);
    const split = (pred: (x: Answer) => boolean) => {
      const ms = b.answers
        .filter(pred)
        .map((x) => x.ms)
        .sort((x, y) => x - y);
      return `${ms.length} answers, p50 ${fmt(pct(ms, 50), 1)} ms, p99 ${fmt(pct(ms, 99), 1)} ms`;
    };
    splits.push(
      `${label}: B while A's submissions were still being stored (until ${fmt(lastStored / 1000, 1)} s): ` +
        `${split((x) => x.at < lastStored + offset)}; B after that (A only refused): ${split((x) => x.at >= lastStored + offset)}`,
    );
  };

  await quietRow('B alone');
  await floodRow(`A at ${floodRateLimit}/s from many addresses`, 'noisy-rate', 'many', floodRateLimit);
  await floodRow(`A all-out from many addresses (${connections} conns)`, 'noisy-many', 'many');
  await floodRow(`A all-out from one address (${connections} conns)`, 'noisy-one', 'one');
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
