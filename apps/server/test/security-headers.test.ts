/**
 * Security headers on every answer the app gives: each route from the app's own route table
 * (signed in and anonymous), the static pages and assets, 404s and error answers. The CSP never
 * allows inline or foreign scripts; nothing may frame a page except a practice's registered
 * https websites (its reception pages) and our own detail page (the inline prescription file);
 * API and public-endpoint answers are never cached; HSTS is sent when the app is served over https.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { crossTenant } from '../src/db/scope.js';
import { describeEachDatabase, makeTenant, makeUser, randomIp, testConfig } from './harness.js';
import { multipartBody, samples } from './multipart.js';
import { fillPath, type RawResponse, rawRequest, routesOf } from './routes.js';

const FRAMING_SITE = 'https://www.rahmen-praxis.example';

function webDist() {
  const dist = mkdtempSync(join(tmpdir(), 'pd-web-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>backoffice</title>');
  writeFileSync(join(dist, 'reception.html'), '<!doctype html><title>reception</title>');
  writeFileSync(join(dist, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'assets', 'main-abc123.js.br'), brotliCompressSync('console.log(1)'));
  return dist;
}

const csp = (res: RawResponse) =>
  new Map(
    String(res.headers['content-security-policy'] ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name ?? '', values]),
  );

describeEachDatabase('security headers on every response', (ctx) => {
  const dist = webDist();
  let http: FastifyInstance;
  let https: FastifyInstance;
  let tenant: Awaited<ReturnType<typeof makeTenant>>;
  let cookie = '';
  let userId = '';
  let submissionId = '';

  beforeAll(async () => {
    // The same secrets as the harness app, which stores the fixtures.
    const { secrets } = ctx().config;
    http = await buildApp({ config: testConfig({ webDist: dist, secrets }), db: ctx().database.db });
    https = await buildApp({
      config: testConfig({ webDist: dist, secrets, publicUrl: 'https://praxisdesk.example' }),
      db: ctx().database.db,
    });
    await http.listen({ host: '127.0.0.1', port: 0 });
    await https.listen({ host: '127.0.0.1', port: 0 });
    tenant = await makeTenant(ctx(), 'Kopf Praxis', { allowedOrigins: [FRAMING_SITE] });
    const admin = await makeUser(ctx(), { role: 'admin', tenantIds: [tenant.id] });
    cookie = admin.cookie;
    userId = admin.id;
    const sent = await ctx().app.inject({
      method: 'POST',
      url: '/functions/v1/submitForm',
      payload: { tenantId: tenant.slug, formData: { name: 'Kopf', type: 'prescription' } },
      headers: { apikey: tenant.publicKey },
      remoteAddress: randomIp(),
    });
    submissionId = sent.json().submissionId;
    const upload = await ctx().app.inject({
      method: 'POST',
      url: '/functions/v1/secureUpload',
      ...multipartBody(
        { submissionId, grant: sent.json().grant, fileName: 'rezept.png' },
        { name: 'file', filename: 'rezept.png', contentType: 'image/png', content: samples.png },
      ),
      remoteAddress: randomIp(),
    });
    expect(upload.statusCode).toBe(200);
  });
  afterAll(async () => {
    await http.close();
    await https.close();
  });

  /** Path parameters: the real fixtures where reading them is harmless, a fresh id for deletes. */
  const fill = (method: string) => (param: string) => {
    if (param === '*') return 'submitForm';
    if (method === 'DELETE') return param === 'ipHash' ? 'f'.repeat(64) : crypto.randomUUID();
    if (param === 'userId') return userId;
    if (param === 'ipHash') return 'f'.repeat(64);
    return submissionId;
  };
  const fillFor = (method: string, url: string) => {
    const base = fill(method);
    return fillPath(url, (p) => {
      if (p === 'id' && url.startsWith('/api/admin/users/')) return method === 'DELETE' ? base(p) : userId;
      if (p === 'id' && url.startsWith('/api/admin/tenants/')) return method === 'DELETE' ? base(p) : tenant.id;
      return base(p);
    });
  };

  type Expectation = { frameAncestors?: string[]; what: string };
  function expectSecure(res: RawResponse, path: string, app: 'http' | 'https', opts: Expectation) {
    const what = `${opts.what} → ${res.status}`;
    expect(res.status, what).toBeLessThan(500);
    const policy = csp(res);
    expect(policy.size, `${what}: CSP`).toBeGreaterThan(0);
    const scripts = policy.get('script-src') ?? policy.get('default-src') ?? [];
    expect(scripts.length, `${what}: script-src`).toBeGreaterThan(0);
    for (const bad of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'http:', 'https:']) {
      expect(scripts, `${what}: script-src`).not.toContain(bad);
    }
    expect(policy.get('object-src') ?? policy.get('default-src'), `${what}: object-src`).toEqual(
      expect.arrayContaining([expect.stringMatching(/^'(none|self)'$/)]),
    );
    const ancestors = opts.frameAncestors ?? ["'none'"];
    expect(policy.get('frame-ancestors'), `${what}: frame-ancestors`).toEqual(ancestors);
    const xfo = res.headers['x-frame-options'];
    if (ancestors[0] === "'none'") expect(xfo, `${what}: X-Frame-Options`).toBe('DENY');
    else expect([undefined, 'SAMEORIGIN'], `${what}: X-Frame-Options`).toContain(xfo);
    expect(res.headers['x-content-type-options'], `${what}: nosniff`).toBe('nosniff');
    expect(res.headers['referrer-policy'], `${what}: Referrer-Policy`).toBe('same-origin');
    expect(res.headers['x-xss-protection'], `${what}: X-XSS-Protection`).toBe('0');
    expect(res.headers['x-powered-by'], what).toBeUndefined();
    if (path.startsWith('/api/') || path.startsWith('/functions/')) {
      expect(String(res.headers['cache-control']), `${what}: Cache-Control`).toContain('no-store');
    }
    if (app === 'https') {
      expect(res.headers['strict-transport-security'], `${what}: HSTS`).toBe('max-age=31536000; includeSubDomains');
    } else {
      expect(res.headers['strict-transport-security'], `${what}: no HSTS over http`).toBeUndefined();
    }
  }

  it('the route table holds every kind of route (the sweep below would otherwise prove little)', () => {
    const urls = routesOf(http).map((r) => `${r.method} ${r.url}`);
    expect(urls.length).toBeGreaterThan(60);
    expect(urls).toEqual(
      expect.arrayContaining([
        'POST /functions/v1/submitForm',
        'POST /functions/v1/secureUpload',
        'GET /api/submissions/:id/file',
        'GET /api/submissions/events',
        'DELETE /api/admin/tenants/:id',
        'GET /api/openapi.json',
        'GET /assets/main-abc123.js',
        'OPTIONS /functions/v1/*',
      ]),
    );
  });

  for (const which of ['http', 'https'] as const) {
    it(`every route, signed in and anonymous, carries the headers (${which})`, async () => {
      const app = which === 'http' ? http : https;
      const routes = routesOf(app);
      // Sign-out ends the session the sweep uses: it goes last.
      const ordered = [
        ...routes.filter((r) => r.url !== '/api/auth/logout'),
        ...routes.filter((r) => r.url === '/api/auth/logout'),
      ];
      for (const signedIn of [false, true]) {
        for (const r of ordered) {
          if (signedIn && r.url === '/api/auth/logout') continue;
          const path = fillFor(r.method, r.url);
          const hasBody = !['GET', 'HEAD', 'OPTIONS'].includes(r.method);
          const res = await rawRequest(app, {
            method: r.method,
            path,
            headers: {
              ...(signedIn ? { cookie } : {}),
              ...(hasBody ? { 'content-type': 'application/json' } : {}),
              ...(r.method === 'OPTIONS' ? { origin: FRAMING_SITE, 'access-control-request-method': 'POST' } : {}),
            },
            ...(hasBody ? { body: '{}' } : {}),
          });
          expectSecure(res, path, which, { what: `${r.method} ${path}${signedIn ? ' (signed in)' : ''}` });
        }
      }
    });

    it(`pages, 404s and error answers carry the headers too (${which})`, async () => {
      const app = which === 'http' ? http : https;
      // The sweep above may have changed the tenant's key: read the current one from the database
      // (another app instance may still hold the practice in its 5-s cache, decision 0013).
      const { public_key: publicKey } = await crossTenant(ctx().database.db, (tx) =>
        tx.selectFrom('tenants').select('public_key').where('id', '=', tenant.id).executeTakeFirstOrThrow(),
      );
      const cases: {
        method?: string;
        path: string;
        headers?: Record<string, string>;
        body?: string;
        frameAncestors?: string[];
        status?: number;
      }[] = [
        { path: '/', status: 200 },
        { path: '/dashboard?tenant=x', status: 200 },
        { path: '/online-rezeption', status: 200 },
        { path: '/online-rezeption?tenant=gibt-es-nicht', status: 200 },
        { path: `/online-rezeption?tenant=${tenant.slug}`, status: 200, frameAncestors: ["'self'", FRAMING_SITE] },
        {
          path: `/online-rezeption/anamnese?tenant=${tenant.slug}`,
          status: 200,
          frameAncestors: ["'self'", FRAMING_SITE],
        },
        { path: '/error.html?error=%3Cscript%3E', status: 200 },
        { path: '/assets/main-abc123.js', status: 200, headers: { 'accept-encoding': 'br' } },
        { path: '/assets/fehlt.js' },
        { path: '/logo.svg', status: 200 },
        { path: '/api/gibt-es-nicht', status: 404 },
        { method: 'POST', path: '/api/gibt-es-nicht', status: 404 },
        { path: '/functions/v1/gibt-es-nicht', status: 404 },
        { path: '/api/submissions', status: 401 },
        { path: '/api/submissions/keine-uuid', headers: { cookie }, status: 400 },
        { path: `/api/submissions/${submissionId}/file`, headers: { cookie }, status: 200 },
        {
          path: `/api/submissions/${submissionId}/file?inline=1`,
          headers: { cookie },
          status: 200,
          frameAncestors: ["'self'"],
        },
        { path: '/api/submissions/%E0%A4%A', headers: { cookie } },
        { path: '/api/admin/users', headers: { cookie: 'pd_session=erfunden' }, status: 401 },
        {
          method: 'POST',
          path: '/api/auth/login',
          headers: { 'content-type': 'application/json' },
          body: '{"email": ',
          status: 400,
        },
        {
          method: 'POST',
          path: '/api/auth/login',
          headers: { 'content-type': 'application/xml' },
          body: '<a/>',
          status: 415,
        },
        {
          method: 'POST',
          path: '/api/auth/login',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'a@b.de', password: 'x'.repeat(2_000_000) }),
          status: 413,
        },
        {
          method: 'POST',
          path: '/api/submissions/bulk-delete',
          headers: { cookie, 'content-type': 'application/json', origin: 'https://boese.example' },
          body: '{"ids":[]}',
          status: 403,
        },
        {
          method: 'POST',
          path: '/functions/v1/submitForm',
          headers: { 'content-type': 'application/json', origin: 'https://boese.example', apikey: publicKey },
          body: JSON.stringify({ tenantId: tenant.slug, formData: { name: 'x' } }),
          status: 403,
        },
        {
          method: 'POST',
          path: '/functions/v1/verifySubmissionToken',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ submissionId, token: '123456' }),
          status: 200,
        },
        {
          method: 'POST',
          path: '/functions/v1/secureUpload',
          headers: { 'content-type': 'multipart/form-data; boundary=x' },
          body: '--x\r\nbroken',
        },
        {
          method: 'POST',
          path: '/functions/v1/webflow-submit',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'tenantId=gibt-es-nicht',
          status: 303,
        },
        { method: 'OPTIONS', path: '/functions/v1/submitForm', headers: { origin: 'https://boese.example' } },
        { method: 'DELETE', path: '/', status: 404 },
        { path: `/api/submissions/events?tenant=${tenant.id}`, headers: { cookie }, status: 200 },
      ];
      for (const c of cases) {
        const res = await rawRequest(app, {
          method: c.method ?? 'GET',
          path: c.path,
          headers: c.headers,
          body: c.body,
        });
        const what = `${c.method ?? 'GET'} ${c.path}`;
        if (c.status) expect(res.status, what).toBe(c.status);
        expectSecure(res, c.path, which, { what, frameAncestors: c.frameAncestors });
      }
    });
  }
});
