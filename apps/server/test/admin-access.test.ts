/**
 * Every administration route: signed out → 401, a staff user → 403 FORBIDDEN (and nothing
 * changes), an admin → the route's success status.
 */
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, makeTenant, makeUser, type TestContext } from './harness.js';

interface Ids {
  tenant: string;
  tenantSlug: string;
  user: string;
  packageId: string;
}

const routes: {
  name: string;
  req: (x: Ids) => { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object };
  ok: number;
}[] = [
  { name: 'list users', req: () => ({ method: 'GET', url: '/api/admin/users' }), ok: 200 },
  {
    name: 'create user',
    req: (x) => ({
      method: 'POST',
      url: '/api/admin/users',
      payload: {
        email: `neu-${Math.random()}@praxis.test`,
        password: 'ein-langes-passwort',
        fullName: 'Neu',
        role: 'user',
        tenantIds: [x.tenant],
      },
    }),
    ok: 201,
  },
  {
    name: 'update user',
    req: (x) => ({
      method: 'PUT',
      url: `/api/admin/users/${x.user}`,
      payload: {
        email: `geaendert-${Math.random()}@praxis.test`,
        fullName: 'Geändert',
        role: 'user',
        tenantIds: [x.tenant],
      },
    }),
    ok: 200,
  },
  {
    name: 'bulk role',
    req: (x) => ({ method: 'POST', url: '/api/admin/users/bulk-role', payload: { ids: [x.user], role: 'user' } }),
    ok: 200,
  },
  { name: 'export csv', req: () => ({ method: 'GET', url: '/api/admin/users/export.csv' }), ok: 200 },
  { name: 'list tenants', req: () => ({ method: 'GET', url: '/api/admin/tenants' }), ok: 200 },
  {
    name: 'create tenant',
    req: () => ({
      method: 'POST',
      url: '/api/admin/tenants',
      payload: { tenantId: `neu-${Date.now()}-${Math.floor(Math.random() * 1e6)}`, name: 'Neu' },
    }),
    ok: 201,
  },
  {
    name: 'update tenant',
    req: (x) => ({ method: 'PUT', url: `/api/admin/tenants/${x.tenant}`, payload: { name: 'Umbenannt' } }),
    ok: 200,
  },
  {
    name: 'reception config',
    req: (x) => ({
      method: 'PUT',
      url: `/api/admin/tenants/${x.tenant}/reception-config`,
      payload: { receptionConfig: { phone: '030 123' } },
    }),
    ok: 200,
  },
  { name: 'rotate key', req: (x) => ({ method: 'POST', url: `/api/admin/tenants/${x.tenant}/rotate-key` }), ok: 200 },
  { name: 'tenant impact', req: (x) => ({ method: 'GET', url: `/api/admin/tenants/${x.tenant}/impact` }), ok: 200 },
  { name: 'list memberships', req: () => ({ method: 'GET', url: '/api/admin/memberships' }), ok: 200 },
  {
    name: 'update membership',
    req: (x) => ({
      method: 'PUT',
      url: `/api/admin/memberships/${x.user}`,
      payload: { packageId: x.packageId, addons: [] },
    }),
    ok: 200,
  },
  { name: 'list blacklist', req: () => ({ method: 'GET', url: '/api/admin/blacklist' }), ok: 200 },
  {
    name: 'add to blacklist',
    req: () => ({ method: 'POST', url: '/api/admin/blacklist', payload: { ip: '203.0.113.9' } }),
    ok: 201,
  },
];

describeEachDatabase('administration access', (ctx) => {
  let ids: Ids;
  let staff: string;
  let admin: string;

  beforeAll(async () => {
    const c = ctx();
    const t = await makeTenant(c);
    const target = await makeUser(c, { tenantIds: [t.id], login: false });
    const pkg = await c.database.db
      .selectFrom('membership_packages')
      .select('id')
      .where('name', '=', 'Team')
      .executeTakeFirstOrThrow();
    ids = { tenant: t.id, tenantSlug: t.slug, user: target.id, packageId: pkg.id };
    staff = (await makeUser(c, { tenantIds: [t.id] })).cookie;
    admin = (await makeUser(c, { role: 'admin' })).cookie;
  });

  for (const route of routes) {
    it(`${route.name}: signed out 401, staff 403, admin ${route.ok}`, async () => {
      const c = ctx();
      const auditBefore = await countAudit(c);
      const out = await c.app.inject(route.req(ids));
      expect(out.statusCode).toBe(401);
      expect(out.json().code).toBe('UNAUTHENTICATED');
      const denied = await c.app.inject({ ...route.req(ids), headers: { cookie: staff } });
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toMatchObject({
        code: 'FORBIDDEN',
        message: 'Für diese Aktion fehlt Ihnen die Berechtigung.',
      });
      // A refused call writes nothing, not even an audit entry of success.
      expect(await countAudit(c)).toBe(auditBefore);
      const ok = await c.app.inject({ ...route.req(ids), headers: { cookie: admin } });
      expect(ok.statusCode, ok.body).toBe(route.ok);
    });
  }

  it('delete routes: staff 403 leaves the row; admin deletes', async () => {
    const c = ctx();
    const victim = await makeUser(c, { login: false });
    const t = await makeTenant(c);
    const db = c.database.db;
    await db
      .insertInto('ip_blacklist')
      .values({ ip_hash: 'a'.repeat(64), reason: 'x' })
      .execute();
    const reqs = [
      { method: 'DELETE' as const, url: `/api/admin/users/${victim.id}` },
      { method: 'POST' as const, url: '/api/admin/users/bulk-delete', payload: { ids: [victim.id] } },
      { method: 'DELETE' as const, url: `/api/admin/tenants/${t.id}`, payload: { confirm: t.slug } },
      { method: 'DELETE' as const, url: `/api/admin/blacklist/${'a'.repeat(64)}` },
    ];
    for (const r of reqs) {
      expect((await c.app.inject({ ...r, headers: { cookie: staff } })).statusCode).toBe(403);
      expect((await c.app.inject(r)).statusCode).toBe(401);
    }
    expect(await db.selectFrom('users').select('id').where('id', '=', victim.id).executeTakeFirst()).toBeTruthy();
    expect(await db.selectFrom('tenants').select('id').where('id', '=', t.id).executeTakeFirst()).toBeTruthy();
    expect(
      await db.selectFrom('ip_blacklist').select('ip_hash').where('ip_hash', '=', 'a'.repeat(64)).executeTakeFirst(),
    ).toBeTruthy();
    for (const r of [reqs[0], reqs[2], reqs[3]]) {
      if (!r) continue;
      expect((await c.app.inject({ ...r, headers: { cookie: admin } })).statusCode).toBe(204);
    }
  });

  it('the membership overview is open to every signed-in user, not to the signed out', async () => {
    const c = ctx();
    expect((await c.app.inject({ method: 'GET', url: '/api/membership/overview' })).statusCode).toBe(401);
    const res = await c.app.inject({ method: 'GET', url: '/api/membership/overview', headers: { cookie: staff } });
    expect(res.statusCode).toBe(200);
  });
});

async function countAudit(c: TestContext) {
  const r = await c.database.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('action', 'like', 'admin.%')
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
