/**
 * The reception without JavaScript (issue 18, point 2): /success, /error and the landing page
 * carry their content as server-rendered HTML inside <noscript>, with the practice's phone,
 * e-mail and opening hours; every value from the query is escaped; the countdown is a meta
 * refresh that only a browser without JavaScript obeys. Browser journeys: e2e/tests/noscript.spec.ts.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { receptionConfig } from '@praxisdesk/domain';
import { receptionCatalogue } from '@praxisdesk/domain/i18n/all';
import { noScriptTexts } from '@praxisdesk/domain/i18n/noScript';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { describeEachDatabase, makeTenant, testConfig } from './harness.js';

const TEMPLATE = `<!doctype html><html lang="de"><head><title>Online-Rezeption</title></head><body><div id="root"></div><noscript>Bitte JavaScript aktivieren.</noscript><script type="module" src="/assets/r.js"></script></body></html>`;

describeEachDatabase('reception pages without JavaScript', (ctx) => {
  let web: FastifyInstance;
  let tenant: Awaited<ReturnType<typeof makeTenant>>;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'pd-web-'));
    writeFileSync(join(dist, 'index.html'), '<title>backoffice</title>');
    writeFileSync(join(dist, 'reception.html'), TEMPLATE);
    web = await buildApp({
      config: testConfig({ webDist: dist, publicUrl: 'https://app.praxisdesk.example' }),
      db: ctx().database.db,
      serveWeb: true,
    });
    tenant = await makeTenant(ctx(), 'Physio <Nord>', {
      receptionConfig: receptionConfig.parse({
        phone: '0228 123456',
        email: 'info@physio-nord.example',
        website: 'https://www.physio-nord.example',
        openingHours: { times: ['Mo–Fr 8–18 Uhr', 'Sa 9–12 Uhr'] },
      }),
    });
  });
  afterAll(() => web.close());

  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await web.inject({ method: 'GET', url, headers });
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    return res.body;
  };
  const noscript = (html: string) => html.match(/<noscript><main[\s\S]*?<\/main><\/noscript>/)?.[0] ?? '';

  it('/success and /success.html: thanks, a 10-s meta refresh to the practice website, phone and e-mail', async () => {
    for (const path of ['/success', '/success.html']) {
      const html = await get(`${path}?tenant=${tenant.slug}`);
      expect(html).toContain('<noscript><meta http-equiv="refresh" content="10;url=https://www.physio-nord.example/">');
      const body = noscript(html);
      expect(body).toContain('Vielen Dank!');
      expect(body).toContain('Sie werden in 10 Sekunden automatisch weitergeleitet.');
      expect(body).toContain('href="tel:0228123456"');
      expect(body).toContain('mailto:info@physio-nord.example');
      // The SPA still loads for browsers with JavaScript.
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('src="/assets/r.js"');
    }
    // `from` on the practice's site is followed; a foreign one is not (open redirect).
    const back = await get(
      `/success?tenantId=${tenant.id}&from=${encodeURIComponent('https://physio-nord.example/danke')}`,
    );
    expect(back).toContain('url=https://physio-nord.example/danke');
    const foreign = await get(`/success?tenant=${tenant.slug}&from=${encodeURIComponent('https://evil.example/')}`);
    expect(foreign).not.toContain('evil.example');
  });

  it('/error and /error.html: the error text escaped, retry to the form it came from, home, contact', async () => {
    const html = await get(
      `/error.html?tenant=${tenant.slug}&error=${encodeURIComponent('<script>alert(1)</script> Bitte E-Mail oder Telefon angeben.')}`,
      { referer: 'https://www.physio-nord.example/kontakt' },
    );
    const body = noscript(html);
    expect(body).toContain('Das hat leider nicht geklappt');
    expect(body).toContain(
      'Fehlermeldung:</span> &lt;script&gt;alert(1)&lt;/script&gt; Bitte E-Mail oder Telefon angeben.',
    );
    expect(html).not.toContain('<script>alert(1)');
    expect(body).toContain('href="https://www.physio-nord.example/kontakt">Erneut versuchen');
    expect(body).toContain('Zurück zur Startseite');
    expect(body).toContain('0228 123456');
    const causes = noscript(await get('/error'));
    expect(causes).toContain('Mögliche Ursachen:');
    expect(causes).toContain('href="/">Zurück zur Startseite');
  });

  it('the landing page names the practice with phone, e-mail and opening hours; the practice name is escaped', async () => {
    const body = noscript(await get(`/online-rezeption?tenant=${tenant.slug}`));
    expect(body).toContain(tenant.name.replace('<', '&lt;').replace('>', '&gt;'));
    expect(body).not.toContain('<Nord>');
    expect(body).toContain('Öffnungszeiten');
    expect(body).toContain('Mo–Fr 8–18 Uhr');
    expect(body).toContain('mailto:info@physio-nord.example');
    // Unknown practice: the plain hint, no error page.
    expect(noscript(await get('/online-rezeption?tenant=gibt-es-nicht'))).toContain('benötigt JavaScript');
  });

  it("speaks the browser's language among the practice's reception languages, German otherwise (issue 21)", async () => {
    const german = await web.inject({ method: 'GET', url: `/success?tenant=${tenant.slug}` });
    expect(german.headers.vary).toMatch(/Accept-Language/i);
    expect(german.body).toContain('<html lang="de" dir="ltr">');

    const turkish = await get(`/success?tenant=${tenant.slug}`, { 'accept-language': 'tr-TR,tr;q=0.9,de;q=0.5' });
    expect(turkish).toContain('<html lang="tr" dir="ltr">');
    expect(noscript(turkish)).toContain(receptionCatalogue('tr').thankYou.title);
    expect(noscript(turkish)).toContain(`${noScriptTexts.tr.phone}: <a`);

    const arabic = await get(`/error?tenant=${tenant.slug}`, { 'accept-language': 'ar' });
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(noscript(arabic)).toContain(receptionCatalogue('ar').failure.title);
    // Phone and e-mail keep their own direction inside the right-to-left page.
    expect(noscript(arabic)).toContain('dir="ltr" href="tel:0228123456"');

    const polishLanding = noscript(await get(`/online-rezeption?tenant=${tenant.slug}`, { 'accept-language': 'pl' }));
    expect(polishLanding).toContain(noScriptTexts.pl.formsNeedJavaScript);
    expect(polishLanding).toContain(receptionCatalogue('pl').landing.openingHours);
    expect(polishLanding).toContain('Mo–Fr 8–18 Uhr'); // the practice's own text as typed

    // A practice offering German and English only: a Turkish browser gets German, an English one English.
    const small = await makeTenant(ctx(), 'Physio Süd', {
      receptionConfig: receptionConfig.parse({ phone: '0228 654321', languages: ['de', 'en'] }),
    });
    const fallback = await get(`/success?tenant=${small.slug}`, { 'accept-language': 'tr' });
    expect(fallback).toContain('<html lang="de" dir="ltr">');
    expect(noscript(fallback)).toContain('Vielen Dank!');
    const english = await get(`/success?tenant=${small.slug}`, { 'accept-language': 'tr, en;q=0.8' });
    expect(english).toContain('<html lang="en" dir="ltr">');
    expect(noscript(english)).toContain(receptionCatalogue('en').thankYou.title);
    // Nonsense in the header is no error.
    expect(await get(`/success?tenant=${small.slug}`, { 'accept-language': ';;q=x,*,\u0000' })).toContain('lang="de"');
  });
});
