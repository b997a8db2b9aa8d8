/**
 * Notification mail through a real SMTP server, the magic links in it, outages and retries.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { withTenant } from '../src/db/scope.js';
import { createWorker, type Worker } from '../src/jobs/worker.js';
import { smtpMailer } from '../src/lib/mailer.js';
import { buildServices } from '../src/services.js';
import { describeEachDatabase, makeTenant, makeUser, randomIp } from './harness.js';
import { startSmtp, type TestSmtp } from './smtp.js';

const RECIPIENTS = ['empfang@praxis.example', 'therapie@praxis.example'];

describeEachDatabase('notifications and magic links', (ctx) => {
  let smtp: TestSmtp;
  let worker: Worker;
  let tenant: Awaited<ReturnType<typeof makeTenant>>;

  beforeAll(async () => {
    smtp = await startSmtp();
    const c = ctx();
    const mailer = smtpMailer(smtp.url, 'PraxisDesk <no-reply@praxisdesk.test>');
    worker = createWorker(c.database.db, buildServices(c.config, c.database.db).jobHandlers(mailer));
    tenant = await makeTenant(c, 'Physio Mail', {
      emailRecipients: RECIPIENTS,
      settings: { patientConfirmation: true },
      receptionConfig: { phone: '0228 123456', email: 'info@praxis.example' },
    });
  });
  afterAll(() => smtp.stop());

  const formData = {
    vorname: 'Hanna',
    nachname: 'Heilmann',
    email: 'hanna.heilmann@example.de',
    telefon: '0171 9988776',
    nachricht: 'Bandscheibenvorfall L4/L5, Rezept über KG',
  };

  async function submit(data: Record<string, string> = formData) {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/functions/v1/submitForm',
      payload: { tenantId: tenant.slug, formData: data },
      headers: { apikey: tenant.publicKey },
      remoteAddress: randomIp(),
    });
    expect(res.statusCode).toBe(200);
    return res.json().submissionId as string;
  }

  const mailsFor = (id: string) => smtp.mails.filter((m) => m.text.includes(id.slice(0, 8).toUpperCase()));
  const linkIn = (text: string) => {
    const m = text.match(/\/submission\/([0-9a-f-]{36})\?token=([A-Za-z0-9_-]+)/);
    const code = text.match(/Code ein: (\d{6})/)?.[1];
    if (!m?.[2] || !code) throw new Error('no link in mail');
    return { token: m[2], code };
  };
  const verify = (submissionId: string, token: string, ip = randomIp()) =>
    ctx().app.inject({
      method: 'POST',
      url: '/functions/v1/verifySubmissionToken',
      payload: { submissionId, token },
      remoteAddress: ip,
    });

  it('mails every recipient a link and a code, and the patient a confirmation, without any submitted value', async () => {
    const id = await submit();
    await worker.runOnce();
    const mails = mailsFor(id);
    const staff = mails.filter((m) => RECIPIENTS.includes(m.to[0] ?? ''));
    expect(staff.map((m) => m.to[0]).sort()).toEqual([...RECIPIENTS].sort());
    for (const m of staff) {
      expect(m.subject).toContain(id.slice(0, 8).toUpperCase());
      expect(m.text).toContain(tenant.name);
      expect(m.text).toContain('Formulartyp: Kontakt');
      linkIn(m.text);
    }
    const [a, b] = staff.map((m) => linkIn(m.text));
    expect(a?.token).not.toBe(b?.token);
    expect(a?.code).not.toBe(b?.code);

    const patient = mails.find((m) => m.to[0] === formData.email);
    expect(patient?.text).toContain('0228 123456');
    for (const m of mails) {
      for (const value of Object.values(formData)) {
        if (m === patient && value === formData.email) continue; // the address it was sent to
        expect(m.raw).not.toContain(value);
      }
    }

    const logs = await withTenant(ctx().database.db, tenant.id, (tx) =>
      tx.selectFrom('email_logs').selectAll().where('submission_id', '=', id).execute(),
    );
    expect(logs.map((l) => l.status)).toEqual(['sent', 'sent', 'sent']);
    expect(logs.map((l) => l.recipient)).toContain('h***@example.de');
    expect(logs.map((l) => l.recipient)).not.toContain(formData.email);
  });

  it('opens the submission once with the link; then link and code are dead', async () => {
    const id = await submit();
    await worker.runOnce();
    const mail = mailsFor(id).find((m) => m.to[0] === RECIPIENTS[0]);
    const { token, code } = linkIn(mail?.text ?? '');

    // A mail scanner's GET of the link must not use it up.
    await ctx().app.inject({ method: 'GET', url: `/submission/${id}?token=${token}` });

    const ok = await verify(id, token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, code: 'OK', email: RECIPIENTS[0] });
    expect(ok.json().submission.formData).toEqual(formData);
    expect(ok.json().submission.emailLogs.length).toBeGreaterThan(0);

    expect((await verify(id, token)).json()).toMatchObject({ success: false, code: 'TOKEN_ALREADY_USED' });
    expect((await verify(id, code)).json()).toMatchObject({ success: false, code: 'TOKEN_ALREADY_USED' });
    const other = linkIn(mailsFor(id).find((m) => m.to[0] === RECIPIENTS[1])?.text ?? '');
    expect((await verify(id, other.token)).json().code).toBe('TOKEN_ALREADY_USED');
  });

  it('lets exactly one of 50 parallel uses of a link succeed', async () => {
    const id = await submit();
    await worker.runOnce();
    const { token } = linkIn(mailsFor(id).find((m) => m.to[0] === RECIPIENTS[0])?.text ?? '');
    const results = await Promise.all(Array.from({ length: 50 }, () => verify(id, token)));
    expect(results.filter((r) => r.json().success)).toHaveLength(1);
    expect(results.filter((r) => r.json().code === 'TOKEN_ALREADY_USED')).toHaveLength(49);
  });

  it('sends at most 3 confirmations a day to one address, however many forms name it (issue 17, finding 9)', async () => {
    const victim = `opfer-${crypto.randomUUID().slice(0, 8)}@example.de`;
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push(await submit({ ...formData, email: i % 2 ? victim.toUpperCase() : victim }));
    while ((await worker.runOnce()) > 0) {}
    const toVictim = smtp.mails.filter((m) => m.to[0]?.toLowerCase() === victim);
    expect(toVictim).toHaveLength(3);
    // Staff still hear about every submission.
    for (const id of ids) expect(mailsFor(id).filter((m) => RECIPIENTS.includes(m.to[0] ?? ''))).toHaveLength(2);
  });

  it('accepts the 6-digit code instead of the link, and locks the codes after 5 wrong tries', async () => {
    const id = await submit();
    await worker.runOnce();
    const { code } = linkIn(mailsFor(id).find((m) => m.to[0] === RECIPIENTS[0])?.text ?? '');
    const byCode = await verify(id, code);
    expect(byCode.json()).toMatchObject({ success: true, email: RECIPIENTS[0] });

    const id2 = await submit();
    await worker.runOnce();
    const right = linkIn(mailsFor(id2).find((m) => m.to[0] === RECIPIENTS[0])?.text ?? '');
    const wrong = right.code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 4; i++) {
      const r = await verify(id2, wrong);
      expect(r.json()).toMatchObject({
        success: false,
        code: 'TOKEN_NOT_FOUND',
        error: 'Der Code ist ungültig. Bitte prüfen und erneut versuchen.',
      });
    }
    // The fifth strike locks the codes, and says so.
    const fifth = await verify(id2, wrong);
    expect(fifth.json()).toMatchObject({ success: false, code: 'TOKEN_NOT_FOUND' });
    expect(fifth.json().error).toContain('gesperrt');
    const locked = await verify(id2, right.code);
    expect(locked.json().success).toBe(false);
    expect(locked.json().error).toContain('gesperrt');
    // Once locked, the right code and a wrong one get the same answer (issue 17, finding 8).
    const otherWrong = right.code === '111111' ? '222222' : '111111';
    const wrongAfterLock = await verify(id2, otherWrong);
    expect([wrongAfterLock.statusCode, wrongAfterLock.json()]).toEqual([locked.statusCode, locked.json()]);
    // The link itself still works: the strikes count against guessing codes only.
    expect((await verify(id2, right.token)).json().success).toBe(true);
  });

  it('answers expired links, unknown ids and malformed calls with the spec codes', async () => {
    const id = await submit();
    await worker.runOnce();
    const { token } = linkIn(mailsFor(id).find((m) => m.to[0] === RECIPIENTS[0])?.text ?? '');
    await ctx()
      .database.db.updateTable('magic_links')
      .set({ expires_at: sql<Date>`now() - interval '1 minute'` })
      .where('submission_id', '=', id)
      .execute();
    expect((await verify(id, token)).json().code).toBe('TOKEN_EXPIRED');
    expect((await verify(id, 'x'.repeat(43))).json().code).toBe('TOKEN_NOT_FOUND');
    expect((await verify(crypto.randomUUID(), 'abc')).json().code).toBe('SUBMISSION_NOT_FOUND');
    expect((await verify('keine-uuid', 'abc')).json().code).toBe('BAD_REQUEST');
    const noBody = await ctx().app.inject({ method: 'POST', url: '/functions/v1/verifySubmissionToken', payload: {} });
    expect([noBody.statusCode, noBody.json().code]).toEqual([400, 'BAD_REQUEST']);
  });

  it('keeps the mail through an SMTP outage and delivers it once the server is back, exactly once', async () => {
    await smtp.stop();
    const id = await submit({ name: 'Otto Ausfall', message: 'Während des Ausfalls' });
    await worker.runOnce();
    const failed = await withTenant(ctx().database.db, tenant.id, (tx) =>
      tx.selectFrom('email_logs').select(['status', 'error_message']).where('submission_id', '=', id).execute(),
    );
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((l) => l.status === 'failed')).toBe(true);
    const pending = await ctx()
      .database.db.selectFrom('jobs')
      .select(['status', 'run_at', 'attempts'])
      .where(sql<boolean>`payload->>'submissionId' = ${id}`)
      .execute();
    expect(pending.every((j) => j.status === 'pending' && new Date(j.run_at).getTime() > Date.now())).toBe(true);

    await smtp.start();
    await ctx().database.db.updateTable('jobs').set({ run_at: new Date() }).where('status', '=', 'pending').execute();
    await worker.runOnce();
    const delivered = mailsFor(id);
    expect(delivered.map((m) => m.to[0]).sort()).toEqual([...RECIPIENTS].sort());

    // A retry after success (e.g. a crash before the job was marked done) sends nothing again.
    await ctx()
      .database.db.updateTable('jobs')
      .set({ status: 'pending', run_at: new Date() })
      .where(sql<boolean>`payload->>'submissionId' = ${id}`)
      .execute();
    await worker.runOnce();
    expect(mailsFor(id)).toHaveLength(delivered.length);
  });

  it('resends from the back-office with fresh links, only for staff of the tenant', async () => {
    const id = await submit();
    await worker.runOnce();
    const first = linkIn(mailsFor(id).find((m) => m.to[0] === RECIPIENTS[0])?.text ?? '');
    const staff = await makeUser(ctx(), { tenantIds: [tenant.id] });
    const other = await makeUser(ctx(), { tenantIds: [(await makeTenant(ctx())).id] });
    const resend = (cookie: string) =>
      ctx().app.inject({ method: 'POST', url: `/api/submissions/${id}/notifications`, headers: { cookie } });
    expect((await resend(other.cookie)).statusCode).toBe(404);
    const r = await resend(staff.cookie);
    expect([r.statusCode, r.json().queued]).toEqual([202, 2]);
    await worker.runOnce();
    const all = mailsFor(id).filter((m) => m.to[0] === RECIPIENTS[0]);
    expect(all).toHaveLength(2);
    const second = linkIn(all[1]?.text ?? '');
    expect(second.token).not.toBe(first.token);
    expect((await verify(id, second.token)).json().success).toBe(true);
  });
});
