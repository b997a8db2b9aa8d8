import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { receptionConfig } from '@praxisdesk/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { parkReceptionConfig, studioReceptionConfig } from '../src/seed/receptionConfigs.js';
import { seedDemo } from '../src/seed/seed.js';
import { describeEachDatabase, makeTenant, testConfig } from './harness.js';

const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

describeEachDatabase('online reception: pages and demo configuration', (ctx) => {
  let web: FastifyInstance;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'pd-web-'));
    writeFileSync(join(dist, 'index.html'), '<title>backoffice</title>');
    writeFileSync(join(dist, 'reception.html'), '<title>reception</title>');
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'reception-abc123.js'), script);
    writeFileSync(join(dist, 'assets', 'reception-abc123.js.br'), brotliCompressSync(script));
    web = await buildApp({ config: testConfig({ webDist: dist }), db: ctx().database.db, serveWeb: true });
  });
  afterAll(() => web.close());

  const page = async (url: string) => {
    const res = await web.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.body };
  };

  it('lets only the practice’s own registered websites frame its reception pages', async () => {
    const t = await makeTenant(ctx(), 'Rahmen Praxis', {
      allowedOrigins: ['https://www.rahmen-praxis.example', 'http://unsicher.example', 'kein-url'],
    });
    const framed = await web.inject({ method: 'GET', url: `/online-rezeption?tenant=${t.slug}` });
    expect(framed.headers['content-security-policy']).toContain(
      "frame-ancestors 'self' https://www.rahmen-praxis.example",
    );
    expect(framed.headers['content-security-policy']).not.toContain('unsicher.example');
    expect(framed.headers['x-frame-options']).toBeUndefined();
    for (const url of ['/online-rezeption?tenant=gibt-es-nicht', '/online-rezeption', `/dashboard?tenant=${t.slug}`]) {
      const res = await web.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('serves the reception page for every public route and the back-office page for the rest', async () => {
    for (const url of [
      '/online-rezeption?tenant=physio-am-park',
      '/online-rezeption/',
      '/online-rezeption/terminbuchung/rezept?tenant=x',
      '/online-rezeption/anamnese',
      '/success',
      '/success.html?from=https%3A%2F%2Fexample.org',
      '/error.html?error=Fehler',
      '/error',
      '/impressum',
      '/datenschutz?tenant=physio-am-park',
      '/kontakt',
    ]) {
      // The reception page; /success, /error and the landing page with their no-JavaScript
      // content rendered in (test/noscript-pages.test.ts), under the page's own title.
      const res = await page(url);
      expect(res.status, url).toBe(200);
      expect(res.body, url).toMatch(/^<title>[^<]+<\/title>/);
      expect(res.body, url).not.toContain('backoffice');
    }
    for (const url of [
      '/',
      '/dashboard',
      '/login?redirect=%2Fonline-rezeption',
      '/online-rezeptionen',
      '/successful',
    ]) {
      expect(await page(url), url).toEqual({ status: 200, body: '<title>backoffice</title>' });
    }
    const api = await web.inject({ method: 'GET', url: '/functions/v1/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');
  });

  it('answers a missing file with 404 instead of the app page (scanners saw /backup.zip as found)', async () => {
    for (const url of ['/backup.zip', '/error.html~', '/.error.html.swp', '/assets/alt-123.js', '/dashboard/x.php']) {
      const res = await web.inject({ method: 'GET', url });
      expect([res.statusCode, res.json().code], url).toEqual([404, 'NOT_FOUND']);
    }
    expect((await page('/error.html?error=x')).status).toBe(200);
    expect((await page('/submission/6f1c2d3e-0000-4000-8000-000000000000?token=a.b')).status).toBe(200);
  });

  it('sends pre-compressed assets to browsers that accept them, cached for good', async () => {
    const url = '/assets/reception-abc123.js';
    const br = await web.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 4);

    const plain = await web.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('seeds both demo tenants with a complete, valid reception configuration served publicly', async () => {
    // parseReceptionConfig falls back to defaults on invalid input: the seed must parse strictly.
    expect(receptionConfig.parse(parkReceptionConfig)).toEqual(parkReceptionConfig);
    expect(receptionConfig.parse(studioReceptionConfig)).toEqual(studioReceptionConfig);

    await seedDemo(ctx().database.db, ctx().keyring);
    const park = await ctx().app.inject({ method: 'GET', url: '/functions/v1/receptionConfig?tenant=physio-am-park' });
    expect(park.statusCode).toBe(200);
    expect(park.json().config).toEqual(parkReceptionConfig);
    expect(park.json().config.locations).toHaveLength(2);

    const studio = await ctx().app.inject({
      method: 'GET',
      url: '/functions/v1/receptionConfig?tenant=bewegungsstudio-mitte',
    });
    expect(studio.json().config).toEqual(studioReceptionConfig);
    expect(studio.json().config.businessType).not.toBe('medical');
    expect(studio.json().config.features.callOnlyCancellation).toBe(true);

    const unknown = await ctx().app.inject({
      method: 'GET',
      url: '/functions/v1/receptionConfig?tenant=gibt-es-nicht',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('TENANT_NOT_FOUND');
  });
});
