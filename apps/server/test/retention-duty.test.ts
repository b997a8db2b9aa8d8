/**
 * Issue 17, point A: deleting a record under a legal retention duty (§ 630f Abs. 3 BGB) is not
 * a hard delete. "Löschen" (single and bulk) hides it: gone from lists, stats, counts, detail,
 * file, anamnesis and spam scans; listed for administrators in "Gelöscht
 * (Aufbewahrungspflicht)" with who/when/why; restorable; removed by the nightly run when the
 * period ends. Spam and records without a duty are deleted at once. An anamnesis under a
 * contact request carries its own (10-year) duty: Art. 17 and the 6-month run leave it.
 */
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { withTenant } from '../src/db/scope.js';
import { runRetention } from '../src/features/privacy/retention.js';
import {
  describeEachDatabase,
  makeSubmission,
  makeTenant,
  makeUser,
  type TestContext,
  type TestUser,
} from './harness.js';

type Tenant = Awaited<ReturnType<typeof makeTenant>>;
const patient = { name: 'Erika Mustermann', email: 'erika@example.de', message: 'Rezept für KG' };

/** Counts rows as the table owner would see them: hidden ones included. */
async function stored(ctx: TestContext, tenantId: string, id: string) {
  return withTenant(ctx.database.db, tenantId, async (tx) => {
    await sql`select set_config('app.include_hidden', 'on', true)`.execute(tx);
    const r = await sql<{
      hidden_at: Date | null;
      hidden_by: string | null;
      hidden_reason: string | null;
    }>`select hidden_at, hidden_by, hidden_reason from form_submissions where id = ${id}`.execute(tx);
    const an = await sql<{ n: string }>`select count(*) as n from anamnese_submissions
      where original_submission_id = ${id}`.execute(tx);
    return { row: r.rows[0] ?? null, anamneses: Number(an.rows[0]?.n ?? 0) };
  });
}

async function setDates(ctx: TestContext, tenantId: string, id: string, created: Date, processed?: Date) {
  await withTenant(ctx.database.db, tenantId, (tx) =>
    tx
      .updateTable('form_submissions')
      .set({ created_at: created, processed_at: processed ?? null, is_processed: !!processed })
      .where('id', '=', id)
      .execute(),
  );
}

async function addAnamnesis(ctx: TestContext, tenantId: string, submissionId: string, completedAt: Date) {
  const id = crypto.randomUUID();
  await withTenant(ctx.database.db, tenantId, async (tx) => {
    const a = await ctx.keyring.encrypt(
      tx,
      { tenantId, table: 'anamnese_submissions', recordId: id },
      { painLevel: 5 },
    );
    await tx
      .insertInto('anamnese_submissions')
      .values({
        id,
        tenant_id: tenantId,
        original_submission_id: submissionId,
        answers: a.blob,
        key_version: a.keyVersion,
        completed_at: completedAt,
      })
      .execute();
    await tx.updateTable('form_submissions').set({ has_anamnese: true }).where('id', '=', submissionId).execute();
  });
  return id;
}

describeEachDatabase('deletion under a retention duty', (ctx) => {
  let t: Tenant;
  let staff: TestUser;
  let admin: TestUser;

  const api = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, user: TestUser = staff) =>
    ctx().app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload ? { payload } : {}) });
  const listIds = async () =>
    (await api('GET', `/api/submissions?tenant=${t.id}&includeSpam=true&limit=30`))
      .json()
      .submissions.map((s: { id: string }) => s.id) as string[];
  const stats = async () => (await api('GET', `/api/submissions/stats?tenant=${t.id}`)).json();
  const audits = (action: string, id: string) =>
    ctx()
      .database.db.selectFrom('audit_log')
      .selectAll()
      .where('action', '=', action)
      .where('target_id', '=', id)
      .execute();

  beforeAll(async () => {
    t = await makeTenant(ctx());
    staff = await makeUser(ctx(), { tenantIds: [t.id] });
    admin = await makeUser(ctx(), { role: 'admin', tenantIds: [t.id] });
  });

  it('"Löschen" of a prescription hides it everywhere, an admin sees who/when/why and restores it', async () => {
    const rx = await makeSubmission(ctx(), t.id, patient, 'prescription');
    const before = await stats();

    const preview = await api('POST', '/api/submissions/deletion-preview', { ids: [rx] });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().items[0]).toMatchObject({ id: rx, mode: 'hide' });
    expect(preview.json().items[0].reason).toContain('§ 630f');

    expect((await api('DELETE', `/api/submissions/${rx}`)).statusCode).toBe(204);

    // Still stored, marked with who and why …
    const s = await stored(ctx(), t.id, rx);
    expect(s.row?.hidden_at).toBeTruthy();
    expect(s.row?.hidden_by).toBe(staff.id);
    expect(s.row?.hidden_reason).toContain('§ 630f');
    // … and gone from every staff path.
    expect(await listIds()).not.toContain(rx);
    const after = await stats();
    expect(after.total).toBe(before.total - 1);
    expect(after.typeCounts.prescription).toBe(before.typeCounts.prescription - 1);
    expect(after.lastSubmissionId).not.toBe(rx);
    for (const path of ['', '/file', '/anamnesis', '/related', '/access-log']) {
      expect((await api('GET', `/api/submissions/${rx}${path}`)).statusCode, path).toBe(404);
    }
    expect((await api('DELETE', `/api/submissions/${rx}`)).statusCode).toBe(404);
    expect((await api('POST', `/api/submissions/${rx}/erasure`)).statusCode).toBe(404);
    const scan = await api('POST', '/api/spam/scan', { tenant: t.id, options: { limit: 100, all: true } });
    expect(scan.statusCode).toBe(200);
    expect(scan.json().results.map((r: { id: string }) => r.id)).not.toContain(rx);
    expect(await audits('submission.hide', rx)).toHaveLength(1);
    expect(await audits('submission.delete', rx)).toHaveLength(0);

    // The admin view: staff may not, the admin sees who/when/why/until.
    expect((await api('GET', '/api/admin/retained')).statusCode).toBe(403);
    const view = await api('GET', `/api/admin/retained?tenant=${t.id}`, undefined, admin);
    expect(view.statusCode).toBe(200);
    const entry = view.json().entries.find((e: { id: string }) => e.id === rx);
    expect(entry).toMatchObject({ formType: 'prescription', name: patient.name, tenantId: t.id });
    expect(entry.hiddenBy).toContain(staff.email);
    expect(entry.reason).toContain('Gelöscht im Posteingang');
    expect(new Date(entry.retainUntil).getUTCFullYear()).toBeGreaterThanOrEqual(new Date().getUTCFullYear() + 10);

    expect((await api('POST', `/api/admin/retained/${rx}/restore`)).statusCode).toBe(403);
    expect((await api('POST', `/api/admin/retained/${rx}/restore`, undefined, admin)).statusCode).toBe(204);
    expect(await listIds()).toContain(rx);
    expect((await stats()).total).toBe(before.total);
    expect((await api('GET', `/api/submissions/${rx}`)).statusCode).toBe(200);
    expect(await audits('submission.restore', rx)).toHaveLength(1);
    expect((await api('POST', `/api/admin/retained/${rx}/restore`, undefined, admin)).statusCode).toBe(404);
  });

  it('bulk delete: spam and records without a duty go at once, prescriptions are hidden', async () => {
    const contact = await makeSubmission(ctx(), t.id, patient, 'contact');
    const rx = await makeSubmission(ctx(), t.id, patient, 'prescription');
    const spamRx = await makeSubmission(ctx(), t.id, patient, 'prescription');
    await withTenant(ctx().database.db, t.id, (tx) =>
      tx.updateTable('form_submissions').set({ is_spam: true }).where('id', '=', spamRx).execute(),
    );
    const preview = await api('POST', '/api/submissions/deletion-preview', { ids: [contact, rx, spamRx] });
    const modes = Object.fromEntries(preview.json().items.map((i: { id: string; mode: string }) => [i.id, i.mode]));
    expect(modes).toEqual({ [contact]: 'delete', [rx]: 'hide', [spamRx]: 'delete' });

    const res = await api('POST', '/api/submissions/bulk-delete', { ids: [contact, rx, spamRx] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: 3, hidden: 1 });
    expect((await stored(ctx(), t.id, contact)).row).toBeNull();
    expect((await stored(ctx(), t.id, spamRx)).row).toBeNull();
    expect((await stored(ctx(), t.id, rx)).row?.hidden_at).toBeTruthy();
    expect(await listIds()).not.toContain(rx);
    const hideAudit = await audits('submission.hide', rx);
    expect(hideAudit[0]?.details).toMatchObject({ bulk: true, category: 'prescription' });
  });

  it('the nightly run removes a hidden record when its period ends, not before', async () => {
    const rx = await makeSubmission(ctx(), t.id, patient, 'prescription');
    const processed = new Date(Date.now() - 365 * 86_400_000);
    await setDates(ctx(), t.id, rx, new Date(processed.getTime() - 86_400_000), processed);
    expect((await api('DELETE', `/api/submissions/${rx}`)).statusCode).toBe(204);

    await runRetention(ctx().database.db, new Date(processed.getTime() + 9 * 365 * 86_400_000));
    expect((await stored(ctx(), t.id, rx)).row).not.toBeNull();
    await runRetention(ctx().database.db, new Date(processed.getTime() + 10 * 366 * 86_400_000));
    expect((await stored(ctx(), t.id, rx)).row).toBeNull();
    const gone = await audits('retention.delete', rx);
    expect(gone).toHaveLength(1);
    expect(gone[0]?.actor_kind).toBe('system');
  });

  it('an anamnesis under a contact request keeps its own 10-year duty', async () => {
    const contact = await makeSubmission(ctx(), t.id, patient, 'contact');
    const created = new Date(Date.now() - 2 * 365 * 86_400_000);
    await setDates(ctx(), t.id, contact, created, new Date(created.getTime() + 86_400_000));
    await addAnamnesis(ctx(), t.id, contact, new Date(created.getTime() + 3600_000));

    const preview = await api('POST', '/api/submissions/deletion-preview', { ids: [contact] });
    expect(preview.json().items[0]).toMatchObject({ mode: 'hide' });
    expect(preview.json().items[0].reason).toContain('Anamnesebogen');

    // Art. 17: refused for the questionnaire's sake, naming it.
    const erase = await api('POST', `/api/submissions/${contact}/erasure`);
    expect(erase.statusCode).toBe(409);
    expect(erase.json().message).toContain('Anamnesebogen');
    expect((await stored(ctx(), t.id, contact)).anamneses).toBe(1);

    // The contact period (6 months after processing) has long run out: the run keeps it.
    await runRetention(ctx().database.db, new Date());
    expect((await stored(ctx(), t.id, contact)).anamneses).toBe(1);
    // After the anamnesis' own 10 years both go.
    await runRetention(ctx().database.db, new Date(created.getTime() + 10 * 366 * 86_400_000));
    expect((await stored(ctx(), t.id, contact)).row).toBeNull();
    expect((await stored(ctx(), t.id, contact)).anamneses).toBe(0);
  });

  it('a contact request without an anamnesis is deleted at once', async () => {
    const contact = await makeSubmission(ctx(), t.id, patient, 'contact');
    expect((await api('DELETE', `/api/submissions/${contact}`)).statusCode).toBe(204);
    expect((await stored(ctx(), t.id, contact)).row).toBeNull();
    expect(await audits('submission.delete', contact)).toHaveLength(1);
  });
});
