/**
 * Issue 10: the audit trail (each audited action leaves a row without health data, the app
 * role cannot rewrite it), retention with a fake clock, Art. 17 erasure against legal
 * retention, and the patient and tenant exports (complete, field by field, and nothing of
 * anyone else).
 */
import { randomBytes } from 'node:crypto';
import type { FormType } from '@praxisdesk/domain';
import { unzipSync } from 'fflate';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { withTenant } from '../src/db/scope.js';
import {
  contactIndex,
  contactIndexJobHandlers,
  ensureContactIndexScheduled,
} from '../src/features/privacy/contactIndex.js';
import type { FullRecord } from '../src/features/privacy/records.js';
import {
  ensureRetentionScheduled,
  RETENTION_QUEUE,
  retentionJobHandlers,
  runRetention,
} from '../src/features/privacy/retention.js';
import { enqueue } from '../src/jobs/queue.js';
import { createWorker } from '../src/jobs/worker.js';
import {
  describeEachDatabase,
  makeSubmission,
  makeTenant,
  makeUser,
  randomIp,
  type TestContext,
  type TestUser,
} from './harness.js';

type Tenant = Awaited<ReturnType<typeof makeTenant>>;

const HEALTH = 'Bandscheibenvorfall L4/L5';
const patient = {
  name: 'Erika Mustermann',
  email: 'Erika.Muster@example.de',
  telefon: '0171 2345678',
  message: `Seit drei Wochen ${HEALTH}`,
};
const other = { name: 'Max Fremd', email: 'max.fremd@example.de', telefon: '0228 999999', message: 'Knie links' };

async function addFile(ctx: TestContext, tenantId: string, id: string, bytes: Buffer, fileName = 'rezept.pdf') {
  await withTenant(ctx.database.db, tenantId, async (tx) => {
    const { blob, keyVersion } = await ctx.keyring.encryptBytes(
      tx,
      { tenantId, table: 'submission_files', recordId: id },
      bytes,
    );
    await tx
      .insertInto('submission_files')
      .values({ submission_id: id, tenant_id: tenantId, content: blob, key_version: keyVersion })
      .execute();
    await tx
      .updateTable('form_submissions')
      .set({
        prescription_file: JSON.stringify({
          fileName,
          fileType: 'application/pdf',
          fileSize: bytes.length,
          uploadedAt: new Date().toISOString(),
        }),
      })
      .where('id', '=', id)
      .execute();
  });
}

async function addAnamnesis(
  ctx: TestContext,
  tenantId: string,
  submissionId: string,
  answers: unknown,
  summary: unknown,
  completedAt = new Date('2026-01-02T10:00:00Z'),
) {
  const anId = crypto.randomUUID();
  const sumId = crypto.randomUUID();
  await withTenant(ctx.database.db, tenantId, async (tx) => {
    const a = await ctx.keyring.encrypt(tx, { tenantId, table: 'anamnese_submissions', recordId: anId }, answers);
    await tx
      .insertInto('anamnese_submissions')
      .values({
        id: anId,
        tenant_id: tenantId,
        original_submission_id: submissionId,
        answers: a.blob,
        key_version: a.keyVersion,
        completed_at: completedAt,
      })
      .execute();
    const s = await ctx.keyring.encrypt(tx, { tenantId, table: 'anamnese_ai_summaries', recordId: sumId }, summary);
    await tx
      .insertInto('anamnese_ai_summaries')
      .values({
        id: sumId,
        tenant_id: tenantId,
        anamnese_submission_id: anId,
        ai_model: 'test-model',
        summary: s.blob,
        key_version: s.keyVersion,
      })
      .execute();
  });
  return anId;
}

async function addMagicLinkAndJob(ctx: TestContext, tenantId: string, submissionId: string) {
  await withTenant(ctx.database.db, tenantId, async (tx) => {
    await tx
      .insertInto('magic_links')
      .values({
        tenant_id: tenantId,
        submission_id: submissionId,
        recipient: 'team@praxis.test',
        token_hash: randomBytes(32),
        code_hash: randomBytes(32),
        expires_at: new Date(Date.now() + 86_400_000),
      })
      .execute();
    await enqueue(
      tx,
      'notify.staff',
      { submissionId, recipient: 'team@praxis.test' },
      { tenantId, runAt: new Date(Date.now() + 3_600_000) },
    );
  });
}

async function setDates(ctx: TestContext, tenantId: string, id: string, created: Date, processed?: Date, spam = false) {
  await withTenant(ctx.database.db, tenantId, (tx) =>
    tx
      .updateTable('form_submissions')
      .set({
        created_at: created,
        processed_at: processed ?? null,
        is_processed: !!processed,
        is_spam: spam,
      })
      .where('id', '=', id)
      .execute(),
  );
}

async function auditRows(ctx: TestContext, where: { action: string; targetId?: string }) {
  let q = ctx.database.db.selectFrom('audit_log').selectAll().where('action', '=', where.action);
  if (where.targetId) q = q.where('target_id', '=', where.targetId);
  return q.orderBy('id').execute();
}

function expectNoHealthData(rows: Array<{ details: unknown }>) {
  const text = JSON.stringify(rows);
  for (const secret of [HEALTH, patient.name, patient.email.toLowerCase(), patient.email, patient.telefon, 'Knie']) {
    expect(text).not.toContain(secret);
  }
}

async function countFor(ctx: TestContext, tenantId: string, ids: string[]) {
  return withTenant(ctx.database.db, tenantId, async (tx) => {
    const n = async (table: string, col: string) =>
      Number(
        (
          await sql<{
            n: string;
          }>`select count(*) as n from ${sql.table(table)} where ${sql.ref(col)}::text = any(${ids})`.execute(tx)
        ).rows[0]?.n,
      );
    const jobs = Number(
      (
        await sql<{ n: string }>`select count(*) as n from jobs where payload->>'submissionId' = any(${ids})`.execute(
          tx,
        )
      ).rows[0]?.n,
    );
    return {
      submissions: await n('form_submissions', 'id'),
      files: await n('submission_files', 'submission_id'),
      anamneses: await n('anamnese_submissions', 'original_submission_id'),
      links: await n('magic_links', 'submission_id'),
      jobs,
    };
  });
}

describeEachDatabase('data protection', (ctx) => {
  let own: Tenant;
  let foreign: Tenant;
  let staff: TestUser;
  let admin: TestUser;
  let outsider: TestUser;

  const api = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    user: TestUser = staff,
  ) =>
    ctx().app.inject({
      method,
      url,
      headers: { cookie: user.cookie, ...(payload !== undefined ? {} : {}) },
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });

  beforeAll(async () => {
    own = await makeTenant(ctx());
    foreign = await makeTenant(ctx());
    staff = await makeUser(ctx(), { tenantIds: [own.id] });
    admin = await makeUser(ctx(), { role: 'admin', tenantIds: [own.id] });
    outsider = await makeUser(ctx(), { tenantIds: [foreign.id] });
  });

  it('records each audited action on a submission, without health data', async () => {
    const id = await makeSubmission(ctx(), own.id, patient, 'prescription');
    const other2 = await makeSubmission(ctx(), own.id, other);
    await addFile(ctx(), own.id, id, Buffer.from('%PDF-1.4 Rezept'));
    expect((await api('GET', `/api/submissions/${id}`)).statusCode).toBe(200);
    expect((await api('GET', `/api/submissions/${id}/file`)).statusCode).toBe(200);
    expect((await api('PATCH', `/api/submissions/${id}/processed`, { processed: true })).statusCode).toBe(200);
    expect((await api('PATCH', `/api/submissions/${other2}/spam`, { isSpam: true })).statusCode).toBe(200);
    expect((await api('GET', `/api/submissions/${id}/related`)).statusCode).toBe(200);
    expect((await api('POST', `/api/submissions/${id}/export`, { ids: [id] })).statusCode).toBe(200);
    const bulk = await makeSubmission(ctx(), own.id, other);
    expect((await api('POST', '/api/submissions/bulk-delete', { ids: [bulk] })).statusCode).toBe(200);

    const expected: Array<[string, string]> = [
      ['submission.read', id],
      ['submission.file_read', id],
      ['submission.processed', id],
      ['submission.mark_spam', other2],
      ['patient.match_search', id],
      ['submission.export', id],
      ['patient.export', id],
      ['submission.delete', bulk],
    ];
    for (const [action, targetId] of expected) {
      const rows = await auditRows(ctx(), { action, targetId });
      expect(rows, action).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        actor_kind: 'user',
        actor_user_id: staff.id,
        tenant_id: own.id,
        outcome: 'success',
      });
      expectNoHealthData(rows);
    }

    // The staff user sees the access history on the detail page; another tenant's user does not.
    const log = await api('GET', `/api/submissions/${id}/access-log`);
    expect(log.statusCode).toBe(200);
    const actions = log.json().entries.map((e: { action: string }) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(['submission.read', 'submission.file_read', 'submission.export', 'patient.export']),
    );
    expect(log.json().entries[0].actorName).toContain(staff.email);
    expect((await api('GET', `/api/submissions/${id}/access-log`, undefined, outsider)).statusCode).toBe(404);
  });

  it('records the remaining inbox, link, sign-out and admin actions, each without secrets', async () => {
    const id = await makeSubmission(ctx(), own.id, patient);
    const spam = await makeSubmission(ctx(), own.id, other);
    const gone = await makeSubmission(ctx(), own.id, other);
    await withTenant(ctx().database.db, own.id, (tx) =>
      tx
        .updateTable('form_submissions')
        .set({ client_ip_hash: 'a'.repeat(64) })
        .where('id', '=', spam)
        .execute(),
    );
    const ok = (r: { statusCode: number; body: string }, code = 200) => expect(r.statusCode, r.body).toBe(code);
    ok(await api('PATCH', `/api/submissions/${id}/processed`, { processed: true }));
    ok(await api('PATCH', `/api/submissions/${id}/processed`, { processed: false }));
    ok(await api('PATCH', `/api/submissions/${spam}/spam`, { isSpam: true }));
    ok(await api('POST', `/api/submissions/${spam}/block-sender`));
    ok(await api('PATCH', `/api/submissions/${spam}/spam`, { isSpam: false }));
    ok(await api('POST', `/api/submissions/${id}/notifications`), 202);
    ok(await api('DELETE', `/api/submissions/${gone}`), 204);
    const token = 'geheimer-token-1234567890';
    await ctx().app.inject({
      method: 'POST',
      url: '/functions/v1/verifySubmissionToken',
      payload: { submissionId: id, token },
    });

    // Admin changes: user, tenant, blacklist, membership.
    const created = await api(
      'POST',
      '/api/admin/users',
      {
        email: `neu-${Date.now()}@praxis.test`,
        password: 'ein-langes-passwort-123',
        fullName: 'Neu',
        tenantIds: [own.id],
      },
      admin,
    );
    ok(created, 201);
    const newUserId = created.json().user?.id ?? created.json().id;
    const slug = `audit-${Date.now()}`;
    ok(await api('POST', '/api/admin/tenants', { tenantId: slug, name: 'Audit Praxis' }, admin), 201);
    const ip = '198.51.100.23';
    ok(await api('POST', '/api/admin/blacklist', { ip }, admin), 201);
    const pkg = await ctx().database.db.selectFrom('membership_packages').select('id').executeTakeFirst();
    if (pkg) ok(await api('PUT', `/api/admin/memberships/${newUserId}`, { packageId: pkg.id }, admin));
    ok(await api('POST', '/api/auth/logout'), 204);

    const expected: Array<[string, string | null, string]> = [
      ['submission.processed', id, 'user'],
      ['submission.unprocessed', id, 'user'],
      ['submission.mark_spam', spam, 'user'],
      ['submission.block_sender', spam, 'user'],
      ['submission.mark_ham', spam, 'user'],
      ['submission.resend_notification', id, 'user'],
      ['submission.delete', gone, 'user'],
      ['magic_link.verify', id, 'link'],
      ['admin.user.create', null, 'user'],
      ['admin.blacklist.add', null, 'user'],
      ['auth.logout', null, 'user'],
      ...(pkg ? ([['admin.membership.create', null, 'user']] as Array<[string, null, string]>) : []),
    ];
    for (const [action, targetId, actorKind] of expected) {
      const rows = await auditRows(ctx(), targetId ? { action, targetId } : { action });
      expect(rows.length, action).toBeGreaterThan(0);
      expect(rows.at(-1)?.actor_kind, action).toBe(actorKind);
      expectNoHealthData(rows);
      const text = JSON.stringify(rows);
      expect(text).not.toContain(token);
      expect(text).not.toContain(ip);
      expect(text).not.toContain('ein-langes-passwort');
    }
    const tenantRows = await ctx()
      .database.db.selectFrom('audit_log')
      .selectAll()
      .where('action', 'like', 'admin.tenant.%')
      .where('actor_user_id', '=', admin.id)
      .execute();
    expect(tenantRows.length).toBeGreaterThan(0);
    staff = await makeUser(ctx(), { tenantIds: [own.id] });
  });

  it('records sign-in failures and admin retention changes; only admins read the trail', async () => {
    const bad = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: staff.email, password: 'falsch-falsch-falsch' },
      remoteAddress: '10.9.9.9',
    });
    expect(bad.statusCode).toBe(401);
    const fails = await ctx()
      .database.db.selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'auth.login')
      .where('outcome', '=', 'failure')
      .execute();
    expect(fails.length).toBeGreaterThan(0);
    expect(JSON.stringify(fails)).not.toContain('10.9.9.9');
    expect(JSON.stringify(fails)).not.toContain('falsch-falsch');

    const put = await api(
      'PUT',
      `/api/admin/tenants/${own.id}/retention`,
      { category: 'contact', amount: 3, unit: 'months' },
      admin,
    );
    expect(put.statusCode).toBe(200);
    expect(put.json().settings.find((s: { category: string }) => s.category === 'contact')).toMatchObject({
      amount: 3,
      unit: 'months',
      isPreset: false,
    });
    const rows = await auditRows(ctx(), { action: 'admin.retention.update', targetId: 'contact' });
    expect(rows.at(-1)).toMatchObject({ actor_user_id: admin.id, tenant_id: own.id });
    expect(rows.at(-1)?.details).toMatchObject({ from: '6 months', to: '3 months' });

    // A legal duty cannot be shortened; staff cannot change or read settings or the trail.
    const short = await api(
      'PUT',
      `/api/admin/tenants/${own.id}/retention`,
      { category: 'prescription', amount: 5, unit: 'years' },
      admin,
    );
    expect(short.statusCode).toBe(400);
    expect(short.json().code).toBe('RETENTION_TOO_SHORT');
    expect(
      (await api('PUT', `/api/admin/tenants/${own.id}/retention`, { category: 'contact', amount: 1, unit: 'days' }))
        .statusCode,
    ).toBe(403);
    expect((await api('GET', '/api/admin/audit')).statusCode).toBe(403);

    const list = await api(
      'GET',
      `/api/admin/audit?action=admin.retention.update&userId=${admin.id}`,
      undefined,
      admin,
    );
    expect(list.statusCode).toBe(200);
    expect(list.json().entries.length).toBeGreaterThan(0);
    expect(list.json().entries.every((e: { action: string }) => e.action === 'admin.retention.update')).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const none = await api('GET', `/api/admin/audit?action=admin.retention.update&to=2000-01-01`, undefined, admin);
    expect(none.json().totalCount).toBe(0);
    const csv = await api(
      'GET',
      `/api/admin/audit/export.csv?action=admin.retention.update&from=${today}`,
      undefined,
      admin,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Aufbewahrungsfrist geändert');
    expect((await auditRows(ctx(), { action: 'admin.audit.export' })).length).toBeGreaterThan(0);
  });

  it('the app role cannot update or delete audit rows', async () => {
    const { db } = ctx().database;
    await expect(sql`update audit_log set outcome = 'success'`.execute(db)).rejects.toThrow(/permission denied/);
    await expect(sql`delete from audit_log where action = 'submission.read'`.execute(db)).rejects.toThrow(
      /permission denied/,
    );
  });

  it('deletes what has expired at a fake now, keeps the rest, and records it without data', async () => {
    const t = await makeTenant(ctx());
    const now = new Date('2027-06-15T02:30:00Z');
    const mk = async (data: Record<string, unknown>, type: FormType) => makeSubmission(ctx(), t.id, data, type);
    // contact: 6 months after processing
    const contactOld = await mk(patient, 'contact');
    await setDates(ctx(), t.id, contactOld, new Date('2026-10-01T00:00:00Z'), new Date('2026-12-01T00:00:00Z'));
    const contactRecent = await mk(patient, 'contact');
    await setDates(ctx(), t.id, contactRecent, new Date('2026-10-01T00:00:00Z'), new Date('2027-01-01T00:00:00Z'));
    const contactOpen = await mk(patient, 'contact');
    await setDates(ctx(), t.id, contactOpen, new Date('2020-01-01T00:00:00Z'));
    // application: 6 months after receipt
    const jobOld = await mk(patient, 'bewerbung');
    await setDates(ctx(), t.id, jobOld, new Date('2026-12-01T00:00:00Z'));
    const jobNew = await mk(patient, 'bewerbung');
    await setDates(ctx(), t.id, jobNew, new Date('2027-01-01T00:00:00Z'));
    // prescription: 10 years after the last entry
    const rxOld = await mk(patient, 'prescription');
    await setDates(ctx(), t.id, rxOld, new Date('2016-01-01T00:00:00Z'), new Date('2017-06-01T00:00:00Z'));
    const rxKept = await mk(patient, 'prescription');
    await setDates(ctx(), t.id, rxKept, new Date('2016-01-01T00:00:00Z'), new Date('2017-07-01T00:00:00Z'));
    await addFile(ctx(), t.id, rxOld, Buffer.from('alt'));
    await addFile(ctx(), t.id, rxKept, Buffer.from('neu'));
    // anamnesis with its summary, magic links and outbox rows
    const anOld = await mk(patient, 'anamnese');
    await setDates(ctx(), t.id, anOld, new Date('2017-01-01T00:00:00Z'));
    // Its own duty runs from its completion (issue 17): filled in with the request.
    await addAnamnesis(ctx(), t.id, anOld, { beschwerden: HEALTH }, { text: HEALTH }, new Date('2017-01-01T00:00:00Z'));
    await addMagicLinkAndJob(ctx(), t.id, rxOld);
    await addMagicLinkAndJob(ctx(), t.id, rxKept);
    // spam: 30 days
    const spamOld = await mk(other, 'contact');
    await setDates(ctx(), t.id, spamOld, new Date('2027-05-15T00:00:00Z'), undefined, true);
    const spamNew = await mk(other, 'contact');
    await setDates(ctx(), t.id, spamNew, new Date('2027-05-17T00:00:00Z'), undefined, true);

    // Another tenant's old data is judged by its own settings: a 20-year contact period.
    const u = await makeTenant(ctx());
    await withTenant(ctx().database.db, u.id, (tx) =>
      tx
        .insertInto('retention_policies')
        .values({ tenant_id: u.id, category: 'contact', amount: 20, unit: 'years' })
        .execute(),
    );
    const uOld = await makeSubmission(ctx(), u.id, other, 'contact');
    await setDates(ctx(), u.id, uOld, new Date('2020-01-01T00:00:00Z'), new Date('2020-01-02T00:00:00Z'));

    const expired = [contactOld, jobOld, rxOld, anOld, spamOld];
    const kept = [contactRecent, contactOpen, jobNew, rxKept, spamNew];
    await runRetention(ctx().database.db, now);

    expect(await countFor(ctx(), t.id, expired)).toEqual({ submissions: 0, files: 0, anamneses: 0, links: 0, jobs: 0 });
    expect(await countFor(ctx(), t.id, kept)).toEqual({ submissions: 5, files: 1, anamneses: 0, links: 1, jobs: 1 });
    const summaries = await withTenant(ctx().database.db, t.id, (tx) =>
      tx.selectFrom('anamnese_ai_summaries').select('id').where('tenant_id', '=', t.id).execute(),
    );
    expect(summaries).toHaveLength(0);
    expect((await countFor(ctx(), u.id, [uOld])).submissions).toBe(1);

    const logged = await ctx()
      .database.db.selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'retention.delete')
      .where('tenant_id', '=', t.id)
      .execute();
    expect(logged.map((r) => r.target_id).sort()).toEqual([...expired].sort());
    expect(logged.every((r) => r.actor_kind === 'system')).toBe(true);
    expectNoHealthData(logged);

    // Idempotent: a second run at the same time finds nothing more.
    expect((await runRetention(ctx().database.db, now)).deleted).toBe(0);
    expect((await countFor(ctx(), t.id, kept)).submissions).toBe(5);
  });

  it('the retention job runs from the queue and schedules exactly one next run', async () => {
    const { db } = ctx().database;
    await sql`update jobs set status = 'done' where queue = ${RETENTION_QUEUE}`.execute(db).catch(() => {});
    await ensureRetentionScheduled(db, new Date(Date.now() - 1000));
    await ensureRetentionScheduled(db, new Date(Date.now() - 1000));
    const pending = () =>
      db
        .selectFrom('jobs')
        .select(['id', 'run_at'])
        .where('queue', '=', RETENTION_QUEUE)
        .where('status', '=', 'pending')
        .execute();
    expect(await pending()).toHaveLength(1);
    const fakeNow = new Date('2031-01-01T12:00:00Z');
    // The retention queue only (outbox purges queued by other tests are not this test's).
    const worker = createWorker(db, { [RETENTION_QUEUE]: retentionJobHandlers(db, () => fakeNow)[RETENTION_QUEUE] });
    expect(await worker.runOnce()).toBe(1);
    const next = await pending();
    expect(next).toHaveLength(1);
    expect(new Date(next[0]?.run_at as Date).toISOString()).toBe('2031-01-02T02:30:00.000Z');
  });

  it('refuses Art. 17 erasure during legal retention with an explanation, and erases otherwise', async () => {
    const rx = await makeSubmission(ctx(), own.id, patient, 'prescription');
    const refused = await api('POST', `/api/submissions/${rx}/erasure`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('RETENTION_APPLIES');
    expect(refused.json().message).toContain('§ 630f');
    expect(refused.json().message).toContain('Art. 17 Abs. 3');
    expect((await countFor(ctx(), own.id, [rx])).submissions).toBe(1);
    expect(await auditRows(ctx(), { action: 'submission.erase_refused', targetId: rx })).toHaveLength(1);

    const contact = await makeSubmission(ctx(), own.id, patient, 'contact');
    await addFile(ctx(), own.id, contact, Buffer.from('x'));
    await addMagicLinkAndJob(ctx(), own.id, contact);
    expect((await api('POST', `/api/submissions/${contact}/erasure`, undefined, outsider)).statusCode).toBe(404);
    expect((await api('POST', `/api/submissions/${contact}/erasure`)).statusCode).toBe(204);
    expect(await countFor(ctx(), own.id, [contact])).toEqual({
      submissions: 0,
      files: 0,
      anamneses: 0,
      links: 0,
      jobs: 0,
    });
    const rows = await auditRows(ctx(), { action: 'submission.erase', targetId: contact });
    expect(rows).toHaveLength(1);
    expectNoHealthData(rows);
  });

  it('exports every submission of the person, field by field, and nothing of anyone else', async () => {
    const t = await makeTenant(ctx());
    const u = await makeUser(ctx(), { tenantIds: [t.id] });
    const first = await makeSubmission(ctx(), t.id, patient, 'prescription');
    // Same person by e-mail (other case) and by phone (other spelling).
    const byMail = await makeSubmission(ctx(), t.id, {
      name: 'E. Mustermann',
      email: 'erika.muster@EXAMPLE.de',
      message: 'Termin',
    });
    const byPhone = await makeSubmission(
      ctx(),
      t.id,
      { vorname: 'Erika', nachname: 'M.', phone: '+49 171 2345678', message: 'Frage' },
      'training',
    );
    const stranger = await makeSubmission(ctx(), t.id, other);
    const pdf = Buffer.from('%PDF-1.4 Originaldatei der Patientin');
    await addFile(ctx(), t.id, first, pdf, 'verordnung.pdf');
    await addFile(ctx(), t.id, stranger, Buffer.from('%PDF fremde Datei'), 'fremd.pdf');
    const anId = await addAnamnesis(
      ctx(),
      t.id,
      first,
      { beschwerden: HEALTH, schmerzskala: 7 },
      { text: 'Zusammenfassung' },
    );
    // Another tenant's submission with the same e-mail is not this practice's data.
    const elsewhere = await makeSubmission(ctx(), foreign.id, patient);

    const rel = await api('GET', `/api/submissions/${first}/related`, undefined, u);
    expect(rel.statusCode).toBe(200);
    const matches = rel.json().matches as Array<{ id: string; matchedBy: string[] }>;
    expect(matches.map((m) => m.id).sort()).toEqual([first, byMail, byPhone].sort());
    expect(matches.find((m) => m.id === byMail)?.matchedBy).toEqual(['email']);
    expect(matches.find((m) => m.id === byPhone)?.matchedBy).toEqual(['phone']);
    expect(matches.find((m) => m.id === first)?.matchedBy).toEqual(['self', 'email', 'phone']);

    // A selection with someone else's submission is refused, and so is another tenant's id.
    for (const bad of [stranger, elsewhere]) {
      const r = await api('POST', `/api/submissions/${first}/export`, { ids: [first, bad] }, u);
      expect(r.statusCode).toBe(400);
      expect(r.json().code).toBe('EXPORT_SELECTION_INVALID');
    }

    const res = await api('POST', `/api/submissions/${first}/export`, { ids: [first, byMail, byPhone] }, u);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain('attachment');
    const zip = unzipSync(new Uint8Array(res.rawPayload));
    // Each exported submission also as the record PDF (issue 20).
    const documents = [first, byMail, byPhone].map((id) => `dokumente/Einreichung-${id.slice(0, 8).toUpperCase()}.pdf`);
    expect(Object.keys(zip).sort()).toEqual(
      ['daten.json', `dateien/${first}/verordnung.pdf`, 'uebersicht.html', ...documents].sort(),
    );
    expect(Buffer.from(zip[`dateien/${first}/verordnung.pdf`] as Uint8Array)).toEqual(pdf);

    const data = JSON.parse(new TextDecoder().decode(zip['daten.json']));
    const recs = data.einreichungen as FullRecord[];
    expect(recs.map((r) => r.id).sort()).toEqual([first, byMail, byPhone].sort());
    const rec = recs.find((r) => r.id === first) as FullRecord;
    for (const [k, v] of Object.entries(patient)) expect(rec.formData[k], k).toBe(v);
    expect(rec.formType).toBe('prescription');
    expect(rec.file).toMatchObject({ fileName: 'verordnung.pdf', fileType: 'application/pdf', size: pdf.length });
    expect(rec.anamneses).toHaveLength(1);
    expect(rec.anamneses[0]).toMatchObject({ id: anId, answers: { beschwerden: HEALTH, schmerzskala: 7 } });
    expect(rec.anamneses[0]?.summaries[0]).toMatchObject({
      aiModel: 'test-model',
      summary: { text: 'Zusammenfassung' },
    });
    expect(recs.find((r) => r.id === byPhone)?.formData).toEqual({
      vorname: 'Erika',
      nachname: 'M.',
      phone: '+49 171 2345678',
      message: 'Frage',
    });

    const html = new TextDecoder().decode(zip['uebersicht.html']);
    expect(html).toContain('Auskunft über Ihre gespeicherten Daten');
    expect(html).toContain(HEALTH);
    const everything = Object.values(zip)
      .map((b) => Buffer.from(b).toString('latin1'))
      .join('\n');
    for (const foreignBit of [other.name, other.email, other.message, 'fremde Datei', stranger, elsewhere]) {
      expect(everything).not.toContain(foreignBit);
    }
    expect(await auditRows(ctx(), { action: 'patient.export', targetId: first })).toHaveLength(1);
  });

  it('finds the person through the contact index: keyed per practice, older rows indexed by a background job', async () => {
    const t = await makeTenant(ctx());
    const u = await makeUser(ctx(), { tenantIds: [t.id] });
    const submit = async (tenant: Tenant, formData: Record<string, unknown>) => {
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/functions/v1/submitForm',
        payload: { tenantId: tenant.id, formData },
        headers: { apikey: tenant.publicKey },
        remoteAddress: randomIp(),
      });
      expect(res.statusCode).toBe(200);
      return res.json().submissionId as string;
    };
    const keysOf = (tenantId: string, id: string) =>
      withTenant(ctx().database.db, tenantId, async (tx) => {
        const r = await tx
          .selectFrom('form_submissions')
          .select(['contact_email_key', 'contact_phone_key'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        // null: not indexed yet; otherwise the keys given ('' = none).
        if (r.contact_email_key === null) return null;
        return [r.contact_email_key, r.contact_phone_key].filter((k) => k);
      });
    const related = async () => {
      const res = await api('GET', `/api/submissions/${fresh}/related`, undefined, u);
      expect(res.statusCode).toBe(200);
      return (res.json().matches as Array<{ id: string }>).map((m) => m.id).sort();
    };
    const runIndexJob = async () => {
      await ensureContactIndexScheduled(ctx().database.db);
      const handlers = contactIndexJobHandlers(
        ctx().database.db,
        ctx().keyring,
        contactIndex(ctx().config.secrets.masterKey),
      );
      const worker = createWorker(ctx().database.db, handlers);
      await worker.runOnce();
    };

    // Stored before the index existed (no keys), then through the public intake.
    const older = await makeSubmission(ctx(), t.id, {
      name: 'Erika M.',
      email: ' erika.muster@example.DE',
      message: 'Alt',
    });
    const stranger = await makeSubmission(ctx(), t.id, other);
    const fresh = await submit(t, patient);
    const elsewhere = await submit(foreign, patient);
    expect(await keysOf(t.id, older)).toBeNull();
    const keys = (await keysOf(t.id, fresh)) as string[];
    expect(keys).toHaveLength(2);
    const joined = keys.join(' ').toLowerCase();
    for (const plain of ['erika', 'example', '2345678']) expect(joined).not.toContain(plain);
    // The same person in another practice has other keys: nothing to join across tenants.
    const foreignKeys = (await keysOf(foreign.id, elsewhere)) as string[];
    expect(foreignKeys).toHaveLength(2);
    expect(foreignKeys.filter((k) => keys.includes(k))).toEqual([]);

    // Before the job: the row without keys is still found (decrypted), and the search writes nothing.
    expect(await related()).toEqual([older, fresh].sort());
    expect(await keysOf(t.id, older)).toBeNull();

    await runIndexJob();
    expect(await keysOf(t.id, older)).toHaveLength(1); // e-mail only
    expect(await keysOf(t.id, stranger)).toHaveLength(2);
    const unindexed = await withTenant(ctx().database.db, t.id, (tx) =>
      tx.selectFrom('form_submissions').select('id').where('contact_email_key', 'is', null).execute(),
    );
    expect(unindexed).toEqual([]);
    expect(await related()).toEqual([older, fresh].sort());

    // A row written without keys later is found too; a stranger stays out.
    const byPhone = await makeSubmission(ctx(), t.id, { name: 'E. M.', handy: '0049 171 234 5678', message: 'Neu' });
    await submit(t, other);
    expect(await related()).toEqual([older, fresh, byPhone].sort());
    await runIndexJob();
    expect(await keysOf(t.id, byPhone)).toHaveLength(1);
    expect(await related()).toEqual([older, fresh, byPhone].sort());
  });

  it('lets an admin export a whole tenant as JSON and files, then delete it', async () => {
    const t = await makeTenant(ctx());
    await makeUser(ctx(), { tenantIds: [t.id] });
    const a = await makeSubmission(ctx(), t.id, patient, 'prescription');
    await addFile(ctx(), t.id, a, Buffer.from('datei-a'), 'a.pdf');
    const b = await makeSubmission(ctx(), t.id, other);
    expect((await api('GET', `/api/admin/tenants/${t.id}/export`)).statusCode).toBe(403);
    const res = await api('GET', `/api/admin/tenants/${t.id}/export`, undefined, admin);
    expect(res.statusCode).toBe(200);
    const zip = unzipSync(new Uint8Array(res.rawPayload));
    const mandant = JSON.parse(new TextDecoder().decode(zip['mandant.json']));
    expect(mandant).toMatchObject({ id: t.id, name: t.name });
    const data = JSON.parse(new TextDecoder().decode(zip['daten.json']));
    expect(data.einreichungen.map((r: { id: string }) => r.id).sort()).toEqual([a, b].sort());
    expect(Buffer.from(zip[`dateien/${a}/a.pdf`] as Uint8Array).toString()).toBe('datei-a');
    expect(await auditRows(ctx(), { action: 'admin.tenant.export', targetId: t.id })).toHaveLength(1);

    const del = await api('DELETE', `/api/admin/tenants/${t.id}`, { confirm: t.slug }, admin);
    expect(del.statusCode).toBe(204);
    expect((await countFor(ctx(), t.id, [a, b])).submissions).toBe(0);
  });
});
