/**
 * Issue 19: two-factor sign-in, password change and reset, invitations, active sessions. On
 * PGlite and on PostgreSQL (DATABASE_URL). Codes are computed from the secret the API shows,
 * like an authenticator app would.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createWorker, type Worker } from '../src/jobs/worker.js';
import type { Mailer, MailMessage } from '../src/lib/mailer.js';
import { base32Decode, totpAt } from '../src/lib/totp.js';
import { buildServices } from '../src/services.js';
import { describeEachDatabase, login, makeTenant, makeUser, randomIp, type TestUser } from './harness.js';

describeEachDatabase('staff accounts (issue 19)', (ctx) => {
  const sent: MailMessage[] = [];
  const mailer: Mailer = { send: async (m) => void sent.push(m), close: () => {} };
  let worker: Worker;
  beforeAll(() => {
    const c = ctx();
    worker = createWorker(c.database.db, buildServices(c.config, c.database.db).jobHandlers(mailer));
  });
  afterAll(() => worker?.stop?.());

  const inject = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    cookie = '',
    payload?: object,
    ip = randomIp(),
  ) => ctx().app.inject({ method, url, headers: cookie ? { cookie } : {}, payload, remoteAddress: ip });
  const audits = async (userId: string) =>
    (
      await ctx()
        .database.db.selectFrom('audit_log')
        .select(['action', 'outcome'])
        .where((eb) => eb.or([eb('actor_user_id', '=', userId), eb('target_id', '=', userId)]))
        .execute()
    ).map((r) => `${r.action}:${r.outcome}`);
  const cookieOf = (res: { cookies: { name: string; value: string }[] }, name: string) => {
    const c = res.cookies.find((x) => x.name === name);
    return c?.value ? `${name}=${c.value}` : '';
  };
  const mailsTo = (email: string) => sent.filter((m) => m.to === email);
  const tokenIn = (m: MailMessage | undefined, path: string) =>
    m?.text.match(new RegExp(`/${path}#token=([A-Za-z0-9_-]+)`))?.[1] ?? '';
  const STEP = 30_000;

  /** Sets up 2FA for a signed-in user; returns the secret and the recovery codes. */
  async function enable(u: TestUser) {
    const setup = await inject('POST', '/api/account/mfa/setup', u.cookie);
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUri } = setup.json();
    expect(otpauthUri).toContain(`secret=${secret}`);
    const key = base32Decode(secret);
    const confirm = await inject('POST', '/api/account/mfa/confirm', u.cookie, { code: totpAt(key, Date.now()) });
    expect(confirm.statusCode).toBe(200);
    return { key, recoveryCodes: confirm.json().recoveryCodes as string[] };
  }

  async function passwordStep(u: TestUser) {
    const res = await inject('POST', '/api/auth/login', '', { email: u.email, password: u.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ mfaRequired: true });
    expect(cookieOf(res, 'pd_session')).toBe('');
    return cookieOf(res, 'pd_mfa');
  }

  it('sets up 2FA, then signs in with a code; a replayed code and a used recovery code fail', async () => {
    const u = await makeUser(ctx());
    const { key, recoveryCodes } = await enable(u);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const status = await inject('GET', '/api/account/mfa', u.cookie);
    expect(status.json()).toMatchObject({ enabled: true, required: false, recoveryCodesLeft: 10 });
    // Secrets are sealed, recovery codes hashed.
    const row = await ctx()
      .database.db.selectFrom('users')
      .select(['totp_secret'])
      .where('id', '=', u.id)
      .executeTakeFirstOrThrow();
    expect(row.totp_secret?.includes(key)).toBe(false);
    const stored = await ctx()
      .database.db.selectFrom('user_recovery_codes')
      .select('code_hash')
      .where('user_id', '=', u.id)
      .execute();
    expect(stored.map((r) => r.code_hash.toString('utf8'))).not.toContain(recoveryCodes[0]);

    const challenge = await passwordStep(u);
    const wrong = await inject('POST', '/api/auth/mfa', challenge, {
      code: '000000' === totpAt(key, Date.now() + STEP) ? '111111' : '000000',
    });
    expect([wrong.statusCode, wrong.json().code]).toEqual([401, 'MFA_CODE_INVALID']);
    expect(wrong.json().message).toBe('Der Bestätigungscode ist ungültig oder wurde bereits verwendet.');
    // The confirming code's step is used up: the next step's code (within the drift) signs in.
    const code = totpAt(key, Date.now() + STEP);
    const ok = await inject('POST', '/api/auth/mfa', challenge, { code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({ id: u.id, mfaEnabled: true, mfaSetupRequired: false });
    const session = cookieOf(ok, 'pd_session');
    expect((await inject('GET', '/api/auth/session', session)).statusCode).toBe(200);
    // The challenge ended with its success.
    expect((await inject('POST', '/api/auth/mfa', challenge, { code })).json().code).toBe('MFA_CHALLENGE_EXPIRED');

    // Replay of the same code in a new sign-in.
    const again = await passwordStep(u);
    const replay = await inject('POST', '/api/auth/mfa', again, { code });
    expect([replay.statusCode, replay.json().code]).toEqual([401, 'MFA_CODE_INVALID']);

    // Recovery code: once.
    const rc = recoveryCodes[3] ?? '';
    const viaRecovery = await inject('POST', '/api/auth/mfa', again, { code: rc.toUpperCase() });
    expect(viaRecovery.statusCode).toBe(200);
    const third = await passwordStep(u);
    expect((await inject('POST', '/api/auth/mfa', third, { code: rc })).json().code).toBe('MFA_CODE_INVALID');
    expect((await inject('GET', '/api/account/mfa', u.cookie)).json().recoveryCodesLeft).toBe(9);
    // Malformed codes: the same clear answer, never a 500.
    for (const bad of ['abc', '12345', '1234567', 'ääääää', '-----']) {
      const r = await inject('POST', '/api/auth/mfa', third, { code: bad });
      expect([r.statusCode, r.json().code]).toEqual([401, 'MFA_CODE_INVALID']);
    }
    expect((await inject('POST', '/api/auth/mfa', '', { code: '123456' })).json().code).toBe('MFA_CHALLENGE_EXPIRED');

    const actions = await audits(u.id);
    expect(actions).toEqual(
      expect.arrayContaining([
        'auth.mfa.enable:success',
        'auth.mfa.verify:success',
        'auth.mfa.verify:failure',
        'auth.mfa.recovery_used:success',
      ]),
    );
  });

  it('counts codes per account atomically: 10 of 15 parallel guesses are checked, then even the right code waits', async () => {
    const u = await makeUser(ctx());
    const { key } = await enable(u);
    const challenge = await passwordStep(u);
    const right = totpAt(key, Date.now() + STEP);
    const guesses = Array.from({ length: 15 }, (_, i) => String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(guesses.map((code) => inject('POST', '/api/auth/mfa', challenge, { code })));
    const codes = answers.map((r) => r.json().code);
    expect(codes.filter((c) => c === 'MFA_CODE_INVALID')).toHaveLength(10);
    expect(codes.filter((c) => c === 'RATE_LIMITED')).toHaveLength(5);
    const late = await inject('POST', '/api/auth/mfa', challenge, { code: right });
    expect([late.statusCode, late.json().code]).toEqual([429, 'RATE_LIMITED']);
  });

  it('lets one of two parallel uses of the same code through', async () => {
    const u = await makeUser(ctx());
    const { key } = await enable(u);
    const [c1, c2] = [await passwordStep(u), await passwordStep(u)];
    const code = totpAt(key, Date.now() + STEP);
    const answers = await Promise.all([c1, c2].map((c) => inject('POST', '/api/auth/mfa', c, { code })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('requires 2FA installation-wide or per practice; admins reset it; disabling needs the password', async () => {
    const admin = await makeUser(ctx(), { role: 'admin' });
    const t = await makeTenant(ctx());
    const u = await makeUser(ctx(), { tenantIds: [t.id] });
    const other = await makeUser(ctx());
    const put = (body: object, cookie = admin.cookie) => inject('PUT', '/api/admin/security', cookie, body);
    expect((await put({ requireMfa: true, tenantIds: [] }, u.cookie)).statusCode).toBe(403);

    expect((await put({ requireMfa: false, tenantIds: [t.id] })).statusCode).toBe(200);
    try {
      const me = await inject('GET', '/api/auth/session', u.cookie);
      expect(me.json().user).toMatchObject({ mfaEnabled: false, mfaSetupRequired: true });
      const blocked = await inject('GET', '/api/submissions', u.cookie);
      expect([blocked.statusCode, blocked.json().code]).toEqual([403, 'MFA_SETUP_REQUIRED']);
      // Not in that practice: not required.
      expect((await inject('GET', '/api/auth/session', other.cookie)).json().user.mfaSetupRequired).toBe(false);

      const { key } = await enable(u);
      expect((await inject('GET', '/api/submissions', u.cookie)).statusCode).toBe(200);
      const refuse = await inject('POST', '/api/account/mfa/disable', u.cookie, { password: u.password });
      expect([refuse.statusCode, refuse.json().code]).toEqual([409, 'MFA_REQUIRED']);

      // Admin reset: the user's sessions end, sign-in needs only the password again.
      expect((await inject('DELETE', `/api/admin/users/${u.id}/mfa`, u.cookie)).statusCode).toBe(403);
      expect((await inject('DELETE', `/api/admin/users/${u.id}/mfa`, admin.cookie)).statusCode).toBe(204);
      expect((await inject('GET', '/api/auth/session', u.cookie)).statusCode).toBe(401);
      void key;

      // Installation-wide: the other user too, and the admin who set it (Konto page still works).
      expect((await put({ requireMfa: true, tenantIds: [] })).json()).toMatchObject({ requireMfa: true });
      expect((await inject('GET', '/api/auth/session', other.cookie)).json().user.mfaSetupRequired).toBe(true);
      expect((await inject('GET', '/api/account/sessions', other.cookie)).statusCode).toBe(200);
      expect((await inject('GET', '/api/admin/users', admin.cookie)).json().code).toBe('MFA_SETUP_REQUIRED');
      expect(await audits(u.id)).toContain('admin.user.mfa_reset:success');
    } finally {
      await ctx().database.db.updateTable('installation_settings').set({ require_mfa: false }).execute();
      await ctx().database.db.updateTable('tenants').set({ require_mfa: false }).execute();
    }
    const res = await inject('POST', '/api/auth/login', '', { email: u.email, password: u.password });
    expect(res.json().user.id).toBe(u.id);

    // Disable (not required any more): wrong password refused, right one works.
    const v = await makeUser(ctx());
    await enable(v);
    const wrongPw = await inject('POST', '/api/account/mfa/disable', v.cookie, { password: 'falsch-falsch-falsch' });
    expect(wrongPw.json().code).toBe('CURRENT_PASSWORD_WRONG');
    expect((await inject('POST', '/api/account/mfa/disable', v.cookie, { password: v.password })).statusCode).toBe(204);
    expect(await audits(v.id)).toContain('auth.mfa.disable:success');
  });

  it('changes the password (current one required, strength rules) and ends the other sessions', async () => {
    const u = await makeUser(ctx());
    const second = await login(ctx().app, u.email, u.password);
    const change = (currentPassword: string, newPassword: string) =>
      inject('POST', '/api/account/password', u.cookie, { currentPassword, newPassword });
    expect((await change('falsch-falsch', 'Wolken-Kaffee-Nord-47')).json().code).toBe('CURRENT_PASSWORD_WRONG');
    const short = await change(u.password, 'kurz');
    expect([short.statusCode, short.json().code, short.json().message]).toEqual([
      400,
      'PASSWORD_TOO_SHORT',
      'Das Passwort muss mindestens 12 Zeichen lang sein.',
    ]);
    expect((await change(u.password, 'Passwort2024!')).json().code).toBe('PASSWORD_TOO_COMMON');
    expect((await change(u.password, 'Wolken-Kaffee-Nord-47')).statusCode).toBe(204);
    expect((await inject('GET', '/api/auth/session', u.cookie)).statusCode).toBe(200);
    expect((await inject('GET', '/api/auth/session', second)).statusCode).toBe(401);
    await login(ctx().app, u.email, 'Wolken-Kaffee-Nord-47');
    expect(await audits(u.id)).toContain('auth.password.change:success');
  });

  it('lists own sessions with device, ends one, ends all others, and cannot touch another account', async () => {
    const u = await makeUser(ctx());
    const stranger = await makeUser(ctx());
    const chrome = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: u.email, password: u.password },
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36' },
      remoteAddress: randomIp(),
    });
    const chromeCookie = cookieOf(chrome, 'pd_session');
    await login(ctx().app, u.email, u.password);
    const list = (await inject('GET', '/api/account/sessions', u.cookie)).json().sessions;
    expect(list).toHaveLength(3);
    expect(list.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    const chromeSession = list.find((s: { device: string }) => s.device === 'Chrome unter Linux');
    expect(chromeSession).toBeTruthy();

    expect((await inject('DELETE', `/api/account/sessions/${chromeSession.id}`, stranger.cookie)).json().code).toBe(
      'SESSION_NOT_FOUND',
    );
    expect((await inject('DELETE', `/api/account/sessions/${chromeSession.id}`, u.cookie)).statusCode).toBe(204);
    expect((await inject('GET', '/api/auth/session', chromeCookie)).statusCode).toBe(401);
    const others = await inject('POST', '/api/account/sessions/end-others', u.cookie);
    expect(others.json()).toEqual({ count: 1 });
    expect((await inject('GET', '/api/account/sessions', u.cookie)).json().sessions).toHaveLength(1);
    expect((await inject('GET', '/api/account/sessions', stranger.cookie)).json().sessions).toHaveLength(1);
    // A session idle past the limit no longer counts as active (nor signs in).
    await login(ctx().app, u.email, u.password);
    await ctx()
      .database.db.updateTable('sessions')
      .set({ last_seen_at: new Date(Date.now() - ctx().config.session.idleMs - 60_000) })
      .where('user_id', '=', u.id)
      .where('public_id', 'not in', [list.find((s: { current: boolean }) => s.current).id])
      .execute();
    expect((await inject('GET', '/api/account/sessions', u.cookie)).json().sessions).toHaveLength(1);
    expect(await audits(u.id)).toEqual(
      expect.arrayContaining(['auth.session.end:success', 'auth.session.end_others:success']),
    );
  });

  it('resets a forgotten password through a single-use link, the same answer for unknown addresses', async () => {
    const u = await makeUser(ctx());
    const request = (email: string, ip = randomIp()) =>
      inject('POST', '/api/auth/password-reset/request', '', { email }, ip);
    const known = await request(u.email.toUpperCase());
    const unknown = await request('niemand-hier@praxis.test');
    expect([known.statusCode, known.body]).toEqual([unknown.statusCode, unknown.body]);
    expect(known.statusCode).toBe(202);
    await worker.runOnce();
    expect(mailsTo('niemand-hier@praxis.test')).toHaveLength(0);
    const mail = mailsTo(u.email).at(-1);
    expect(mail?.subject).toBe('PraxisDesk: Passwort zurücksetzen');
    expect(mail?.text).not.toContain(u.password);
    const token = tokenIn(mail, 'passwort-neu');
    expect(token).toHaveLength(43);
    // Only the hash is stored.
    const rows = await sql<{
      n: number;
    }>`select count(*)::int as n from account_tokens where id_hash = convert_to(${token}, 'UTF8')`.execute(
      ctx().database.db,
    );
    expect(rows.rows[0]?.n).toBe(0);

    const complete = (t: string, password: string) =>
      inject('POST', '/api/auth/password-reset', '', { token: t, password });
    expect((await complete('kaputt', 'Wolken-Kaffee-Nord-47')).json().code).toBe('LINK_INVALID');
    expect((await complete('A'.repeat(43), 'Wolken-Kaffee-Nord-47')).json().code).toBe('LINK_INVALID');
    expect((await complete(token, 'passwort12345')).json().code).toBe('PASSWORD_TOO_COMMON');
    expect((await complete(token, 'Nebel-Tanne-Sued-83')).statusCode).toBe(204);
    const used = await complete(token, 'Nebel-Tanne-Sued-84');
    expect([used.statusCode, used.json().code]).toEqual([410, 'LINK_USED']);
    // Every session ended; the new password works.
    expect((await inject('GET', '/api/auth/session', u.cookie)).statusCode).toBe(401);
    await login(ctx().app, u.email, 'Nebel-Tanne-Sued-83');

    // Expiry after 60 minutes.
    await request(u.email);
    await worker.runOnce();
    const second = tokenIn(mailsTo(u.email).at(-1), 'passwort-neu');
    await ctx()
      .database.db.updateTable('account_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', u.id)
      .where('used_at', 'is', null)
      .execute();
    const expired = await complete(second, 'Nebel-Tanne-Sued-85');
    expect([expired.statusCode, expired.json().code]).toEqual([410, 'LINK_EXPIRED']);
    expect(await audits(u.id)).toEqual(
      expect.arrayContaining(['auth.password_reset.request:success', 'auth.password_reset.complete:success']),
    );
  });

  it('limits reset requests per client address and per e-mail address, silently for the latter', async () => {
    const u = await makeUser(ctx());
    const ip = randomIp();
    const answers = [];
    for (let i = 0; i < 11; i++) {
      answers.push(
        (await inject('POST', '/api/auth/password-reset/request', '', { email: `x${i}@praxis.test` }, ip)).statusCode,
      );
    }
    expect(answers).toEqual([...Array(10).fill(202), 429]);

    const before = mailsTo(u.email).length;
    for (let i = 0; i < 5; i++) {
      expect((await inject('POST', '/api/auth/password-reset/request', '', { email: u.email })).statusCode).toBe(202);
    }
    while ((await worker.runOnce()) > 0) {}
    expect(mailsTo(u.email).length - before).toBe(3);
  });

  it('invites a new colleague: 7-day single-use link, resendable, password set through it', async () => {
    const admin = await makeUser(ctx(), { role: 'admin' });
    const t = await makeTenant(ctx());
    const email = `neu-${Date.now()}@praxis.test`;
    const created = await inject('POST', '/api/admin/users', admin.cookie, {
      email,
      fullName: 'Nina Neu',
      role: 'user',
      tenantIds: [t.id],
      invite: true,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().user).toMatchObject({ invitationPending: true, mfaEnabled: false });
    const id = created.json().user.id;
    // No password yet: nobody signs in as the invited account.
    expect((await inject('POST', '/api/auth/login', '', { email, password: '' })).statusCode).toBe(400);
    await worker.runOnce();
    const first = tokenIn(mailsTo(email).at(-1), 'einladung');
    expect(mailsTo(email).at(-1)?.subject).toBe('Einladung zu PraxisDesk');
    const row = await ctx()
      .database.db.selectFrom('account_tokens')
      .select('expires_at')
      .where('user_id', '=', id)
      .executeTakeFirstOrThrow();
    const days = (new Date(row.expires_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    // Resend: a new link replaces the old one.
    expect((await inject('POST', `/api/admin/users/${id}/invitation`, admin.cookie)).statusCode).toBe(202);
    await worker.runOnce();
    const second = tokenIn(mailsTo(email).at(-1), 'einladung');
    expect(second).not.toBe(first);
    expect((await inject('POST', '/api/auth/invitation', '', { token: first })).json().code).toBe('LINK_INVALID');
    const info = await inject('POST', '/api/auth/invitation', '', { token: second });
    expect(info.json()).toEqual({ email, fullName: 'Nina Neu', mfaRequired: false });

    const accept = (password: string) => inject('POST', '/api/auth/invitation/accept', '', { token: second, password });
    expect((await accept('kurz')).json().code).toBe('PASSWORD_TOO_SHORT');
    const ok = await accept('Birke-Fluss-West-29');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({ id, email });
    expect((await inject('GET', '/api/auth/session', cookieOf(ok, 'pd_session'))).statusCode).toBe(200);
    expect((await accept('Birke-Fluss-West-30')).json().code).toBe('LINK_USED');
    const resend = await inject('POST', `/api/admin/users/${id}/invitation`, admin.cookie);
    expect([resend.statusCode, resend.json().code]).toEqual([409, 'INVITATION_NOT_PENDING']);
    expect(await audits(id)).toEqual(
      expect.arrayContaining(['admin.user.invite:success', 'auth.invite.accept:success']),
    );
  });
});
