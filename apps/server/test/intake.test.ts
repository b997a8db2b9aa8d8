import { Writable } from 'node:stream';
import { messageFor } from '@praxisdesk/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { crossTenant, withTenant } from '../src/db/scope.js';
import { decryptFormData } from '../src/lib/crypto.js';
import { hashIp } from '../src/lib/ipHash.js';
import { describeEachDatabase, makeTenant, makeUser, randomIp, type TestContext } from './harness.js';

const ORIGIN = 'https://www.praxis-beispiel.example';

describeEachDatabase('public intake: submitForm and webflow-submit', (ctx) => {
  let tenant: Awaited<ReturnType<typeof makeTenant>>;
  beforeAll(async () => {
    tenant = await makeTenant(ctx(), 'Physio Beispiel', {
      allowedOrigins: [ORIGIN],
      emailRecipients: ['empfang@praxis-beispiel.example', 'chefin@praxis-beispiel.example'],
    });
  });

  const submit = (payload: unknown, headers: Record<string, string> = {}, ip = randomIp()) =>
    ctx().app.inject({
      method: 'POST',
      url: '/functions/v1/submitForm',
      payload: payload as object,
      headers: { apikey: tenant.publicKey, ...headers },
      remoteAddress: ip,
    });

  const countRows = () =>
    withTenant(ctx().database.db, tenant.id, async (tx) =>
      Number(
        (
          await tx
            .selectFrom('form_submissions')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    );

  it('stores a submission by tenant slug or id, encrypted, with its spam fields and notification jobs', async () => {
    const res = await submit({
      tenantId: tenant.slug,
      formData: {
        name: 'Erika Mustermann',
        email: 'erika@example.de',
        message: 'Knie schmerzt seit Wochen',
        type: 'prescription',
      },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, submissionId: expect.any(String), grant: expect.any(String) });

    const byId = await submit({ tenantId: tenant.id, formData: { name: 'Max', message: 'Termin bitte' } });
    expect(byId.json().success).toBe(true);

    await withTenant(ctx().database.db, tenant.id, async (tx) => {
      const row = await tx
        .selectFrom('form_submissions')
        .selectAll()
        .where('id', '=', body.submissionId)
        .executeTakeFirstOrThrow();
      expect(row.form_type).toBe('prescription');
      expect(row.is_spam).toBe(false);
      expect(row.spam_score).toBeLessThan(50);
      expect(row.client_ip_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.form_data.toString('latin1')).not.toContain('Knie');
      const jobs = await tx
        .selectFrom('jobs')
        .select(['queue', 'payload'])
        .where('tenant_id', '=', tenant.id)
        .execute();
      const mine = jobs.filter((j) => (j.payload as { submissionId: string }).submissionId === body.submissionId);
      expect(mine.map((j) => j.queue).sort()).toEqual(['notify.staff', 'notify.staff']);
      // No patient data in the job payloads.
      expect(JSON.stringify(mine)).not.toContain('erika@example.de');
    });
  });

  it('answers bad input with a 4xx, a code and a German message, and stores nothing', async () => {
    const before = await countRows();
    const cases: { name: string; inject: () => ReturnType<typeof submit>; status: number; code: string }[] = [
      {
        name: 'unknown tenant',
        inject: () => submit({ tenantId: 'gibt-es-nicht', formData: { a: '1' } }),
        status: 404,
        code: 'TENANT_NOT_FOUND',
      },
      {
        name: 'wrong key',
        inject: () => submit({ tenantId: tenant.slug, formData: { a: '1' } }, { apikey: 'pk_falsch' }),
        status: 401,
        code: 'INVALID_API_KEY',
      },
      {
        name: 'missing key',
        inject: () =>
          ctx().app.inject({
            method: 'POST',
            url: '/functions/v1/submitForm',
            payload: { tenantId: tenant.slug, formData: { a: '1' } },
          }),
        status: 401,
        code: 'INVALID_API_KEY',
      },
      {
        name: 'missing formData',
        inject: () => submit({ tenantId: tenant.slug }),
        status: 400,
        code: 'VALIDATION_FAILED',
      },
      {
        name: 'formData not an object',
        inject: () => submit({ tenantId: tenant.slug, formData: 'hallo' }),
        status: 400,
        code: 'VALIDATION_FAILED',
      },
      {
        name: 'deep nesting',
        inject: () => submit({ tenantId: tenant.slug, formData: { a: { b: { c: { d: 1 } } } } }),
        status: 400,
        code: 'VALIDATION_FAILED',
      },
      {
        name: 'long string',
        inject: () => submit({ tenantId: tenant.slug, formData: { message: 'x'.repeat(500_000) } }),
        status: 400,
        code: 'VALIDATION_FAILED',
      },
      {
        name: '1 MB string',
        inject: () => submit({ tenantId: tenant.slug, formData: { message: 'x'.repeat(1_100_000) } }),
        status: 413,
        code: 'PAYLOAD_TOO_LARGE',
      },
      {
        name: 'invalid JSON',
        inject: () => submit('{"tenantId": "x", formData', { 'content-type': 'application/json' }),
        status: 400,
        code: 'INVALID_JSON',
      },
      {
        name: '__proto__ key',
        inject: () =>
          submit(`{"tenantId": "${tenant.slug}", "formData": {"__proto__": {"x": 1}}}`, {
            'content-type': 'application/json',
          }),
        status: 400,
        code: 'INVALID_JSON',
      },
      {
        name: 'wrong content type',
        inject: () => submit('<xml/>', { 'content-type': 'application/xml' }),
        status: 415,
        code: 'UNSUPPORTED_MEDIA_TYPE',
      },
      {
        name: 'foreign origin',
        inject: () => submit({ tenantId: tenant.slug, formData: { a: '1' } }, { origin: 'https://evil.example' }),
        status: 403,
        code: 'ORIGIN_NOT_ALLOWED',
      },
    ];
    for (const c of cases) {
      const res = await c.inject();
      expect([res.statusCode, res.json().code], c.name).toEqual([c.status, c.code]);
      expect(res.json().success, c.name).toBe(false);
      expect(res.json().error, c.name).toMatch(/\p{Ll}/u);
    }
    expect(await countRows()).toBe(before);
  });

  it('stores one row for the same Idempotency-Key', async () => {
    const key = crypto.randomUUID();
    const payload = { tenantId: tenant.slug, formData: { name: 'Doppelt', message: 'Zweimal gesendet' } };
    const [a, b] = await Promise.all([
      submit(payload, { 'idempotency-key': key }),
      submit(payload, { 'idempotency-key': key }),
    ]);
    expect(a.json().submissionId).toBe(b.json().submissionId);
    const rows = await withTenant(ctx().database.db, tenant.id, (tx) =>
      tx.selectFrom('form_submissions').select('id').where('idempotency_key', '=', key).execute(),
    );
    expect(rows).toHaveLength(1);
  });

  it('allows CORS only for registered website origins, without credentials', async () => {
    const pre = (origin: string) =>
      ctx().app.inject({
        method: 'OPTIONS',
        url: '/functions/v1/submitForm',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,apikey',
        },
      });
    const ok = await pre(ORIGIN);
    expect(ok.statusCode).toBe(204);
    expect(ok.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(ok.headers['access-control-allow-headers']).toContain('apikey');
    expect(ok.headers['access-control-allow-credentials']).toBeUndefined();
    const bad = await pre('https://evil.example');
    expect(bad.headers['access-control-allow-origin']).toBeUndefined();

    const post = await submit({ tenantId: tenant.slug, formData: { name: 'Web' } }, { origin: ORIGIN });
    expect(post.statusCode).toBe(200);
    expect(post.headers['access-control-allow-origin']).toBe(ORIGIN);
  });

  it('limits submissions per IP with 429 and Retry-After', async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await submit({ tenantId: tenant.slug, formData: { n: String(i) } }, {}, ip)).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    const last = await submit({ tenantId: tenant.slug, formData: { n: 'x' } }, {}, ip);
    expect(last.statusCode).toBe(429);
    expect(last.json().code).toBe('RATE_LIMITED');
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('stores a submission from a blacklisted IP as spam, with the reason, and notifies nobody', async () => {
    const ip = randomIp();
    await ctx()
      .database.db.insertInto('ip_blacklist')
      .values({ ip_hash: hashIp(ctx().config.secrets.ipHashSecret, ip), reason: 'Test' })
      .execute();
    const res = await submit(
      {
        tenantId: tenant.slug,
        formData: { name: 'Gesperrt', message: 'Ich brauche einen Termin für Krankengymnastik, Rezept liegt vor.' },
      },
      {},
      ip,
    );
    expect(res.statusCode).toBe(200);
    const id = res.json().submissionId;
    await withTenant(ctx().database.db, tenant.id, async (tx) => {
      const row = await tx.selectFrom('form_submissions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.is_spam).toBe(true);
      // Decisive: the patient-like text does not talk it down.
      expect(row.spam_score).toBe(100);
      expect(JSON.stringify(row.spam_reasons)).toContain('Blacklist');
      const jobs = await tx
        .selectFrom('jobs')
        .select('id')
        .where(sql<boolean>`payload->>'submissionId' = ${id}`)
        .execute();
      expect(jobs).toHaveLength(0);
    });
  });

  it('treats a filled honeypot as spam and keeps it out of the stored form data', async () => {
    const res = await submit({ tenantId: tenant.slug, formData: { name: 'Bot', website_url: 'http://spam.example' } });
    const id = res.json().submissionId;
    const { row, data } = await withTenant(ctx().database.db, tenant.id, async (tx) => {
      const row = await tx.selectFrom('form_submissions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      const ref = { tenantId: tenant.id, table: 'form_submissions', recordId: id };
      return { row, data: await ctx().keyring.decrypt(tx, ref, row.form_data, row.key_version) };
    });
    expect(row.is_spam).toBe(true);
    expect(JSON.stringify(row.spam_reasons)).toContain('Verstecktes Feld');
    expect(data).toEqual({ name: 'Bot' });
  });

  it('webflow-submit: redirects to the website’s pages when registered, else to ours, never elsewhere', async () => {
    const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
      ctx().app.inject({
        method: 'POST',
        url: '/functions/v1/webflow-submit',
        payload: new URLSearchParams(fields).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        remoteAddress: randomIp(),
      });
    const ok = await post({
      tenantId: tenant.slug,
      name: 'Ohne JS',
      email: 'ohne.js@example.org',
      message: 'Hallo',
      success_url: `${ORIGIN}/danke`,
    });
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe(`${ORIGIN}/danke`);

    const foreign = await post(
      { tenantId: tenant.slug, name: 'Ohne JS', telefon: '0228 123456', success_url: 'https://evil.example/phish' },
      { referer: `${ORIGIN}/kontakt` },
    );
    expect(foreign.headers.location).toBe(
      `/success?tenant=${tenant.slug}&from=${encodeURIComponent(`${ORIGIN}/kontakt`)}`,
    );

    const unknown = await post({ tenantId: 'gibt-es-nicht', name: 'x', error_url: 'https://evil.example/x' });
    expect(unknown.statusCode).toBe(303);
    expect(unknown.headers.location).toMatch(/^\/error\?error=/);

    const badOrigin = await post(
      { tenantId: tenant.slug, name: 'x', error_url: `${ORIGIN}/fehler` },
      { origin: 'https://evil.example' },
    );
    const refused = new URL(badOrigin.headers.location as string);
    expect(refused.origin + refused.pathname).toBe(`${ORIGIN}/fehler`);
    expect(refused.searchParams.get('error')).toBe(messageFor('ORIGIN_NOT_ALLOWED'));
    expect(refused.searchParams.get('code')).toBe('ORIGIN_NOT_ALLOWED');
  });

  it('webflow-submit: needs an e-mail address or a phone number, else the German error on the error page', async () => {
    const post = (fields: Record<string, string>) =>
      ctx().app.inject({
        method: 'POST',
        url: '/functions/v1/webflow-submit',
        payload: new URLSearchParams(fields).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        remoteAddress: randomIp(),
      });
    const message =
      'Bitte geben Sie eine E-Mail-Adresse oder eine Telefonnummer an, damit die Praxis Sie erreichen kann.';
    for (const missing of <Record<string, string>[]>[
      { name: 'Nur Name', message: 'Hallo' },
      { name: 'Leer', email: '', telefon: '', message: 'Hallo' },
      { name: 'Kaputt', email: 'keine-adresse', phone: '12', message: 'Hallo' },
    ]) {
      const ours = await post({ tenantId: tenant.slug, ...missing });
      expect(ours.statusCode).toBe(303);
      const to = new URL(ours.headers.location as string, 'http://x');
      expect(to.pathname).toBe('/error');
      expect(to.searchParams.get('error')).toBe(message);
      const site = await post({ tenantId: tenant.slug, ...missing, error_url: `${ORIGIN}/fehler?form=kontakt` });
      const back = new URL(site.headers.location as string);
      expect(back.origin + back.pathname).toBe(`${ORIGIN}/fehler`);
      expect(back.searchParams.get('form')).toBe('kontakt');
      expect(back.searchParams.get('error')).toBe(message);
      expect(back.searchParams.get('code')).toBe('CONTACT_REQUIRED');
    }
    for (const contact of <Record<string, string>[]>[
      { email: 'a@b.de' },
      { telefon: '0228 123456' },
      { Phone: '+49 170 1234567' },
      { 'E-Mail': 'x@y.de' },
    ]) {
      const res = await post({ tenantId: tenant.slug, name: 'Mit Kontakt', message: 'Hallo', ...contact });
      expect(res.headers.location, JSON.stringify(contact)).toMatch(/^\/success/);
    }
  });

  it('webflow-submit: redirects to a registered page with CR/LF or non-Latin-1 characters in its address, never 500', async () => {
    const post = (fields: Record<string, string> | URLSearchParams) =>
      ctx().app.inject({
        method: 'POST',
        url: '/functions/v1/webflow-submit',
        payload: new URLSearchParams(fields).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        remoteAddress: randomIp(),
      });
    const crlf = await post({
      tenantId: tenant.slug,
      name: 'A',
      email: 'a@example.org',
      message: 'x',
      success_url: `${ORIGIN}/danke\r\nSet-Cookie: a=b`,
    });
    expect(crlf.statusCode).toBe(303);
    expect(crlf.headers.location).toBe(`${ORIGIN}/dankeSet-Cookie:%20a=b`);
    expect(crlf.headers['set-cookie']).toBeUndefined();
    const umlaut = await post({
      tenantId: tenant.slug,
      name: 'B',
      email: 'b@example.org',
      message: 'x',
      success_url: `${ORIGIN}/dänke?grüße=✓`,
    });
    expect(umlaut.statusCode).toBe(303);
    expect(umlaut.headers.location).toBe(`${ORIGIN}/d%C3%A4nke?gr%C3%BC%C3%9Fe=%E2%9C%93`);
    // 101 values of one field fail validation: the error page's address is encoded the same way.
    const tooMany = new URLSearchParams({ tenantId: tenant.slug, error_url: `${ORIGIN}/fehler—seite` });
    for (let i = 0; i < 101; i++) tooMany.append('kurs', 'Yoga');
    const failing = await post(tooMany);
    expect(failing.statusCode).toBe(303);
    expect(failing.headers.location).toBe(
      `${ORIGIN}/fehler%E2%80%94seite?${new URLSearchParams({ error: messageFor('VALIDATION_FAILED'), code: 'VALIDATION_FAILED' })}`,
    );
  });

  it('webflow-submit: takes multipart forms and repeated fields', async () => {
    const boundary = 'xyzBOUNDARY';
    const part = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const body = `${part('tenantId', tenant.slug)}${part('name', 'Multi Part')}${part('email', 'multi@example.org')}${part('kurs', 'Yoga')}${part('kurs', 'Pilates')}--${boundary}--\r\n`;
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/functions/v1/webflow-submit',
      payload: body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      remoteAddress: randomIp(),
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toMatch(/^\/success\?tenant=/);
  });
});

describeEachDatabase('public intake logs', (ctx) => {
  let lines: string[] = [];
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    const c: TestContext = ctx();
    const stream = new Writable({
      write(chunk, _enc, cb) {
        lines.push(String(chunk));
        cb();
      },
    });
    app = await buildApp({
      config: { ...c.config, logLevel: 'debug' },
      db: c.database.db,
      serveWeb: false,
      logStream: stream,
    });
  });
  afterAll(() => app.close());

  it('never writes submitted values, keys or grants into log lines', async () => {
    const t = await makeTenant(ctx());
    lines = [];
    const secret = `Bandscheibenvorfall-${crypto.randomUUID()}`;
    const res = await app.inject({
      method: 'POST',
      url: '/functions/v1/submitForm',
      payload: { tenantId: t.slug, formData: { name: 'Log Test', message: secret, email: 'log@example.de' } },
      headers: { apikey: t.publicKey },
      remoteAddress: randomIp(),
    });
    expect(res.statusCode).toBe(200);
    await app.inject({
      method: 'POST',
      url: '/functions/v1/submitForm',
      payload: { tenantId: t.slug, formData: { message: secret } },
    });
    expect(lines.length).toBeGreaterThan(0);
    const all = lines.join('\n');
    for (const value of [secret, 'log@example.de', t.publicKey, res.json().grant]) expect(all).not.toContain(value);
  });
});

describeEachDatabase('request log lines', (ctx) => {
  it('logs staff calls at info, the public intake only at debug, one line per request', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, cb) {
        lines.push(String(chunk));
        cb();
      },
    });
    const c: TestContext = ctx();
    const t = await makeTenant(c);
    for (const level of ['info', 'debug'] as const) {
      lines.length = 0;
      const app = await buildApp({
        config: { ...c.config, logLevel: level },
        db: c.database.db,
        serveWeb: false,
        logStream: stream,
      });
      try {
        const submit = await app.inject({
          method: 'POST',
          url: '/functions/v1/submitForm',
          payload: { tenantId: t.slug, formData: { name: 'Log Test', message: 'Hallo', email: 'log2@example.de' } },
          headers: { apikey: t.publicKey },
          remoteAddress: randomIp(),
        });
        expect(submit.statusCode).toBe(200);
        const staff = await app.inject({ method: 'GET', url: '/api/auth/session' });
        expect(staff.statusCode).toBe(401);
        const completed = lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'request completed');
        const paths = completed.map((l) => l.req.path);
        expect(paths, level).toEqual(
          level === 'info' ? ['/api/auth/session'] : ['/functions/v1/submitForm', '/api/auth/session'],
        );
        expect(
          lines.some((l) => l.includes('incoming request')),
          level,
        ).toBe(false);
      } finally {
        await app.close();
      }
    }
  });
});

describeEachDatabase('public intake: practice changes and limits take effect at once', (ctx) => {
  const submitTo = (
    app: Awaited<ReturnType<typeof buildApp>>,
    t: { slug: string; publicKey: string },
    ip = randomIp(),
    apikey = t.publicKey,
  ) =>
    app.inject({
      method: 'POST',
      url: '/functions/v1/submitForm',
      payload: { tenantId: t.slug, formData: { name: 'Erika Mustermann', message: 'Termin für Krankengymnastik' } },
      headers: { apikey },
      remoteAddress: ip,
    });

  it('refuses the old public key right after a rotation, and the practice right after its deletion', async () => {
    const c = ctx();
    const admin = await makeUser(c, { role: 'admin' });
    const t = await makeTenant(c);
    expect((await submitTo(c.app, t)).statusCode).toBe(200); // the practice is now cached
    const rotated = await c.app.inject({
      method: 'POST',
      url: `/api/admin/tenants/${t.id}/rotate-key`,
      headers: { cookie: admin.cookie },
    });
    const newKey: string = rotated.json().tenant.publicKey;
    const old = await submitTo(c.app, t);
    expect(old.statusCode).toBe(401);
    expect(old.json().code).toBe('INVALID_API_KEY');
    expect((await submitTo(c.app, t, randomIp(), newKey)).statusCode).toBe(200);

    const deleted = await c.app.inject({
      method: 'DELETE',
      url: `/api/admin/tenants/${t.id}`,
      headers: { cookie: admin.cookie },
      payload: { confirm: t.slug },
    });
    expect(deleted.statusCode).toBe(204);
    const gone = await submitTo(c.app, t, randomIp(), newKey);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('TENANT_NOT_FOUND');
  });

  it('answers 404, not 500, for a practice another process deleted while this one still has it cached', async () => {
    const c = ctx();
    const t = await makeTenant(c);
    expect((await submitTo(c.app, t)).statusCode).toBe(200);
    await crossTenant(c.database.db, (tx) => tx.deleteFrom('tenants').where('id', '=', t.id).execute());
    const res = await submitTo(c.app, t);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('TENANT_NOT_FOUND');
  });

  it('stores the next submission with a rotated data key (rotated from the CLI, no cache in between)', async () => {
    const c = ctx();
    const t = await makeTenant(c);
    const before = await submitTo(c.app, t);
    const version = await withTenant(c.database.db, t.id, (tx) => c.keyring.rotateTenantKey(tx, t.id));
    expect(version).toBe(2);
    const after = await submitTo(c.app, t);
    await withTenant(c.database.db, t.id, async (tx) => {
      const rows = await tx
        .selectFrom('form_submissions')
        .select(['id', 'tenant_id', 'form_data', 'key_version'])
        .where('id', 'in', [before.json().submissionId, after.json().submissionId])
        .execute();
      const byId = new Map(rows.map((r) => [r.id, r]));
      expect(byId.get(before.json().submissionId)?.key_version).toBe(1);
      const row = byId.get(after.json().submissionId);
      expect(row?.key_version).toBe(2);
      if (!row) return;
      const data = await decryptFormData(c.keyring, tx, {
        tenantId: row.tenant_id,
        id: row.id,
        formData: row.form_data,
        keyVersion: row.key_version,
      });
      expect(data).toMatchObject({ name: 'Erika Mustermann' });
    });
  });

  describe('with small limits (2 per address, 4 per practice)', () => {
    let app: Awaited<ReturnType<typeof buildApp>>;
    beforeAll(async () => {
      app = await buildApp({
        config: { ...ctx().config, intakeLimits: { perIp: 2, perTenant: 4 } },
        db: ctx().database.db,
        serveWeb: false,
      });
    });
    afterAll(() => app.close());

    it('does not let one address use up the practice budget, and refuses a flood of the practice from any address', async () => {
      const t = await makeTenant(ctx());
      const other = await makeTenant(ctx());
      const flooder = randomIp();
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await submitTo(app, t, flooder)).statusCode);
      expect(statuses).toEqual([200, 200, 429, 429, 429]);
      // The three refusals were not counted for the practice: two more addresses still get in.
      expect((await submitTo(app, t)).statusCode).toBe(200);
      expect((await submitTo(app, t)).statusCode).toBe(200);
      // The practice has had its 4; every further address is refused, with Retry-After.
      for (let i = 0; i < 3; i++) {
        const refused = await submitTo(app, t);
        expect(refused.statusCode).toBe(429);
        expect(refused.json().code).toBe('RATE_LIMITED');
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
      }
      // A wrong key is still answered as a wrong key, not as the practice's refusal.
      const wrongKey = await submitTo(app, t, randomIp(), 'pk_falsch');
      expect(wrongKey.statusCode).toBe(401);
      expect(wrongKey.json().code).toBe('INVALID_API_KEY');
      // Another practice is not affected.
      expect((await submitTo(app, other)).statusCode).toBe(200);
      const stored = await withTenant(ctx().database.db, t.id, (tx) =>
        tx.selectFrom('form_submissions').select('id').execute(),
      );
      expect(stored).toHaveLength(4);
    });
  });
});
