/**
 * Each staff route that touches tenant data × own tenant / other tenant / no tenant ×
 * user / admin / signed out. Proves that nobody reads or writes another tenant's data, and
 * that a refused write leaves the other tenant's row exactly as it was.
 */

import { beforeAll, expect, it } from 'vitest';
import { withTenant } from '../src/db/scope.js';
import { describeEachDatabase, makeSubmission, makeTenant, makeUser, type TestContext } from './harness.js';

type Caller = 'signedOut' | 'user' | 'admin' | 'userNoTenant' | 'adminNoTenant';
type Target = 'own' | 'other';

interface Route {
  name: string;
  request(ids: { tenant: string; submission: string }): {
    method: 'GET' | 'PATCH' | 'DELETE';
    url: string;
    payload?: object;
  };
  ok: number;
}

const routes: Route[] = [
  {
    name: 'list',
    request: (x) => ({ method: 'GET', url: `/api/submissions?tenant=${x.tenant}&includeSpam=true` }),
    ok: 200,
  },
  { name: 'detail', request: (x) => ({ method: 'GET', url: `/api/submissions/${x.submission}` }), ok: 200 },
  {
    name: 'set processed',
    request: (x) => ({
      method: 'PATCH',
      url: `/api/submissions/${x.submission}/processed`,
      payload: { processed: true },
    }),
    ok: 200,
  },
  { name: 'delete', request: (x) => ({ method: 'DELETE', url: `/api/submissions/${x.submission}` }), ok: 204 },
];

function expected(caller: Caller, target: Target, route: Route): { status: number; code?: string } {
  if (caller === 'signedOut') return { status: 401, code: 'UNAUTHENTICATED' };
  if (caller === 'userNoTenant' || caller === 'adminNoTenant') return { status: 403, code: 'NO_TENANT' };
  if (target === 'own') return { status: route.ok };
  return route.name === 'list' ? { status: 403, code: 'FORBIDDEN' } : { status: 404, code: 'SUBMISSION_NOT_FOUND' };
}

describeEachDatabase('authorization matrix', (ctx) => {
  let tenants: Record<Target, string>;
  let cookies: Record<Caller, string>;

  beforeAll(async () => {
    const c = ctx();
    const a = await makeTenant(c, 'Eigene Praxis');
    const b = await makeTenant(c, 'Fremde Praxis');
    tenants = { own: a.id, other: b.id };
    cookies = {
      signedOut: '',
      user: (await makeUser(c, { tenantIds: [a.id] })).cookie,
      admin: (await makeUser(c, { role: 'admin', tenantIds: [a.id] })).cookie,
      userNoTenant: (await makeUser(c, {})).cookie,
      adminNoTenant: (await makeUser(c, { role: 'admin' })).cookie,
    };
  });

  const callers: Caller[] = ['signedOut', 'user', 'admin', 'userNoTenant', 'adminNoTenant'];
  for (const route of routes) {
    for (const caller of callers) {
      for (const target of ['own', 'other'] as Target[]) {
        const want = expected(caller, target, route);
        it(`${route.name} · ${caller} · ${target} tenant → ${want.status}`, async () => {
          const c = ctx();
          // A fresh submission per case, so a delete in one case cannot hide a leak in another.
          const submission = await makeSubmission(c, tenants[target], { name: `Fall ${caller}` });
          const req = route.request({ tenant: tenants[target], submission });
          const res = await c.app.inject({ ...req, headers: cookies[caller] ? { cookie: cookies[caller] } : {} });
          expect(res.statusCode).toBe(want.status);
          if (want.code) expect(res.json().code).toBe(want.code);
          if (want.status >= 400) {
            expect(res.body).not.toContain(`Fall ${caller}`);
            await expectUnchanged(c, tenants[target], submission);
          }
        });
      }
    }
  }

  it('the list without a tenant parameter holds only the caller’s tenants', async () => {
    const c = ctx();
    const foreign = await makeSubmission(c, tenants.other, { name: 'Fremd' });
    const mine = await makeSubmission(c, tenants.own, { name: 'Eigen' });
    const res = await c.app.inject({
      method: 'GET',
      url: '/api/submissions?limit=30&includeSpam=true',
      headers: { cookie: cookies.user },
    });
    expect(res.statusCode).toBe(200);
    const ids = res.json().submissions.map((s: { id: string }) => s.id);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(foreign);
    expect(res.json().submissions.every((s: { tenantId: string }) => s.tenantId === tenants.own)).toBe(true);
  });
});

async function expectUnchanged(c: TestContext, tenantId: string, id: string) {
  const row = await withTenant(c.database.db, tenantId, (tx) =>
    tx.selectFrom('form_submissions').select(['id', 'is_processed']).where('id', '=', id).executeTakeFirst(),
  );
  expect(row).toEqual({ id, is_processed: false });
}
