/**
 * Tenant isolation and roles over EVERY staff route: each route × caller (signed out, user and
 * admin of practice A, user and admin without a practice) × target (A's data, B's data).
 * The route list is taken from the app itself, so a new route without a row here fails the
 * suite. Proves: nobody reads or writes another practice's data (a refused call answers
 * 401/403/404 with a stable code, shows nothing of B and changes no stored row at all —
 * test/stored.ts), and the own practice's staff really can use each route (so a refusal is
 * not just a broken route). Row-level security below the services: rls.test.ts.
 */
import type { Readable } from 'node:stream';
import { anamnesisFixtures } from '@praxisdesk/domain/anamnesisFixtures';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { crossTenant } from '../src/db/scope.js';
import { describeEachDatabase, makeTenant, makeUser, randomIp, type TestContext } from './harness.js';
import { multipartBody, samples } from './multipart.js';
import { routesOf } from './routes.js';
import { storedState } from './stored.js';

type Caller = 'signedOut' | 'user' | 'admin' | 'userNoTenant' | 'adminNoTenant';
type Target = 'own' | 'other';
const callers: Caller[] = ['signedOut', 'user', 'admin', 'userNoTenant', 'adminNoTenant'];

interface Ids {
  tenant: string;
  slug: string;
  submission: string;
  user: string;
  membershipPackage: string;
}

interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path as Fastify registered it (`:id` etc.). */
  path: string;
  url(x: Ids): string;
  body?(x: Ids): object;
  /**
   * submission: data of one practice through a submission id; tenant: data of one practice
   * through a tenant parameter; staff: the caller's own practices only; admin: administration
   * (platform admins, all practices).
   */
  scope: 'submission' | 'tenant' | 'staff' | 'admin';
  /** What the own practice's staff (user and admin of A) get: proves the route works. */
  ok: number[];
  /** Needs its submission marked as spam (blocking a sender is a spam measure). */
  spam?: boolean;
  /** Deletes or rewrites its target: runs on fresh data per case. */
  destructive?: boolean;
  /** Server-sent events: an allowed call stays open; only its status is read. */
  stream?: boolean;
}

const sub = (suffix = '') => `/api/submissions/:id${suffix}`;
const subUrl =
  (suffix = '') =>
  (x: Ids) =>
    `/api/submissions/${x.submission}${suffix}`;

const routes: Route[] = [
  {
    method: 'GET',
    path: '/api/submissions',
    url: (x) => `/api/submissions?tenant=${x.tenant}&includeSpam=true`,
    scope: 'tenant',
    ok: [200],
  },
  {
    method: 'GET',
    path: '/api/submissions/export.csv',
    url: (x) => `/api/submissions/export.csv?tenant=${x.tenant}&includeSpam=true`,
    scope: 'tenant',
    ok: [200],
  },
  {
    method: 'GET',
    path: '/api/submissions/stats',
    url: (x) => `/api/submissions/stats?tenant=${x.tenant}`,
    scope: 'tenant',
    ok: [200],
  },
  {
    method: 'POST',
    path: '/api/spam/scan',
    url: () => '/api/spam/scan',
    body: (x) => ({ tenant: x.tenant, options: { limit: 5 } }),
    scope: 'tenant',
    ok: [200],
  },
  {
    method: 'POST',
    path: '/api/submissions/bulk-delete',
    url: () => '/api/submissions/bulk-delete',
    body: (x) => ({ ids: [x.submission] }),
    scope: 'submission',
    ok: [200],
    destructive: true,
  },
  {
    method: 'POST',
    path: '/api/submissions/deletion-preview',
    url: () => '/api/submissions/deletion-preview',
    body: (x) => ({ ids: [x.submission] }),
    scope: 'submission',
    ok: [200],
  },
  { method: 'GET', path: sub(), url: subUrl(), scope: 'submission', ok: [200] },
  { method: 'DELETE', path: sub(), url: subUrl(), scope: 'submission', ok: [204], destructive: true },
  {
    method: 'PATCH',
    path: sub('/processed'),
    url: subUrl('/processed'),
    body: () => ({ processed: true }),
    scope: 'submission',
    ok: [200],
    destructive: true,
  },
  {
    method: 'PATCH',
    path: sub('/spam'),
    url: subUrl('/spam'),
    body: () => ({ isSpam: true }),
    scope: 'submission',
    ok: [200],
    destructive: true,
  },
  { method: 'POST', path: sub('/notifications'), url: subUrl('/notifications'), scope: 'submission', ok: [200, 202] },
  { method: 'GET', path: sub('/anamnesis'), url: subUrl('/anamnesis'), scope: 'submission', ok: [200] },
  { method: 'GET', path: sub('/anamnesis/status'), url: subUrl('/anamnesis/status'), scope: 'submission', ok: [200] },
  {
    method: 'POST',
    path: sub('/anamnesis/summary'),
    url: subUrl('/anamnesis/summary'),
    body: () => ({}),
    scope: 'submission',
    ok: [200, 202],
  },
  {
    method: 'POST',
    path: sub('/anamnesis/clinical-text'),
    url: subUrl('/anamnesis/clinical-text'),
    body: () => ({}),
    scope: 'submission',
    ok: [200, 202],
  },
  { method: 'GET', path: sub('/access-log'), url: subUrl('/access-log'), scope: 'submission', ok: [200] },
  { method: 'GET', path: sub('/related'), url: subUrl('/related'), scope: 'submission', ok: [200] },
  {
    method: 'POST',
    path: sub('/export'),
    url: subUrl('/export'),
    body: (x) => ({ ids: [x.submission] }),
    scope: 'submission',
    ok: [200],
  },
  // Refused during the legal retention period (spec: § 630f BGB) — the refusal is the own-practice answer.
  { method: 'POST', path: sub('/erasure'), url: subUrl('/erasure'), scope: 'submission', ok: [409], destructive: true },
  {
    method: 'POST',
    path: sub('/block-sender'),
    url: subUrl('/block-sender'),
    scope: 'submission',
    ok: [200, 201],
    destructive: true,
    spam: true,
  },
  { method: 'GET', path: sub('/file'), url: subUrl('/file'), scope: 'submission', ok: [200] },
  // Issue 20: staff's Muster 13 entry, the PDF and the FHIR export.
  {
    method: 'PUT',
    path: sub('/prescription'),
    url: subUrl('/prescription'),
    body: () => ({ prescriptionDate: '2026-11-02', diagnosisGroup: 'WS', urgent: true }),
    scope: 'submission',
    ok: [200],
    destructive: true,
  },
  { method: 'GET', path: sub('/pdf'), url: subUrl('/pdf'), scope: 'submission', ok: [200] },
  { method: 'GET', path: sub('/anamnesis/fhir'), url: subUrl('/anamnesis/fhir'), scope: 'submission', ok: [200] },
  {
    method: 'GET',
    path: '/api/submissions/events',
    url: (x) => `/api/submissions/events?tenant=${x.tenant}`,
    scope: 'tenant',
    ok: [200],
    stream: true,
  },
  { method: 'GET', path: '/api/membership/current', url: () => '/api/membership/current', scope: 'staff', ok: [200] },
  { method: 'GET', path: '/api/membership/overview', url: () => '/api/membership/overview', scope: 'staff', ok: [200] },
  { method: 'GET', path: '/api/admin/memberships', url: () => '/api/admin/memberships', scope: 'admin', ok: [200] },
  {
    method: 'PUT',
    path: '/api/admin/memberships/:userId',
    url: (x) => `/api/admin/memberships/${x.user}`,
    body: (x) => ({ packageId: x.membershipPackage, addons: [] }),
    scope: 'admin',
    ok: [200],
  },
  { method: 'GET', path: '/api/admin/users', url: () => '/api/admin/users', scope: 'admin', ok: [200] },
  // Issue 19: the admin's 2FA controls (the user has a password, so no invitation is pending).
  {
    method: 'POST',
    path: '/api/admin/users/:id/invitation',
    url: (x) => `/api/admin/users/${x.user}/invitation`,
    scope: 'admin',
    ok: [409],
  },
  {
    method: 'DELETE',
    path: '/api/admin/users/:id/mfa',
    url: (x) => `/api/admin/users/${x.user}/mfa`,
    scope: 'admin',
    ok: [204],
    destructive: true,
  },
  { method: 'GET', path: '/api/admin/security', url: () => '/api/admin/security', scope: 'admin', ok: [200] },
  {
    method: 'PUT',
    path: '/api/admin/security',
    url: () => '/api/admin/security',
    body: () => ({ requireMfa: false, tenantIds: [] }),
    scope: 'admin',
    ok: [200],
  },
  {
    method: 'POST',
    path: '/api/admin/users',
    url: () => '/api/admin/users',
    body: (x) => ({
      email: `neu-${Math.random().toString(36).slice(2)}@praxis.test`,
      password: 'ein-langes-passwort-123',
      fullName: 'Neu',
      role: 'user',
      tenantIds: [x.tenant],
    }),
    scope: 'admin',
    ok: [201, 200],
  },
  {
    method: 'PUT',
    path: '/api/admin/users/:id',
    url: (x) => `/api/admin/users/${x.user}`,
    body: (x) => ({
      email: `geaendert-${Math.random().toString(36).slice(2)}@praxis.test`,
      fullName: 'Geändert',
      role: 'user',
      tenantIds: [x.tenant],
      isActive: true,
    }),
    scope: 'admin',
    ok: [200],
    destructive: true,
  },
  {
    method: 'DELETE',
    path: '/api/admin/users/:id',
    url: (x) => `/api/admin/users/${x.user}`,
    scope: 'admin',
    ok: [204, 200],
    destructive: true,
  },
  {
    method: 'POST',
    path: '/api/admin/users/bulk-role',
    url: () => '/api/admin/users/bulk-role',
    body: (x) => ({ ids: [x.user], role: 'user' }),
    scope: 'admin',
    ok: [200],
    destructive: true,
  },
  {
    method: 'POST',
    path: '/api/admin/users/bulk-delete',
    url: () => '/api/admin/users/bulk-delete',
    body: (x) => ({ ids: [x.user] }),
    scope: 'admin',
    ok: [200],
    destructive: true,
  },
  {
    method: 'GET',
    path: '/api/admin/users/export.csv',
    url: () => '/api/admin/users/export.csv',
    scope: 'admin',
    ok: [200],
  },
  { method: 'GET', path: '/api/admin/tenants', url: () => '/api/admin/tenants', scope: 'admin', ok: [200] },
  {
    method: 'POST',
    path: '/api/admin/tenants',
    url: () => '/api/admin/tenants',
    body: () => ({ tenantId: `neu-${Math.random().toString(36).slice(2, 8)}`, name: `Neue Praxis ${Math.random()}` }),
    scope: 'admin',
    ok: [201, 200],
  },
  {
    method: 'PUT',
    path: '/api/admin/tenants/:id',
    url: (x) => `/api/admin/tenants/${x.tenant}`,
    body: () => ({ name: `Umbenannt ${Math.random()}` }),
    scope: 'admin',
    ok: [200],
    destructive: true,
  },
  {
    method: 'DELETE',
    path: '/api/admin/tenants/:id',
    url: (x) => `/api/admin/tenants/${x.tenant}`,
    body: (x) => ({ confirm: x.slug }),
    scope: 'admin',
    ok: [204, 200],
    destructive: true,
  },
  {
    method: 'PUT',
    path: '/api/admin/tenants/:id/reception-config',
    url: (x) => `/api/admin/tenants/${x.tenant}/reception-config`,
    body: () => ({ receptionConfig: {} }),
    scope: 'admin',
    ok: [200],
    destructive: true,
  },
  {
    method: 'POST',
    path: '/api/admin/tenants/:id/rotate-key',
    url: (x) => `/api/admin/tenants/${x.tenant}/rotate-key`,
    scope: 'admin',
    ok: [200],
    destructive: true,
  },
  {
    method: 'GET',
    path: '/api/admin/tenants/:id/impact',
    url: (x) => `/api/admin/tenants/${x.tenant}/impact`,
    scope: 'admin',
    ok: [200],
  },
  {
    method: 'GET',
    path: '/api/admin/tenants/:id/retention',
    url: (x) => `/api/admin/tenants/${x.tenant}/retention`,
    scope: 'admin',
    ok: [200],
  },
  {
    method: 'PUT',
    path: '/api/admin/tenants/:id/retention',
    url: (x) => `/api/admin/tenants/${x.tenant}/retention`,
    body: () => ({ category: 'contact', amount: 2, unit: 'years' }),
    scope: 'admin',
    ok: [200],
    destructive: true,
  },
  {
    method: 'GET',
    path: '/api/admin/tenants/:id/export',
    url: (x) => `/api/admin/tenants/${x.tenant}/export`,
    scope: 'admin',
    ok: [200],
  },
  // Webhooks (issue 18): administration; a receiver that refuses at once (port 9) keeps the test delivery short.
  {
    method: 'GET',
    path: '/api/admin/tenants/:id/webhook',
    url: (x) => `/api/admin/tenants/${x.tenant}/webhook`,
    scope: 'admin',
    ok: [200],
  },
  {
    method: 'PUT',
    path: '/api/admin/tenants/:id/webhook',
    url: (x) => `/api/admin/tenants/${x.tenant}/webhook`,
    body: () => ({ url: 'http://127.0.0.1:9/hook', enabled: true }),
    scope: 'admin',
    ok: [200],
    destructive: true,
  },
  {
    method: 'POST',
    path: '/api/admin/tenants/:id/webhook/rotate-secret',
    url: (x) => `/api/admin/tenants/${x.tenant}/webhook/rotate-secret`,
    scope: 'admin',
    ok: [200, 404],
    destructive: true,
  },
  {
    method: 'POST',
    path: '/api/admin/tenants/:id/webhook/test',
    url: (x) => `/api/admin/tenants/${x.tenant}/webhook/test`,
    scope: 'admin',
    ok: [200, 404],
    destructive: true,
  },
  {
    method: 'DELETE',
    path: '/api/admin/tenants/:id/webhook',
    url: (x) => `/api/admin/tenants/${x.tenant}/webhook`,
    scope: 'admin',
    ok: [204, 404],
    destructive: true,
  },
  { method: 'GET', path: '/api/admin/blacklist', url: () => '/api/admin/blacklist', scope: 'admin', ok: [200] },
  {
    method: 'POST',
    path: '/api/admin/blacklist',
    url: () => '/api/admin/blacklist',
    body: () => ({ ip: randomIp() }),
    scope: 'admin',
    ok: [201, 200],
  },
  {
    method: 'DELETE',
    path: '/api/admin/blacklist/:ipHash',
    url: () => `/api/admin/blacklist/${'a'.repeat(64)}`,
    scope: 'admin',
    ok: [204, 200, 404],
  },
  { method: 'GET', path: '/api/admin/retained', url: () => '/api/admin/retained', scope: 'admin', ok: [200] },
  {
    method: 'POST',
    path: '/api/admin/retained/:id/restore',
    url: (x) => `/api/admin/retained/${x.submission}/restore`,
    scope: 'admin',
    // The matrix's submission is not hidden: the working route answers 404 for it.
    ok: [404],
  },
  { method: 'GET', path: '/api/admin/audit', url: () => '/api/admin/audit', scope: 'admin', ok: [200] },
  {
    method: 'GET',
    path: '/api/admin/audit/export.csv',
    url: () => '/api/admin/audit/export.csv',
    scope: 'admin',
    ok: [200],
  },
];

/** Routes outside the matrix, each with the reason. */
const notStaffData: Record<string, string> = {
  'GET /api/health': 'public liveness',
  'POST /api/auth/login': 'public sign-in (auth.test.ts)',
  'POST /api/auth/logout': 'ends the caller’s own session only',
  'GET /api/auth/session': 'the caller’s own session only (auth.test.ts)',
  'GET /api/openapi.json': 'public API description',
  // Issue 19 (accounts.test.ts): the second sign-in step and the link pages act on the account
  // the challenge cookie or the link names; /api/account/* only on the caller's own account.
  'POST /api/auth/mfa': 'second sign-in step of the caller’s own challenge',
  'POST /api/auth/password-reset/request': 'public, same answer for every address',
  'POST /api/auth/password-reset': 'public, the reset link is the authority',
  'POST /api/auth/invitation': 'public, the invitation link is the authority',
  'POST /api/auth/invitation/accept': 'public, the invitation link is the authority',
  'GET /api/account/mfa': 'the caller’s own account only',
  'POST /api/account/mfa/setup': 'the caller’s own account only',
  'POST /api/account/mfa/confirm': 'the caller’s own account only',
  'POST /api/account/mfa/disable': 'the caller’s own account only',
  'POST /api/account/mfa/recovery-codes': 'the caller’s own account only',
  'POST /api/account/password': 'the caller’s own account only',
  'GET /api/account/sessions': 'the caller’s own account only',
  'DELETE /api/account/sessions/:id': 'the caller’s own sessions only (another’s id: not found)',
  'POST /api/account/sessions/end-others': 'the caller’s own account only',
  'OPTIONS /functions/v1/*': 'CORS preflight of the public endpoints',
};

function expected(route: Route, caller: Caller, target: Target): number[] {
  if (caller === 'signedOut') return [401];
  if (route.scope === 'admin') return caller === 'admin' || caller === 'adminNoTenant' ? route.ok : [403];
  if (route.scope === 'staff') return caller === 'userNoTenant' || caller === 'adminNoTenant' ? [403, 200] : route.ok;
  if (caller === 'userNoTenant' || caller === 'adminNoTenant') return [403];
  if (target === 'own') return route.ok;
  return route.scope === 'tenant' ? [403] : [404];
}

/** An error answer's body; an open event stream is closed at once (its status was the point). */
async function streamBody(stream: Readable, open: boolean): Promise<string> {
  if (open) {
    stream.destroy();
    return '';
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/** A practice with one submission as the reception creates it: prescription file and anamnesis. */
async function practiceWithData(c: TestContext, name: string) {
  const tenant = await makeTenant(c, name);
  const submission = await receptionSubmission(c.app, tenant, `${name} Patientin`);
  const staff = await makeUser(c, { tenantIds: [tenant.id], login: false });
  return { tenant, submission, user: staff.id };
}

async function receptionSubmission(
  app: FastifyInstance,
  tenant: { slug: string; publicKey: string },
  patient: string,
): Promise<string> {
  const created = await app.inject({
    method: 'POST',
    url: '/functions/v1/submitForm',
    payload: {
      tenantId: tenant.slug,
      formData: { name: patient, email: 'patientin@example.de', type: 'prescription' },
    },
    headers: { apikey: tenant.publicKey },
    remoteAddress: randomIp(),
  });
  const { submissionId, grant } = created.json() as { submissionId: string; grant: string };
  const upload = await app.inject({
    method: 'POST',
    url: '/functions/v1/secureUpload',
    ...multipartBody(
      { submissionId, grant, fileName: 'Rezept.pdf' },
      { name: 'file', filename: 'Rezept.pdf', contentType: 'application/pdf', content: samples.pdf },
    ),
    remoteAddress: randomIp(),
  });
  const anamnesis = await app.inject({
    method: 'POST',
    url: '/functions/v1/submitAnamnese',
    payload: {
      tenantId: tenant.slug,
      originalSubmissionId: submissionId,
      grant,
      answers: anamnesisFixtures[1]?.answers,
      completedAt: new Date().toISOString(),
    },
    headers: { apikey: tenant.publicKey },
    remoteAddress: randomIp(),
  });
  if (upload.statusCode !== 200 || anamnesis.statusCode !== 200) {
    throw new Error(`fixture: upload ${upload.statusCode}, anamnesis ${anamnesis.statusCode} ${anamnesis.body}`);
  }
  return submissionId;
}

describeEachDatabase('tenant isolation and roles on every staff route', (ctx) => {
  let shared: Record<Target, Awaited<ReturnType<typeof practiceWithData>>>;
  let cookies: Record<Caller, string>;
  let ownTenantId = '';
  let membershipPackage = '';

  beforeAll(async () => {
    const c = ctx();
    shared = { own: await practiceWithData(c, 'Eigene Praxis'), other: await practiceWithData(c, 'Fremde Praxis') };
    ownTenantId = shared.own.tenant.id;
    const pkg = await c.database.db.selectFrom('membership_packages').select('id').executeTakeFirstOrThrow();
    membershipPackage = pkg.id;
    cookies = {
      signedOut: '',
      user: (await makeUser(c, { tenantIds: [ownTenantId] })).cookie,
      admin: (await makeUser(c, { role: 'admin', tenantIds: [ownTenantId] })).cookie,
      userNoTenant: (await makeUser(c, {})).cookie,
      adminNoTenant: (await makeUser(c, { role: 'admin' })).cookie,
    };
  });

  it('has a row (or a stated reason) for every route the app registers', () => {
    const registered = routesOf(ctx().app)
      .filter((r) => r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url}`);
    const staff = registered.filter((r) => !r.startsWith('POST /functions/') && !r.startsWith('GET /functions/'));
    const covered = new Set([...routes.map((r) => `${r.method} ${r.path}`), ...Object.keys(notStaffData)]);
    expect(staff.filter((r) => !covered.has(r))).toEqual([]);
  });

  for (const route of routes) {
    for (const caller of callers) {
      for (const target of ['own', 'other'] as Target[]) {
        const want = expected(route, caller, target);
        it(`${route.method} ${route.path} · ${caller} · ${target} practice → ${want.join('/')}`, async () => {
          const c = ctx();
          // Destructive cases get fresh data, so one case cannot hide a leak in another.
          const data = route.destructive
            ? await practiceWithData(c, target === 'own' ? 'Eigen' : 'Fremd')
            : shared[target];
          if (route.destructive && target === 'own') {
            // The callers are members of A; a fresh "own" practice needs them as members too.
            await crossTenant(c.database.db, (tx) =>
              tx
                .insertInto('user_tenants')
                .columns(['user_id', 'tenant_id'])
                .expression((eb) =>
                  eb
                    .selectFrom('user_tenants')
                    .select(['user_id', eb.val(data.tenant.id).as('tenant_id')])
                    .where('tenant_id', '=', ownTenantId),
                )
                .execute(),
            );
          }
          if (route.spam) {
            await crossTenant(c.database.db, (tx) =>
              tx.updateTable('form_submissions').set({ is_spam: true }).where('id', '=', data.submission).execute(),
            );
          }
          const ids: Ids = {
            tenant: data.tenant.id,
            slug: data.tenant.slug,
            submission: data.submission,
            user: data.user,
            membershipPackage,
          };
          const before = want.some((s) => s >= 400) ? await storedState(c.database.db) : {};
          const res = await c.app.inject({
            method: route.method,
            url: route.url(ids),
            headers: cookies[caller] ? { cookie: cookies[caller] } : {},
            ...(route.body ? { payload: route.body(ids) } : {}),
            ...(route.stream ? { payloadAsStream: true } : {}),
          });
          const body = route.stream ? await streamBody(res.stream(), res.statusCode < 400) : res.body;
          expect(want, `${res.statusCode} ${body.slice(0, 300)}`).toContain(res.statusCode);
          if (res.statusCode >= 400) {
            expect(JSON.parse(body).code, body).toEqual(expect.any(String));
            expect(body).not.toContain('Patientin');
            expect(await storedState(c.database.db), 'a refused call changed stored data').toEqual(before);
          }
        });
      }
    }
  }

  it('lists without a tenant parameter hold only the caller’s practices', async () => {
    const c = ctx();
    for (const url of ['/api/submissions?includeSpam=true', '/api/submissions/stats']) {
      const res = await c.app.inject({ method: 'GET', url, headers: { cookie: cookies.user } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toContain(shared.other.tenant.id);
      expect(res.body).not.toContain(shared.other.submission);
    }
  });
});
