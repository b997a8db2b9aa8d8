/**
 * Spam scan of 100 submissions (issue 16, point 3) against scoring the same messages in memory.
 *
 *   npx tsx bench/spamScan.ts                       # embedded PGlite
 *   DATABASE_URL=postgres://… npx tsx bench/spamScan.ts
 *   SCAN_SIZE=100 SCAN_RUNS=9                       (defaults)
 *   SCAN_CHANGED=1                                  every verdict changes (see below)
 *
 * One practice with SCAN_SIZE encrypted submissions; then, interleaved SCAN_RUNS times: (A) the
 * scan service over all of them (read, decrypt, score, write, audit — what "Spam-Scan" does),
 * (B) scoring the already decrypted messages in memory (rules + model, no database). Prints the
 * medians and A/B. A re-scan finds the verdicts the previous one wrote; with SCAN_CHANGED=1 every
 * stored score is set to 1 before each scan (not timed), so the scan rewrites all of them.
 */

import { loadavg } from 'node:os';
import type { ScoreInput } from '@praxisdesk/spam';
import { withTenant } from '../apps/server/src/db/scope.js';
import { createUser } from '../apps/server/src/features/users/provision.js';
import { buildServices } from '../apps/server/src/services.js';
import { fmt, pct } from './loadgen.js';
import { seedSubmissions, startBenchServer } from './server.js';

const size = Number(process.env.SCAN_SIZE ?? 100);
const runs = Number(process.env.SCAN_RUNS ?? 9);
const changed = process.env.SCAN_CHANGED === '1';

async function main() {
  const s = await startBenchServer({ intakeLimits: { perIp: 30, perTenant: 10_000 } });
  const tenant = await s.newTenant('scan');
  await seedSubmissions(s, tenant.id, size);
  const { spam } = buildServices(s.config, s.db);
  const user = await createUser(s.db, {
    email: 'scan@bench.test',
    fullName: 'Scan Bench',
    role: 'admin',
    password: 'bench-password-123',
    tenantIds: [tenant.id],
  });
  const auth = {
    userId: user.id,
    email: 'scan@bench.test',
    fullName: 'Scan Bench',
    role: 'admin' as const,
    tenants: [{ id: tenant.id, name: 'Scan', slug: tenant.slug }],
    sessionIdHash: Buffer.alloc(32),
  };

  const scan = async () => {
    const it = spam.scans.scan(auth, {
      tenant: tenant.id,
      options: { limit: size, all: false },
    });
    let r = await it.next();
    while (!r.done) r = await it.next();
    if (r.value.totalScanned !== size) throw new Error(`scanned ${r.value.totalScanned} of ${size}`);
  };

  // The same messages, decrypted once, for the in-memory yardstick.
  const inputs: ScoreInput[] = [];
  await withTenant(s.db, tenant.id, async (tx) => {
    const rows = await tx
      .selectFrom('form_submissions')
      .select(['id', 'form_type', 'form_data', 'key_version'])
      .where('tenant_id', '=', tenant.id)
      .execute();
    for (const r of rows) {
      const formData = await s.keyring.decrypt<Record<string, unknown>>(
        tx,
        { tenantId: tenant.id, table: 'form_submissions', recordId: r.id },
        r.form_data,
        r.key_version,
      );
      inputs.push({ tenantId: tenant.id, formType: r.form_type, formData });
    }
  });
  if (inputs.length !== size) throw new Error(`decrypted ${inputs.length} of ${size}`);
  const inMemory = () => {
    for (const input of inputs) {
      const prepared = spam.scorer.prepare(input.formType, input.formData);
      spam.scorer.scoreWithRows(input, [], prepared);
    }
  };

  const drift = () =>
    withTenant(s.db, tenant.id, (tx) =>
      tx.updateTable('form_submissions').set({ spam_score: 1 }).where('tenant_id', '=', tenant.id).execute(),
    );
  await scan(); // warm-up
  inMemory();
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < runs; i++) {
    if (changed) await drift();
    let t = performance.now();
    await scan();
    a.push(performance.now() - t);
    t = performance.now();
    inMemory();
    b.push(performance.now() - t);
  }
  a.sort((x, y) => x - y);
  b.sort((x, y) => x - y);
  const ratios = a.map((x, i) => x / (b[i] ?? 1));
  console.log(
    `${s.kind}: spam scan of ${size} submissions${changed ? ', every verdict changed' : ''}, ${runs} runs, load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    `  scan (A)       median ${fmt(pct(a, 50), 1)} ms  min ${fmt(a[0] ?? 0, 1)}  max ${fmt(a.at(-1) ?? 0, 1)}`,
  );
  console.log(
    `  in memory (B)  median ${fmt(pct(b, 50), 1)} ms  min ${fmt(b[0] ?? 0, 1)}  max ${fmt(b.at(-1) ?? 0, 1)}`,
  );
  console.log(
    `  A/B            median ${fmt(pct(a, 50) / pct(b, 50), 2)}  (sorted pairs ${fmt(Math.min(...ratios), 2)}–${fmt(Math.max(...ratios), 2)})`,
  );
  await s.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
