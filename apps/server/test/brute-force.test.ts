/**
 * Guessing attacks against the two secrets a stranger can try: the 6-digit code of a read-only
 * link, and a staff password. Each is limited twice — per client address and per target — and
 * the client address comes from X-Forwarded-For only when the socket peer is a configured proxy.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { magicLinksRepository } from '../src/features/magicLinks/repository.js';
import { hmac, randomToken, sha256, subkey } from '../src/lib/tokens.js';
import { describeEachDatabase, makeSubmission, makeTenant, makeUser, randomIp, testConfig } from './harness.js';

describeEachDatabase('brute force', (ctx) => {
  let tenant: Awaited<ReturnType<typeof makeTenant>>;
  beforeAll(async () => {
    tenant = await makeTenant(ctx(), 'Rate Praxis');
  });

  /** A submission with a live read-only link whose code we know (as the mail would carry it). */
  async function linked(code: string) {
    const submissionId = await makeSubmission(ctx(), tenant.id);
    const token = randomToken();
    await magicLinksRepository.insert(ctx().database.db, {
      tenantId: tenant.id,
      submissionId,
      recipient: 'empfang@praxis.example',
      tokenHash: sha256(token),
      codeHash: hmac(subkey(ctx().config.secrets.masterKey, 'magic-link-code'), code),
    });
    return { submissionId, token, code };
  }
  const verify = (submissionId: string, token: string, ip: string) =>
    ctx().app.inject({
      method: 'POST',
      url: '/functions/v1/verifySubmissionToken',
      payload: { submissionId, token },
      remoteAddress: ip,
    });

  describe('6-digit codes of read-only links', () => {
    it('one address guessing codes across many submissions is stopped after 30 tries in 15 minutes', async () => {
      const ip = randomIp();
      // 30 wrong guesses, each against a different submission: no per-submission lockout helps here.
      for (let i = 0; i < 30; i++) {
        const target = await linked('654321');
        const res = await verify(target.submissionId, '123456', ip);
        expect(res.json(), `guess ${i + 1}`).toMatchObject({ success: false, code: 'TOKEN_NOT_FOUND' });
      }
      // Even the right code for a fresh submission is refused now, with 429 and Retry-After.
      const fresh = await linked('111111');
      const limited = await verify(fresh.submissionId, fresh.code, ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({
        success: false,
        code: 'RATE_LIMITED',
        error: 'Zu viele Versuche. Bitte warten Sie 15 Minuten.',
      });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // The limit is per address: the patient on another connection still gets in.
      expect((await verify(fresh.submissionId, fresh.code, randomIp())).json().success).toBe(true);
    });

    it('five wrong codes from five different addresses lock the submission’s codes (a distributed guess)', async () => {
      const target = await linked('246810');
      for (let i = 0; i < 5; i++) {
        expect((await verify(target.submissionId, `10000${i}`, randomIp())).json().code).toBe('TOKEN_NOT_FOUND');
      }
      const locked = await verify(target.submissionId, target.code, randomIp());
      expect(locked.json()).toMatchObject({ success: false, code: 'TOKEN_NOT_FOUND' });
      expect(locked.json().error).toContain('gesperrt');
      // The 256-bit link token is not guessable and keeps working for the recipient.
      expect((await verify(target.submissionId, target.token, randomIp())).json().success).toBe(true);
    });

    it('a guessed link token counts against the same per-address limit', async () => {
      const ip = randomIp();
      const target = await linked('135790');
      let last = 0;
      for (let i = 0; i < 31; i++) last = (await verify(target.submissionId, randomToken(), ip)).statusCode;
      expect(last).toBe(429);
    });
  });

  describe('staff sign-in', () => {
    const login = (email: string, password: string, ip: string, app: FastifyInstance = ctx().app) =>
      app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

    it('locks an account after 10 failures spread over 10 addresses and spellings of the e-mail', async () => {
      const u = await makeUser(ctx(), { login: false });
      const spellings = [u.email, u.email.toUpperCase(), ` ${u.email} `, u.email.replace(/^./, (c) => c.toUpperCase())];
      for (let i = 0; i < 10; i++) {
        const res = await login(spellings[i % spellings.length] ?? u.email, `falsch-${i}`, randomIp());
        expect(res.statusCode, `attempt ${i + 1}`).toBe(401);
      }
      const locked = await login(u.email, u.password, randomIp());
      expect([locked.statusCode, locked.json().code]).toEqual([429, 'RATE_LIMITED']);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('stops one address after 50 attempts across many accounts (password spraying)', async () => {
      const ip = randomIp();
      const u = await makeUser(ctx(), { login: false });
      for (let i = 0; i < 50; i++) {
        expect((await login(`spray-${i}@praxis.test`, 'Sommer2026!', ip)).statusCode).toBe(401);
      }
      // The right password for a real account from that address is refused too.
      const res = await login(u.email, u.password, ip);
      expect([res.statusCode, res.json().code]).toEqual([429, 'RATE_LIMITED']);
      expect((await login(u.email, u.password, randomIp())).statusCode).toBe(200);
    });
  });

  it('counts an IPv6 client by its /64 network: fresh addresses from the same network share one limit', async () => {
    const net = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:42`;
    let last = 0;
    // 31 code guesses, each from another address of the same /64 (free for any IPv6 customer).
    for (let i = 0; i < 31; i++) {
      const target = await linked('975310');
      last = (await verify(target.submissionId, '000000', `${net}:${(i + 1).toString(16)}::1`)).statusCode;
    }
    expect(last).toBe(429);
    const other = await linked('975310');
    // The neighbouring /64 is someone else.
    expect((await verify(other.submissionId, other.code, `${net.slice(0, -2)}43::1`)).json().success).toBe(true);
  });

  it('an IPv4 client seen as ::ffff:a.b.c.d is the same client as a.b.c.d', async () => {
    const ip = randomIp();
    for (let i = 0; i < 30; i++) {
      const target = await linked('864200');
      await verify(target.submissionId, '000000', i % 2 ? ip : `::ffff:${ip}`);
    }
    const target = await linked('864200');
    expect((await verify(target.submissionId, target.code, `::ffff:${ip}`)).statusCode).toBe(429);
  });

  describe('X-Forwarded-For is believed only from configured proxies', () => {
    const PROXY = '10.99.0.1';
    const apps: FastifyInstance[] = [];
    async function appWith(trustProxy: false | true | string[]) {
      const app = await buildApp({
        config: testConfig({ trustProxy, secrets: ctx().config.secrets, intakeLimits: { perIp: 2, perTenant: 1000 } }),
        db: ctx().database.db,
        serveWeb: false,
      });
      apps.push(app);
      return app;
    }
    afterAll(async () => {
      for (const app of apps) await app.close();
    });
    const submit = (app: FastifyInstance, remoteAddress: string, xff?: string) =>
      app.inject({
        method: 'POST',
        url: '/functions/v1/submitForm',
        payload: { tenantId: tenant.slug, formData: { name: 'Rate', message: 'Termin' } },
        headers: { apikey: tenant.publicKey, ...(xff ? { 'x-forwarded-for': xff } : {}) },
        remoteAddress,
      });

    it('without TRUST_PROXY a client cannot escape the per-IP limit by inventing addresses', async () => {
      const app = await appWith(false);
      const client = randomIp();
      const statuses = [];
      for (const xff of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) statuses.push((await submit(app, client, xff)).statusCode);
      expect(statuses).toEqual([200, 200, 429]);
    });

    it('with the proxy’s address configured, clients behind it are told apart, and a forged entry does not help', async () => {
      const app = await appWith([PROXY]);
      // Two real clients behind the proxy: separate limits.
      expect((await submit(app, PROXY, '192.0.2.10')).statusCode).toBe(200);
      expect((await submit(app, PROXY, '192.0.2.10')).statusCode).toBe(200);
      expect((await submit(app, PROXY, '192.0.2.10')).statusCode).toBe(429);
      expect((await submit(app, PROXY, '192.0.2.11')).statusCode).toBe(200);
      // The client at .10 writes its own X-Forwarded-For; the proxy appends the real address.
      expect((await submit(app, PROXY, '203.0.113.7, 192.0.2.10')).statusCode).toBe(429);
      // A client that reaches the app directly (not via the proxy) is not believed at all.
      const direct = randomIp();
      expect((await submit(app, direct, '198.51.100.1')).statusCode).toBe(200);
      expect((await submit(app, direct, '198.51.100.2')).statusCode).toBe(200);
      expect((await submit(app, direct, '198.51.100.3')).statusCode).toBe(429);
    });

    it('TRUST_PROXY=true believes exactly one hop: the address the proxy appended, not the client’s own entry', async () => {
      const app = await appWith(true);
      const proxy = randomIp();
      expect((await submit(app, proxy, '203.0.113.1, 192.0.2.20')).statusCode).toBe(200);
      expect((await submit(app, proxy, '203.0.113.2, 192.0.2.20')).statusCode).toBe(200);
      expect((await submit(app, proxy, '203.0.113.3, 192.0.2.20')).statusCode).toBe(429);
    });

    it('the sign-in limit per address uses the same client address', async () => {
      const app = await appWith([PROXY]);
      const client = '192.0.2.30';
      let last = 0;
      for (let i = 0; i < 51; i++) {
        last = (
          await app.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: `xff-${i}@praxis.test`, password: 'falsch-falsch' },
            headers: { 'x-forwarded-for': `198.51.100.${i}, ${client}` },
            remoteAddress: PROXY,
          })
        ).statusCode;
      }
      expect(last).toBe(429);
    });
  });
});

describe('TRUST_PROXY setting', () => {
  const cfg = (TRUST_PROXY: string) => loadConfig({ TRUST_PROXY, MASTER_KEY: key, IP_HASH_SECRET: key });
  const key = Buffer.alloc(32, 7).toString('base64');
  it('reads false, one hop, a hop count and proxy addresses; refuses anything else', () => {
    expect(cfg('false').trustProxy).toBe(false);
    expect(cfg('true').trustProxy).toBe(1);
    expect(cfg('2').trustProxy).toBe(2);
    expect(cfg('10.0.0.5, 10.1.0.0/16,loopback,fd00::/8').trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'loopback',
      'fd00::/8',
    ]);
    for (const bad of ['ja', '10.0.0.300', '10.0.0.0/33', 'proxy.example']) {
      expect(() => cfg(bad), bad).toThrow(/TRUST_PROXY/);
    }
  });
});
