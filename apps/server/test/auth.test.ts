import { errorMessages } from '@praxisdesk/domain';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase, makeSubmission, makeTenant, makeUser, randomIp } from './harness.js';

describeEachDatabase('staff sign-in', (ctx) => {
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress = randomIp()) =>
    ctx().app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress });
  const session = (cookie: string) =>
    ctx().app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });

  it('signs in with a HttpOnly, SameSite=Strict cookie and returns the user with tenants', async () => {
    const t1 = await makeTenant(ctx(), 'Praxis Eins');
    const t2 = await makeTenant(ctx(), 'Praxis Zwei');
    const u = await makeUser(ctx(), { tenantIds: [t2.id, t1.id], login: false });
    const res = await post('/api/auth/login', { email: u.email.toUpperCase(), password: u.password });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'pd_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Strict');
    expect(res.json().user).toMatchObject({ email: u.email, role: 'user', isAdmin: false });
    // The default tenant (first assigned) comes first.
    expect(res.json().user.tenants.map((t: { id: string }) => t.id)).toEqual([t2.id, t1.id]);

    const me = await session(`pd_session=${cookie?.value}`);
    expect(me.statusCode).toBe(200);
    expect(me.json().user.id).toBe(u.id);
  });

  it('answers a wrong password and an unknown e-mail identically, with the spec text', async () => {
    const u = await makeUser(ctx(), { login: false });
    const wrong = await post('/api/auth/login', { email: u.email, password: 'falsch-falsch' });
    const unknown = await post('/api/auth/login', { email: 'niemand@praxis.test', password: 'falsch-falsch' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        code: 'INVALID_CREDENTIALS',
        message: 'Anmeldung fehlgeschlagen. Bitte überprüfen Sie Ihre Anmeldedaten.',
      });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('rejects a login without password or with an invalid e-mail as a validation error', async () => {
    const res = await post('/api/auth/login', { email: 'keine-mail' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    const paths = res.json().issues.map((i: { path: string }) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('ends the session on the server at sign-out', async () => {
    const u = await makeUser(ctx());
    expect((await session(u.cookie)).statusCode).toBe(200);
    const out = await post('/api/auth/logout', {}, { cookie: u.cookie });
    expect(out.statusCode).toBe(204);
    const after = await session(u.cookie);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'Nicht authentifiziert' });
  });

  it('re-reads role, tenants and active flag on every request', async () => {
    const t = await makeTenant(ctx());
    const u = await makeUser(ctx(), { tenantIds: [t.id] });
    const id = await makeSubmission(ctx(), t.id);
    const get = () => ctx().app.inject({ method: 'GET', url: `/api/submissions/${id}`, headers: { cookie: u.cookie } });
    expect((await get()).statusCode).toBe(200);

    await ctx().database.db.deleteFrom('user_tenants').where('user_id', '=', u.id).execute();
    const noTenant = await get();
    expect(noTenant.statusCode).toBe(403);
    expect(noTenant.json().message).toBe(errorMessages.NO_TENANT);

    await ctx().database.db.updateTable('users').set({ is_active: false }).where('id', '=', u.id).execute();
    expect((await session(u.cookie)).statusCode).toBe(401);
  });

  it('expires idle sessions and sessions past their absolute lifetime', async () => {
    const a = await makeUser(ctx());
    const b = await makeUser(ctx());
    const { db } = ctx().database;
    await db
      .updateTable('sessions')
      .set({ last_seen_at: sql<Date>`now() - interval '3 hours'` })
      .where('user_id', '=', a.id)
      .execute();
    await db
      .updateTable('sessions')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('user_id', '=', b.id)
      .execute();
    expect((await session(a.cookie)).statusCode).toBe(401);
    expect((await session(b.cookie)).statusCode).toBe(401);
  });

  it('locks an account after 10 failed attempts, even for the right password, with Retry-After', async () => {
    const u = await makeUser(ctx(), { login: false });
    for (let i = 0; i < 10; i++) {
      expect((await post('/api/auth/login', { email: u.email, password: `falsch-${i}` })).statusCode).toBe(401);
    }
    const locked = await post('/api/auth/login', { email: u.email, password: u.password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('RATE_LIMITED');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits sign-in attempts per IP address', async () => {
    const ip = randomIp();
    let last = 0;
    for (let i = 0; i < 51; i++) {
      last = (await post('/api/auth/login', { email: `x${i}@praxis.test`, password: 'falsch-falsch' }, {}, ip))
        .statusCode;
    }
    expect(last).toBe(429);
  });

  it('stores only a hash of the session id', async () => {
    const u = await makeUser(ctx());
    const raw = u.cookie.split('=')[1] ?? '';
    const rows = await ctx().database.db.selectFrom('sessions').select('id_hash').where('user_id', '=', u.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id_hash.toString('base64url')).not.toBe(raw);
    expect(rows[0]?.id_hash.length).toBe(32);
  });

  it('rejects state-changing requests from another site', async () => {
    const u = await makeUser(ctx());
    const viaOrigin = await post('/api/auth/logout', {}, { cookie: u.cookie, origin: 'https://evil.example' });
    expect(viaOrigin.statusCode).toBe(403);
    expect(viaOrigin.json().code).toBe('CROSS_SITE_REQUEST');
    const viaFetchMeta = await post('/api/auth/logout', {}, { cookie: u.cookie, 'sec-fetch-site': 'cross-site' });
    expect(viaFetchMeta.statusCode).toBe(403);
    expect((await session(u.cookie)).statusCode).toBe(200);
    const sameOrigin = await post('/api/auth/logout', {}, { cookie: u.cookie, origin: 'http://localhost:80' });
    expect(sameOrigin.statusCode).toBe(204);
  });

  it('records sign-ins in the audit log without secrets', async () => {
    const u = await makeUser(ctx());
    await post('/api/auth/login', { email: u.email, password: 'falsch-falsch' });
    const rows = await ctx()
      .database.db.selectFrom('audit_log')
      .selectAll()
      .where('actor_user_id', '=', u.id)
      .where('action', '=', 'auth.login')
      .execute();
    expect(rows.map((r) => r.outcome).sort()).toEqual(['failure', 'success']);
    expect(JSON.stringify(rows)).not.toContain(u.password);
  });
});
