import { createHash, createHmac } from 'node:crypto';
import { expect, it } from 'vitest';
import { isIpHashBlacklisted } from '../src/features/blacklist/repository.js';
import { hashIp } from '../src/lib/ipHash.js';
import { describeEachDatabase, makeSubmission, makeTenant, makeUser, type TestContext } from './harness.js';

const call = (
  c: TestContext,
  cookie: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => c.app.inject({ method, url, payload, headers: { cookie } });

describeEachDatabase('tenant administration', (ctx) => {
  it('creates a tenant with the spec rules and edits it', async () => {
    const c = ctx();
    const admin = await makeUser(c, { role: 'admin' });
    const missing = await call(c, admin.cookie, 'POST', '/api/admin/tenants', { name: 'Ohne ID' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Mandanten-ID und Name sind erforderlich.');
    const bad = await call(c, admin.cookie, 'POST', '/api/admin/tenants', { tenantId: 'Physio Nord', name: 'X' });
    expect(bad.json().message).toMatch(/nur Kleinbuchstaben, Ziffern, Unterstriche und Bindestriche/);
    const slug = `physio-${Date.now()}`;
    const res = await call(c, admin.cookie, 'POST', '/api/admin/tenants', {
      tenantId: slug,
      name: 'Physio Nord',
      emailRecipients: ['empfang@nord.test', 'chef@nord.test'],
      allowedOrigins: ['https://www.nord.test/'],
    });
    expect(res.statusCode).toBe(201);
    const t = res.json().tenant;
    expect(t).toMatchObject({
      slug,
      name: 'Physio Nord',
      emailRecipients: ['empfang@nord.test', 'chef@nord.test'],
      allowedOrigins: ['https://www.nord.test'],
      userCount: 0,
    });
    expect(t.publicKey).toMatch(/^pk_/);
    // The tenant got its first data key: submissions can be stored for it.
    await makeSubmission(c, t.id);
    const dup = await call(c, admin.cookie, 'POST', '/api/admin/tenants', { tenantId: slug, name: 'Doppelt' });
    expect(dup.json().code).toBe('TENANT_ID_TAKEN');

    const noName = await call(c, admin.cookie, 'PUT', `/api/admin/tenants/${t.id}`, { name: ' ' });
    expect(noName.json().message).toBe('Name ist erforderlich.');
    const edit = await call(c, admin.cookie, 'PUT', `/api/admin/tenants/${t.id}`, {
      name: 'Physio Nord GmbH',
      emailRecipients: ['neu@nord.test'],
      allowedOrigins: ['https://nord.test'],
      settings: { patientConfirmation: false },
    });
    expect(edit.json().tenant).toMatchObject({
      name: 'Physio Nord GmbH',
      emailRecipients: ['neu@nord.test'],
      settings: { patientConfirmation: false },
    });
    const badOrigin = await call(c, admin.cookie, 'PUT', `/api/admin/tenants/${t.id}`, {
      name: 'x',
      allowedOrigins: ['nord.test/kontakt'],
    });
    expect(badOrigin.statusCode).toBe(400);
  });

  it('rotates the public key and stores the reception configuration', async () => {
    const c = ctx();
    const admin = await makeUser(c, { role: 'admin' });
    const t = await makeTenant(c);
    const before = await c.database.db
      .selectFrom('tenants')
      .select('public_key')
      .where('id', '=', t.id)
      .executeTakeFirstOrThrow();
    const rotated = await call(c, admin.cookie, 'POST', `/api/admin/tenants/${t.id}/rotate-key`);
    expect(rotated.json().tenant.publicKey).not.toBe(before.public_key);
    const cfg = await call(c, admin.cookie, 'PUT', `/api/admin/tenants/${t.id}/reception-config`, {
      receptionConfig: {
        companyName: 'Physio Test',
        locations: ['Berlin', 'Potsdam'],
        businessType: 'fitness',
        features: { selfPay: false },
      },
    });
    expect(cfg.statusCode).toBe(200);
    expect(cfg.json().tenant.receptionConfig).toMatchObject({
      companyName: 'Physio Test',
      locations: ['Berlin', 'Potsdam'],
      businessType: 'fitness',
      features: { selfPay: false, prescriptionUpload: true },
    });
    const invalid = await call(c, admin.cookie, 'PUT', `/api/admin/tenants/${t.id}/reception-config`, {
      receptionConfig: { contactEmail: 'keine-mail' },
    });
    expect(invalid.statusCode).toBe(400);
  });

  it('deletes a tenant only with the typed tenant id, with everything it owns', async () => {
    const c = ctx();
    const admin = await makeUser(c, { role: 'admin' });
    const t = await makeTenant(c);
    const keep = await makeTenant(c);
    const onlyHere = await makeUser(c, { tenantIds: [t.id], login: false });
    const both = await makeUser(c, { tenantIds: [t.id, keep.id], login: false });
    await makeSubmission(c, t.id);
    await makeSubmission(c, t.id);
    const kept = await makeSubmission(c, keep.id);
    const impact = await call(c, admin.cookie, 'GET', `/api/admin/tenants/${t.id}/impact`);
    expect(impact.json()).toEqual({ submissions: 2, anamneses: 0, assignedUsers: 2, usersLeftWithoutTenant: 1 });

    const wrong = await call(c, admin.cookie, 'DELETE', `/api/admin/tenants/${t.id}`, { confirm: 'falsch' });
    expect(wrong.json().code).toBe('CONFIRMATION_MISMATCH');
    expect((await call(c, admin.cookie, 'DELETE', `/api/admin/tenants/${t.id}`, { confirm: t.slug })).statusCode).toBe(
      204,
    );
    const db = c.database.db;
    expect(await db.selectFrom('tenants').select('id').where('id', '=', t.id).executeTakeFirst()).toBeUndefined();
    const { crossTenant } = await import('../src/db/scope.js');
    const left = await crossTenant(db, (tx) =>
      tx.selectFrom('form_submissions').select(['id', 'tenant_id']).where('tenant_id', 'in', [t.id, keep.id]).execute(),
    );
    expect(left).toEqual([{ id: kept, tenant_id: keep.id }]);
    const users = await db
      .selectFrom('user_tenants')
      .select(['user_id', 'tenant_id'])
      .where('user_id', 'in', [onlyHere.id, both.id])
      .execute();
    expect(users).toEqual([{ user_id: both.id, tenant_id: keep.id }]);
    expect((await call(c, admin.cookie, 'GET', `/api/admin/tenants/${t.id}/impact`)).json().code).toBe(
      'TENANT_NOT_FOUND',
    );
  });
});

describeEachDatabase('IP blacklist', (ctx) => {
  it('stores exactly the keyed hash the intake computes, never the plain SHA-256', async () => {
    const c = ctx();
    const admin = await makeUser(c, { role: 'admin' });
    const res = await call(c, admin.cookie, 'POST', '/api/admin/blacklist', { ip: '203.0.113.7' });
    expect(res.statusCode).toBe(201);
    const keyed = hashIp(c.config.secrets.ipHashSecret, '203.0.113.7');
    expect(res.json()).toMatchObject({ ipHash: keyed, reason: 'Manuell hinzugefügt: 203.0.113.7', expiresAt: null });
    expect(keyed).toBe(createHmac('sha256', c.config.secrets.ipHashSecret).update('203.0.113.7').digest('hex'));
    const plain = createHash('sha256').update('203.0.113.7').digest('hex');
    const rows = await c.database.db.selectFrom('ip_blacklist').select('ip_hash').execute();
    expect(rows.map((r) => r.ip_hash)).toContain(keyed);
    expect(rows.map((r) => r.ip_hash)).not.toContain(plain);
    // An IPv4-mapped IPv6 address of the same client matches the same entry.
    expect(await isIpHashBlacklisted(c.database.db, hashIp(c.config.secrets.ipHashSecret, '::ffff:203.0.113.7'))).toBe(
      true,
    );
    expect(await isIpHashBlacklisted(c.database.db, hashIp(c.config.secrets.ipHashSecret, '203.0.113.8'))).toBe(false);
    // The audit trail names a hash prefix, never the IP.
    const audit = await c.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', 'like', 'admin.blacklist.%')
      .execute();
    expect(JSON.stringify(audit)).not.toContain('203.0.113.7');
  });

  it('validates IPv4 and IPv6, lists newest first and removes', async () => {
    const c = ctx();
    const admin = await makeUser(c, { role: 'admin' });
    for (const ip of ['999.1.1.1', 'localhost', '', '2001:db8:::1']) {
      const bad = await call(c, admin.cookie, 'POST', '/api/admin/blacklist', { ip });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Bitte geben Sie eine gültige IP-Adresse ein.');
    }
    const v6 = await call(c, admin.cookie, 'POST', '/api/admin/blacklist', { ip: '2001:DB8::1', noteIp: false });
    expect(v6.json().reason).toBe('Manuell hinzugefügt');
    expect(v6.json().ipHash).toBe(hashIp(c.config.secrets.ipHashSecret, '2001:db8:0:0:0:0:0:1'));
    const list = (await call(c, admin.cookie, 'GET', '/api/admin/blacklist')).json().entries as { ipHash: string }[];
    expect(list[0]?.ipHash).toBe(v6.json().ipHash);
    expect((await call(c, admin.cookie, 'DELETE', `/api/admin/blacklist/${v6.json().ipHash}`)).statusCode).toBe(204);
    expect((await call(c, admin.cookie, 'DELETE', `/api/admin/blacklist/${v6.json().ipHash}`)).json().code).toBe(
      'ENTRY_NOT_FOUND',
    );
    expect(await isIpHashBlacklisted(c.database.db, v6.json().ipHash)).toBe(false);
  });

  it('honours an optional expiry', async () => {
    const c = ctx();
    const admin = await makeUser(c, { role: 'admin' });
    const past = await call(c, admin.cookie, 'POST', '/api/admin/blacklist', {
      ip: '198.51.100.1',
      expiresAt: '2020-01-01T00:00:00Z',
    });
    expect(past.statusCode).toBe(400);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const res = await call(c, admin.cookie, 'POST', '/api/admin/blacklist', { ip: '198.51.100.1', expiresAt: future });
    expect(res.json().expiresAt).toBe(future);
    const hash = res.json().ipHash as string;
    expect(await isIpHashBlacklisted(c.database.db, hash)).toBe(true);
    await c.database.db
      .updateTable('ip_blacklist')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('ip_hash', '=', hash)
      .execute();
    expect(await isIpHashBlacklisted(c.database.db, hash)).toBe(false);
  });
});

describeEachDatabase('membership administration', (ctx) => {
  const packageId = async (c: TestContext, name: string) =>
    (
      await c.database.db
        .selectFrom('membership_packages')
        .select('id')
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).id;

  it('has the four packages of the spec by monthly price, and the six add-ons', async () => {
    const c = ctx();
    const user = await makeUser(c);
    const res = await call(c, user.cookie, 'GET', '/api/membership/overview');
    const body = res.json();
    expect(body.packages.map((p: { name: string; monthlyPrice: number }) => [p.name, p.monthlyPrice])).toEqual([
      ['Beta-Testphase', 0],
      ['Kompakt', 59],
      ['Team', 99],
      ['Profi', 149],
    ]);
    expect(body.addons).toHaveLength(6);
    expect(body.current).toBeNull();
  });

  it('creates a new active membership, then edits it; the header shows the new package', async () => {
    const c = ctx();
    const admin = await makeUser(c, { role: 'admin' });
    const user = await makeUser(c);
    const none = await call(c, admin.cookie, 'PUT', `/api/admin/memberships/${user.id}`, { addons: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Bitte wählen Sie ein Paket aus.');

    const kompakt = await packageId(c, 'Kompakt');
    const created = await call(c, admin.cookie, 'PUT', `/api/admin/memberships/${user.id}`, {
      packageId: kompakt,
      addons: [
        { id: 'additional_login', quantity: 2 },
        { id: 'email_forwarding', quantity: 1 },
      ],
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      packageId: kompakt,
      packageName: 'Kompakt',
      status: 'active',
      addons: [
        { id: 'additional_login', quantity: 2 },
        { id: 'email_forwarding', quantity: 1 },
      ],
    });

    const team = await packageId(c, 'Team');
    const notForTeam = await call(c, admin.cookie, 'PUT', `/api/admin/memberships/${user.id}`, {
      packageId: team,
      addons: [{ id: 'email_forwarding', quantity: 1 }],
    });
    expect(notForTeam.json().code).toBe('ADDON_NOT_AVAILABLE');
    const unknownAddon = await call(c, admin.cookie, 'PUT', `/api/admin/memberships/${user.id}`, {
      packageId: team,
      addons: [{ id: 'gibt_es_nicht', quantity: 1 }],
    });
    expect(unknownAddon.json().code).toBe('ADDON_NOT_AVAILABLE');

    const edited = await call(c, admin.cookie, 'PUT', `/api/admin/memberships/${user.id}`, {
      packageId: team,
      addons: [],
    });
    expect(edited.json()).toMatchObject({ id: created.json().id, packageName: 'Team', addons: [] });
    const rows = await c.database.db
      .selectFrom('user_memberships')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);

    const header = await call(c, user.cookie, 'GET', '/api/membership/current');
    expect(header.json().membership.packageName).toBe('Team');
    const overview = await call(c, user.cookie, 'GET', '/api/membership/overview');
    expect(overview.json().current).toMatchObject({ packageName: 'Team', addons: [] });
    const list = (await call(c, admin.cookie, 'GET', '/api/admin/memberships')).json();
    expect(list.users.find((u: { userId: string }) => u.userId === user.id).membership.packageName).toBe('Team');
    expect(
      (await call(c, admin.cookie, 'PUT', `/api/admin/memberships/${crypto.randomUUID()}`, { packageId: team })).json()
        .code,
    ).toBe('USER_NOT_FOUND');
  });

  it('Beta takes every add-on', async () => {
    const c = ctx();
    const admin = await makeUser(c, { role: 'admin' });
    const user = await makeUser(c, { login: false });
    const res = await call(c, admin.cookie, 'PUT', `/api/admin/memberships/${user.id}`, {
      packageId: await packageId(c, 'Beta-Testphase'),
      addons: [
        { id: 'premium_service', quantity: 1 },
        { id: 'ki_anamnese_boost', quantity: 1 },
      ],
    });
    expect(res.statusCode).toBe(200);
  });
});
