import { expect, it } from 'vitest';
import { usersService } from '../src/features/users/service.js';
import { describeEachDatabase, login, makeTenant, makeUser, randomIp, type TestContext } from './harness.js';

const json = (
  c: TestContext,
  cookie: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => c.app.inject({ method, url, payload, headers: { cookie } });

describeEachDatabase('user administration', (ctx) => {
  it('creates a user with a password who can sign in at once and sees only the assigned tenant', async () => {
    const c = ctx();
    const admin = await makeUser(c, { role: 'admin' });
    const mine = await makeTenant(c, 'Zugewiesen');
    await makeTenant(c, 'Fremd');
    const email = `neu-${Date.now()}@praxis.test`;
    const res = await json(c, admin.cookie, 'POST', '/api/admin/users', {
      email,
      password: 'ein-sicheres-passwort',
      fullName: 'Nele Neu',
      role: 'user',
      tenantIds: [mine.id],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ email, fullName: 'Nele Neu', role: 'user', isActive: true });
    const cookie = await login(c.app, email, 'ein-sicheres-passwort');
    const me = await c.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
    expect(me.json().user.tenants.map((t: { id: string }) => t.id)).toEqual([mine.id]);

    const again = await json(c, admin.cookie, 'POST', '/api/admin/users', {
      email: email.toUpperCase(),
      password: 'ein-sicheres-passwort',
      fullName: 'Doppelt',
      tenantIds: [mine.id],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('EMAIL_TAKEN');
    const audit = await c.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'admin.user.create')
      .execute();
    expect(audit.length).toBeGreaterThan(0);
    expect(JSON.stringify(audit)).not.toContain('ein-sicheres-passwort');
  });

  it('answers missing fields with the spec messages', async () => {
    const c = ctx();
    const admin = await makeUser(c, { role: 'admin' });
    const t = await makeTenant(c);
    const create = await json(c, admin.cookie, 'POST', '/api/admin/users', {
      email: 'x@praxis.test',
      fullName: 'X',
      tenantIds: [t.id],
    });
    expect(create.statusCode).toBe(400);
    expect(create.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'E-Mail, Passwort, Name und Mandanten-ID sind erforderlich.',
    });
    const noTenant = await json(c, admin.cookie, 'POST', '/api/admin/users', {
      email: 'x@praxis.test',
      password: 'ein-langes-pw',
      fullName: 'X',
    });
    expect(noTenant.json().message).toBe('E-Mail, Passwort, Name und Mandanten-ID sind erforderlich.');
    const user = await makeUser(c, { tenantIds: [t.id], login: false });
    const edit = await json(c, admin.cookie, 'PUT', `/api/admin/users/${user.id}`, {
      email: user.email,
      fullName: 'Y',
      tenantIds: [t.id],
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().message).toBe('E-Mail, Name, Rolle und Mandanten-ID sind erforderlich.');
    const unknownTenant = await json(c, admin.cookie, 'PUT', `/api/admin/users/${user.id}`, {
      email: user.email,
      fullName: 'Y',
      role: 'user',
      tenantIds: [crypto.randomUUID()],
    });
    expect(unknownTenant.json().code).toBe('TENANT_NOT_FOUND');
  });

  it('deactivating a user ends their sessions at once; an empty password keeps the old one', async () => {
    const c = ctx();
    const admin = await makeUser(c, { role: 'admin' });
    const t = await makeTenant(c);
    const staff = await makeUser(c, { tenantIds: [t.id] });
    const session = () => c.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: staff.cookie } });
    expect((await session()).statusCode).toBe(200);
    const base = { email: staff.email, fullName: 'Still da', role: 'user', tenantIds: [t.id], password: '' };
    expect((await json(c, admin.cookie, 'PUT', `/api/admin/users/${staff.id}`, base)).statusCode).toBe(200);
    expect((await session()).statusCode).toBe(200);
    await login(c.app, staff.email, staff.password);

    const off = await json(c, admin.cookie, 'PUT', `/api/admin/users/${staff.id}`, { ...base, isActive: false });
    expect(off.json().user.isActive).toBe(false);
    expect((await session()).statusCode).toBe(401);
    const rows = await c.database.db.selectFrom('sessions').select('user_id').where('user_id', '=', staff.id).execute();
    expect(rows).toEqual([]);
    const again = await c.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: staff.email, password: staff.password },
      remoteAddress: randomIp(),
    });
    expect(again.statusCode).toBe(401);
  });

  it('a new password replaces the old one and ends the sessions', async () => {
    const c = ctx();
    const admin = await makeUser(c, { role: 'admin' });
    const t = await makeTenant(c);
    const staff = await makeUser(c, { tenantIds: [t.id] });
    const res = await json(c, admin.cookie, 'PUT', `/api/admin/users/${staff.id}`, {
      email: staff.email,
      fullName: 'Neues Passwort',
      role: 'user',
      tenantIds: [t.id],
      password: 'das-neue-passwort',
    });
    expect(res.statusCode).toBe(200);
    expect(
      (await c.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: staff.cookie } })).statusCode,
    ).toBe(401);
    await expect(login(c.app, staff.email, staff.password)).rejects.toThrow();
    await login(c.app, staff.email, 'das-neue-passwort');
  });

  it('protects the last active admin and the admin themselves', async () => {
    const c = ctx();
    const t = await makeTenant(c);
    // This suite's database is shared: demote every other admin first so "last" is real.
    const db = c.database.db;
    await db.updateTable('users').set({ role: 'user' }).where('role', '=', 'admin').execute();
    const me = await makeUser(c, { role: 'admin', tenantIds: [t.id] });
    const self = { email: me.email, fullName: 'Ich', tenantIds: [t.id] };

    const demoteSelf = await json(c, me.cookie, 'PUT', `/api/admin/users/${me.id}`, { ...self, role: 'user' });
    expect(demoteSelf.statusCode).toBe(409);
    expect(demoteSelf.json().code).toBe('SELF_PROTECTED');
    const deactivateSelf = await json(c, me.cookie, 'PUT', `/api/admin/users/${me.id}`, {
      ...self,
      role: 'admin',
      isActive: false,
    });
    expect(deactivateSelf.json().code).toBe('SELF_PROTECTED');
    expect((await json(c, me.cookie, 'DELETE', `/api/admin/users/${me.id}`)).json().code).toBe('SELF_PROTECTED');
    expect(
      (await json(c, me.cookie, 'POST', '/api/admin/users/bulk-role', { ids: [me.id], role: 'user' })).json().code,
    ).toBe('SELF_PROTECTED');
    // Editing oneself without removing admin rights is fine.
    expect(
      (await json(c, me.cookie, 'PUT', `/api/admin/users/${me.id}`, { ...self, fullName: 'Ich selbst', role: 'admin' }))
        .statusCode,
    ).toBe(200);
  });

  it('keeps the last active admin when two admins demote each other at the same time', async () => {
    const c = ctx();
    const db = c.database.db;
    await db.updateTable('users').set({ role: 'user' }).where('role', '=', 'admin').execute();
    const a = await makeUser(c, { role: 'admin' });
    const b = await makeUser(c, { role: 'admin' });
    const [ab, ba] = await Promise.all([
      json(c, a.cookie, 'POST', '/api/admin/users/bulk-role', { ids: [b.id], role: 'user' }),
      json(c, b.cookie, 'POST', '/api/admin/users/bulk-role', { ids: [a.id], role: 'user' }),
    ]);
    expect([ab.statusCode, ba.statusCode].filter((s) => s === 200)).toHaveLength(1);
    // The loser either was no admin any more when its request arrived (403) or lost the race
    // inside the locked check (409 LAST_ADMIN).
    expect([ab.statusCode, ba.statusCode].some((s) => s === 403 || s === 409)).toBe(true);
    const active = await db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'admin')
      .where('is_active', '=', true)
      .execute();
    expect(active).toHaveLength(1);
  });

  it('the last-admin rule holds even for an actor whose rights changed meanwhile (stale context)', async () => {
    const c = ctx();
    const db = c.database.db;
    await db.updateTable('users').set({ role: 'user' }).where('role', '=', 'admin').execute();
    const a = await makeUser(c, { role: 'admin' });
    const b = await makeUser(c, { role: 'admin', login: false });
    expect(
      (await json(c, a.cookie, 'POST', '/api/admin/users/bulk-role', { ids: [b.id], role: 'user' })).json(),
    ).toEqual({ count: 1 });
    // b's request was authenticated while b was still an admin, then a's change committed.
    const staleB = {
      userId: b.id,
      email: b.email,
      fullName: 'B',
      role: 'admin' as const,
      tenants: [],
      sessionIdHash: Buffer.alloc(32),
    };
    const users = usersService(db);
    await expect(users.setRoles(staleB, [a.id], 'user')).rejects.toMatchObject({ code: 'LAST_ADMIN', status: 409 });
    await expect(users.delete(staleB, [a.id])).rejects.toMatchObject({ code: 'LAST_ADMIN' });
    await expect(
      users.update(staleB, a.id, {
        email: a.email,
        fullName: 'A',
        role: 'admin',
        tenantIds: [(await makeTenant(c)).id],
        isActive: false,
        password: '',
      }),
    ).rejects.toMatchObject({
      code: 'LAST_ADMIN',
      message: 'Der letzte aktive Administrator kann nicht gelöscht, deaktiviert oder herabgestuft werden.',
    });
    const active = await db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'admin')
      .where('is_active', '=', true)
      .execute();
    expect(active.map((r) => r.id)).toEqual([a.id]);
  });

  it('bulk-changes roles and bulk-deletes', async () => {
    const c = ctx();
    const admin = await makeUser(c, { role: 'admin' });
    const a = await makeUser(c, { login: false });
    const b = await makeUser(c, { login: false });
    expect(
      (await json(c, admin.cookie, 'POST', '/api/admin/users/bulk-role', { ids: [a.id, b.id], role: 'admin' })).json(),
    ).toEqual({ count: 2 });
    const list = (await json(c, admin.cookie, 'GET', '/api/admin/users')).json().users as {
      id: string;
      role: string;
    }[];
    expect(list.filter((u) => [a.id, b.id].includes(u.id)).map((u) => u.role)).toEqual(['admin', 'admin']);
    expect((await json(c, admin.cookie, 'POST', '/api/admin/users/bulk-delete', { ids: [a.id, b.id] })).json()).toEqual(
      { count: 2 },
    );
    const after = (await json(c, admin.cookie, 'GET', '/api/admin/users')).json().users as { id: string }[];
    expect(after.some((u) => u.id === a.id || u.id === b.id)).toBe(false);
    expect((await json(c, admin.cookie, 'DELETE', `/api/admin/users/${a.id}`)).json().code).toBe('USER_NOT_FOUND');
  });

  it('exports CSV with the spec columns and neutralises formula cells', async () => {
    const c = ctx();
    const admin = await makeUser(c, { role: 'admin' });
    const t = await makeTenant(c, '@Praxis');
    const evil = await json(c, admin.cookie, 'POST', '/api/admin/users', {
      email: `evil-${Date.now()}@praxis.test`,
      password: 'ein-langes-passwort',
      fullName: '=HYPERLINK("http://x.test","klick")',
      role: 'user',
      tenantIds: [t.id],
    });
    expect(evil.statusCode).toBe(201);
    const res = await c.app.inject({
      method: 'GET',
      url: `/api/admin/users/export.csv?tenant=${t.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="benutzer_export_\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('"Name";"E-Mail";"Rolle";"Mandant";"Erstellt am"');
    expect(lines).toHaveLength(2);
    const cells = lines[1]?.split(';') ?? [];
    expect(cells[0]).toBe(`"'=HYPERLINK(""http://x.test"",""klick"")"`);
    expect(cells[2]).toBe('"Benutzer"');
    expect(cells[3]).toMatch(/^"'@Praxis /);
    expect(cells[4]).toMatch(/^"\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}"$/);
  });
});
