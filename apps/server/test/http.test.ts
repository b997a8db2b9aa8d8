import { connect } from 'node:net';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { DB } from '../src/db/schema.js';
import { describeEachDatabase, makeUser, testConfig } from './harness.js';

describeEachDatabase('HTTP edge cases', (ctx) => {
  it('answers bad input with a 4xx, a stable code and a German message, never a 500', async () => {
    const app = ctx().app;
    const cases = [
      { payload: '{"email": ', type: 'application/json', status: 400, code: 'INVALID_JSON' },
      { payload: '<email>a</email>', type: 'application/xml', status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
      {
        payload: JSON.stringify({ email: 'a@b.de', password: 'x'.repeat(2 * 1024 * 1024) }),
        type: 'application/json',
        status: 413,
        code: 'PAYLOAD_TOO_LARGE',
      },
      {
        payload: JSON.stringify({ email: ['a@b.de'], password: { $ne: null } }),
        type: 'application/json',
        status: 400,
        code: 'VALIDATION_FAILED',
      },
      {
        payload: '{"__proto__": {"isAdmin": true}, "email": "a@b.de", "password": "x"}',
        type: 'application/json',
        status: 400,
        code: 'INVALID_JSON',
      },
    ];
    for (const c of cases) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: c.payload,
        headers: { 'content-type': c.type },
      });
      expect([res.statusCode, res.json().code], c.code).toEqual([c.status, c.code]);
      expect(res.json().message).toMatch(/[a-zäöü]/);
    }
  });

  it('answers unknown API paths and bad ids with JSON errors', async () => {
    const u = await makeUser(ctx(), { tenantIds: [] });
    const unknown = await ctx().app.inject({ method: 'GET', url: '/api/gibt-es-nicht' });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'NOT_FOUND']);
    const badId = await ctx().app.inject({ method: 'GET', url: '/api/submissions/123', headers: { cookie: u.cookie } });
    expect([badId.statusCode, badId.json().code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('answers an undecodable path and an over-long path parameter in our shape, in German', async () => {
    // Fastify answers these before any route or hook; they used to come back as English
    // {"code":"FST_ERR_BAD_URL"} that echoed the path, without the security headers.
    for (const [url, status] of [
      ['/api/submissions/%E0%A4%A', 400],
      [`/api/submissions/${'a'.repeat(150)}`, 414],
    ] as const) {
      const res = await ctx().app.inject({ method: 'GET', url });
      expect([res.statusCode, res.json()], url).toEqual([
        status,
        { code: 'VALIDATION_FAILED', message: expect.stringMatching(/^Die Eingabe ist ungültig/) },
      ]);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
    const pub = await ctx().app.inject({ method: 'POST', url: '/functions/v1/%FF' });
    expect(pub.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });

  it('answers what Node refuses before routing (a 20 KB URL, broken HTTP) in our shape, then closes', async () => {
    const app = await buildApp({ config: { ...ctx().config }, db: ctx().database.db, serveWeb: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const port = (app.server.address() as { port: number }).port;
    const raw = (text: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.end(text));
        let answer = '';
        socket.on('data', (d) => {
          answer += d.toString();
        });
        socket.on('close', () => resolve(answer));
        socket.on('error', reject);
      });
    try {
      const huge = await raw(`GET /api/submissions?q=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: a\r\n\r\n`);
      expect(huge).toMatch(/^HTTP\/1\.1 431 /);
      expect(huge).toContain('x-content-type-options: nosniff');
      expect(JSON.parse(huge.slice(huge.indexOf('\r\n\r\n') + 4))).toEqual({
        code: 'PAYLOAD_TOO_LARGE',
        message: 'Die Anfrage ist zu groß.',
      });
      const broken = await raw('GIBMIR /api HTTP/9\r\n\r\n');
      expect(broken).toMatch(/^HTTP\/1\.1 400 /);
      expect(broken).toContain('"code":"VALIDATION_FAILED"');
    } finally {
      await app.close();
    }
  });

  it('sends security headers and never caches API answers', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('publishes the staff API as OpenAPI', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(expect.arrayContaining(['/api/auth/login', '/api/submissions']));
  });
});

describe('database outage', () => {
  it('answers 503 with a clear German message while the database is unreachable', async () => {
    // A pool pointing at a closed port: every query fails to connect.
    const pool = new pg.Pool({ host: '127.0.0.1', port: 1, user: 'x', database: 'x', connectionTimeoutMillis: 500 });
    pool.on('error', () => {});
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    const app = await buildApp({ config: testConfig(), db, serveWeb: false });
    try {
      for (const req of [
        { method: 'GET' as const, url: '/api/health' },
        { method: 'POST' as const, url: '/api/auth/login', payload: { email: 'a@b.de', password: 'x' } },
        {
          method: 'POST' as const,
          url: '/functions/v1/submitForm',
          payload: { tenantId: 'praxis', formData: { name: 'Erika' } },
          headers: { apikey: 'pk_x' },
        },
      ]) {
        const res = await app.inject(req);
        expect(res.statusCode, req.url).toBe(503);
        expect(res.headers['retry-after'], req.url).toBeDefined();
        expect(JSON.stringify(res.json()), req.url).toContain('vorübergehend nicht erreichbar');
      }
    } finally {
      await app.close();
      await db.destroy();
    }
  });
});

describeEachDatabase('text PostgreSQL refuses', (ctx) => {
  it('answers a NUL byte in a looked-up value with a 400, not a 500', async () => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a\u0000@example.de', password: 'x' },
      remoteAddress: '10.1.2.3',
    });
    expect(res.statusCode).toBeLessThan(500);
    const intake = await ctx().app.inject({
      method: 'POST',
      url: '/functions/v1/submitForm',
      payload: { tenantId: 'praxis\u0000', formData: { name: 'x' } },
      headers: { apikey: 'pk_x' },
    });
    expect([intake.statusCode, intake.json().code]).toEqual([400, 'VALIDATION_FAILED']);
  });
});
