/**
 * The embedded default answers under every loopback name (issue 17, finding 10): a reception
 * form opened at 127.0.0.1 while PUBLIC_URL says localhost is our own page, not a foreign origin.
 */
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { ownOrigins } from '../src/config.js';
import { describeEachDatabase, makeTenant, randomIp, testConfig } from './harness.js';

describe('ownOrigins', () => {
  it('adds the loopback aliases only to a loopback PUBLIC_URL, on the same scheme and port', () => {
    expect(ownOrigins('http://localhost:3000')).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ]);
    expect(ownOrigins('http://127.0.0.1')).toContain('http://localhost');
    expect(ownOrigins('https://praxisdesk.example')).toEqual(['https://praxisdesk.example']);
  });
});

describeEachDatabase('reception forms under a loopback alias', (ctx) => {
  type Tenant = Awaited<ReturnType<typeof makeTenant>>;
  const submitFrom = (app: Awaited<ReturnType<typeof buildApp>>, t: Tenant, origin: string) =>
    app.inject({
      method: 'POST',
      url: '/functions/v1/submitForm',
      payload: { tenantId: t.slug, formData: { name: 'Erika', email: 'erika@example.de', message: 'Termin bitte' } },
      headers: { origin, apikey: t.publicKey },
      remoteAddress: randomIp(),
    });

  it('accepts 127.0.0.1 and [::1] when PUBLIC_URL is localhost, and no other port or host', async () => {
    const t = await makeTenant(ctx());
    for (const origin of ['http://127.0.0.1:3000', 'http://[::1]:3000', 'http://localhost:3000']) {
      expect((await submitFrom(ctx().app, t, origin)).statusCode, origin).toBe(200);
    }
    for (const origin of ['http://127.0.0.1:4000', 'https://127.0.0.1:3000', 'http://evil.example']) {
      const res = await submitFrom(ctx().app, t, origin);
      expect([res.statusCode, res.json().code], origin).toEqual([403, 'ORIGIN_NOT_ALLOWED']);
    }
  });

  it('accepts no loopback alias when PUBLIC_URL is a real host', async () => {
    const app = await buildApp({
      config: testConfig({ publicUrl: 'https://praxisdesk.example', secrets: ctx().config.secrets }),
      db: ctx().database.db,
      serveWeb: false,
    });
    try {
      const t = await makeTenant(ctx());
      expect((await submitFrom(app, t, 'https://praxisdesk.example')).statusCode).toBe(200);
      expect((await submitFrom(app, t, 'http://127.0.0.1:3000')).statusCode).toBe(403);
    } finally {
      await app.close();
    }
  });
});
