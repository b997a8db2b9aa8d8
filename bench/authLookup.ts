/**
 * Issue 19: what the 2FA flags cost on every request. The auth plugin reads the caller's
 * session once per /api request; issue 19 adds two columns to that statement (2FA set up, and
 * 2FA required installation-wide or by one of the user's practices). This runs the statement
 * as it was before (commit b834e57) and as it is now, interleaved in alternating blocks, on the
 * same data, and prints the per-call times of each and their ratio.
 *
 *   npx tsx bench/authLookup.ts
 *   DATABASE_URL=postgres://… npx tsx bench/authLookup.ts
 *   AUTH_USERS=500 AUTH_ROUNDS=10 AUTH_BLOCK=200       (defaults)
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { authRepository } from '../apps/server/src/features/auth/repository.js';
import { hashSessionId } from '../apps/server/src/features/auth/service.js';
import { fmt, pct } from './loadgen.js';
import { startBenchServer } from './server.js';

const users = Number(process.env.AUTH_USERS ?? 500);
const rounds = Number(process.env.AUTH_ROUNDS ?? 10);
const block = Number(process.env.AUTH_BLOCK ?? 200);
const IDLE_MS = 120 * 60_000;

async function main() {
  const s = await startBenchServer({ intakeLimits: { perIp: 30, perTenant: 10_000 } });
  const tenants: { id: string }[] = [];
  for (let i = 0; i < 20; i++) tenants.push(await s.newTenant(`auth-${i}`));
  // Every user in 3 practices, 4 sessions each; one practice in four requires 2FA.
  const ids: Buffer[] = [];
  for (let u = 0; u < users; u++) {
    const userId = crypto.randomUUID();
    await s.db
      .insertInto('users')
      .values({ id: userId, email: `u${u}@auth.example`, full_name: `U ${u}`, role: 'user' })
      .execute();
    await s.db
      .insertInto('user_tenants')
      .values([0, 1, 2].map((k) => ({ user_id: userId, tenant_id: tenants[(u + k) % 20]?.id ?? '', position: k })))
      .execute();
    for (let k = 0; k < 4; k++) {
      const idHash = hashSessionId(randomBytes(32).toString('base64url'));
      await s.db
        .insertInto('sessions')
        .values({ id_hash: idHash, user_id: userId, expires_at: new Date(Date.now() + 3600_000) })
        .execute();
      ids.push(idHash);
    }
  }
  await s.db
    .updateTable('tenants')
    .set({ require_mfa: true })
    .where(
      'id',
      'in',
      tenants.filter((_, i) => i % 4 === 0).map((t) => t.id),
    )
    .execute();

  const repo = authRepository(s.db);
  // The statement before issue 19 (features/auth/repository.ts at b834e57).
  const before = (idHash: Buffer) =>
    sql`
      select u.id as user_id, u.email, u.full_name, u.role, s.last_seen_at,
        coalesce((
          select json_agg(json_build_object('id', t.id, 'slug', t.slug, 'name', t.name)
                          order by ut.position, t.name)
          from user_tenants ut join tenants t on t.id = ut.tenant_id
          where ut.user_id = u.id
        ), '[]'::json) as tenants
      from sessions s join users u on u.id = s.user_id
      where s.id_hash = ${idHash}
        and u.is_active
        and s.expires_at > now()
        and s.last_seen_at > now() - make_interval(secs => ${IDLE_MS / 1000})`.execute(s.db);
  const after = (idHash: Buffer) => repo.findLiveSession(idHash, IDLE_MS);

  const times: Record<'before' | 'after', number[]> = { before: [], after: [] };
  const blockMeans: Record<'before' | 'after', number[]> = { before: [], after: [] };
  let k = 0;
  const run = async (which: 'before' | 'after') => {
    const t0 = performance.now();
    for (let i = 0; i < block; i++) {
      const id = ids[k++ % ids.length] as Buffer;
      const t = performance.now();
      const r = which === 'before' ? (await before(id)).rows[0] : await after(id);
      times[which].push(performance.now() - t);
      if (!r) throw new Error('session not found');
    }
    blockMeans[which].push((performance.now() - t0) / block);
  };
  await run('before'); // warm-up, discarded
  await run('after');
  times.before = [];
  times.after = [];
  blockMeans.before = [];
  blockMeans.after = [];
  for (let r = 0; r < rounds; r++) {
    // Alternate which goes first, so a drift of the machine hits both alike.
    const order: ('before' | 'after')[] = r % 2 ? ['after', 'before'] : ['before', 'after'];
    for (const w of order) await run(w);
  }
  const sorted = (a: number[]) => [...a].sort((x, y) => x - y);
  const b = sorted(times.before);
  const a = sorted(times.after);
  const ratios = sorted(blockMeans.after.map((m, i) => m / (blockMeans.before[i] ?? m)));
  console.log(`${s.kind}: ${users} users, ${ids.length} sessions, ${rounds} rounds × ${block} lookups each`);
  console.log(`before  p50 ${fmt(pct(b, 50), 3)} ms  p95 ${fmt(pct(b, 95), 3)} ms`);
  console.log(`after   p50 ${fmt(pct(a, 50), 3)} ms  p95 ${fmt(pct(a, 95), 3)} ms`);
  console.log(
    `after/before per round (block means): median ${pct(ratios, 50).toFixed(2)}, min ${ratios[0]?.toFixed(2)}, max ${ratios.at(-1)?.toFixed(2)}`,
  );
  await s.close();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
