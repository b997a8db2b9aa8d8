/**
 * Issue 17, security finding 2: "Absender sperren" by a user of practice A put the IP on the
 * blacklist of every practice, for ever, and B could neither see nor undo it. Now the entry is
 * A's only and expires; global entries are an administrator's and marked as such.
 */
import { beforeAll, expect, it } from 'vitest';
import { withTenant } from '../src/db/scope.js';
import { isIpHashBlacklisted } from '../src/features/blacklist/repository.js';
import { hashIp } from '../src/lib/ipHash.js';
import { describeEachDatabase, makeTenant, makeUser, randomIp, type TestContext, type TestUser } from './harness.js';

type Tenant = Awaited<ReturnType<typeof makeTenant>>;
const message = { name: 'Erika Muster', message: 'Ich brauche einen Termin für Krankengymnastik, Rezept liegt vor.' };

async function submit(c: TestContext, t: Tenant, ip: string) {
  const res = await c.app.inject({
    method: 'POST',
    url: '/functions/v1/submitForm',
    payload: { tenantId: t.slug, formData: message },
    headers: { apikey: t.publicKey },
    remoteAddress: ip,
  });
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().submissionId as string;
  return withTenant(c.database.db, t.id, (tx) =>
    tx.selectFrom('form_submissions').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
  );
}

describeEachDatabase('per-practice blacklist', (ctx) => {
  let a: Tenant;
  let b: Tenant;
  let userA: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    a = await makeTenant(ctx(), 'Praxis A');
    b = await makeTenant(ctx(), 'Praxis B');
    userA = await makeUser(ctx(), { tenantIds: [a.id] });
    admin = await makeUser(ctx(), { role: 'admin', tenantIds: [a.id] });
  });

  it("a user's block sender keeps the sender out of their own practice only, for 30 days", async () => {
    const ip = randomIp();
    const first = await submit(ctx(), a, ip);
    await withTenant(ctx().database.db, a.id, (tx) =>
      tx.updateTable('form_submissions').set({ is_spam: true }).where('id', '=', first.id).execute(),
    );
    const res = await ctx().app.inject({
      method: 'POST',
      url: `/api/submissions/${first.id}/block-sender`,
      headers: { cookie: userA.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const days = (new Date(res.json().expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThanOrEqual(30);

    // B's mail from the same address is not touched; A's is caught.
    const toB = await submit(ctx(), b, ip);
    expect(JSON.stringify(toB.spam_reasons)).not.toContain('Blacklist');
    const toA = await submit(ctx(), a, ip);
    expect(toA.is_spam).toBe(true);
    expect(JSON.stringify(toA.spam_reasons)).toContain('Blacklist');
    const hash = hashIp(ctx().config.secrets.ipHashSecret, ip);
    expect(await isIpHashBlacklisted(ctx().database.db, hash, b.id)).toBe(false);
    expect(await isIpHashBlacklisted(ctx().database.db, hash, a.id)).toBe(true);

    // The administrator sees whose entry it is, and removes it in that scope.
    const list = await ctx().app.inject({
      method: 'GET',
      url: '/api/admin/blacklist',
      headers: { cookie: admin.cookie },
    });
    const entry = list.json().entries.find((e: { ipHash: string }) => e.ipHash === hash);
    expect(entry).toMatchObject({ tenantId: a.id, tenantName: a.name });
    expect(entry.expiresAt).not.toBeNull();
    const del = (q: string) =>
      ctx().app.inject({
        method: 'DELETE',
        url: `/api/admin/blacklist/${hash}${q}`,
        headers: { cookie: admin.cookie },
      });
    expect((await del('')).statusCode).toBe(404); // no global entry of that hash
    expect((await del(`?tenant=${a.id}`)).statusCode).toBe(204);
    expect(await isIpHashBlacklisted(ctx().database.db, hash, a.id)).toBe(false);
  });

  it('a global entry is an administrator’s, applies to every practice and is shown as global', async () => {
    const ip = randomIp();
    const add = (cookie: string, body: object) =>
      ctx().app.inject({ method: 'POST', url: '/api/admin/blacklist', headers: { cookie }, payload: body });
    expect((await add(userA.cookie, { ip })).statusCode).toBe(403);
    const g = await add(admin.cookie, { ip });
    expect(g.statusCode).toBe(201);
    expect(g.json()).toMatchObject({ tenantId: null, tenantName: null });
    expect(JSON.stringify((await submit(ctx(), b, ip)).spam_reasons)).toContain('Blacklist');
    // A practice entry of the same address sits beside the global one.
    const p = await add(admin.cookie, { ip, tenantId: b.id });
    expect(p.statusCode).toBe(201);
    expect(p.json()).toMatchObject({ tenantId: b.id });
    const hash = hashIp(ctx().config.secrets.ipHashSecret, ip);
    const rows = await ctx().database.db.selectFrom('ip_blacklist').selectAll().where('ip_hash', '=', hash).execute();
    expect(rows.map((r) => r.tenant_id).sort()).toEqual([b.id, null].sort());
  });
});
