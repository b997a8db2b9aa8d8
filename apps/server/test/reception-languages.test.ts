/**
 * The patient's language (issue 21): stored with the submission as a language code (German
 * and unknown tags as null), shown to staff, and the patient's confirmation e-mail written in
 * it; the staff notification stays German.
 */
import { patientMailDe } from '@praxisdesk/domain/i18n/mail';
import { tr } from '@praxisdesk/domain/i18n/tr';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { summaryHtml } from '../src/features/privacy/summaryHtml.js';
import { createWorker, type Worker } from '../src/jobs/worker.js';
import { smtpMailer } from '../src/lib/mailer.js';
import { buildServices } from '../src/services.js';
import { describeEachDatabase, makeTenant, makeUser, randomIp, type TestUser } from './harness.js';
import { startSmtp, type TestSmtp } from './smtp.js';

describeEachDatabase('the patient language', (ctx) => {
  let smtp: TestSmtp;
  let worker: Worker;
  let tenant: Awaited<ReturnType<typeof makeTenant>>;
  let staff: TestUser;

  beforeAll(async () => {
    smtp = await startSmtp();
    const c = ctx();
    worker = createWorker(
      c.database.db,
      buildServices(c.config, c.database.db).jobHandlers(smtpMailer(smtp.url, 'PraxisDesk <no-reply@praxisdesk.test>')),
    );
    tenant = await makeTenant(c, 'Physio Sprachen', {
      emailRecipients: ['empfang@sprachen.example'],
      settings: { patientConfirmation: true },
      receptionConfig: { phone: '030 555', email: 'info@sprachen.example' },
    });
    staff = await makeUser(c, { tenantIds: [tenant.id] });
  });
  afterAll(() => smtp.stop());

  async function submit(email: string, language?: unknown, message = 'Dizimde ağrı var.') {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/functions/v1/submitForm',
      payload: {
        tenantId: tenant.slug,
        formData: { name: 'Ayşe Yılmaz', email, phone: '0170 1', message },
        ...(language === undefined ? {} : { language }),
      },
      headers: { apikey: tenant.publicKey },
      remoteAddress: randomIp(),
    });
    return res;
  }

  const detailOf = async (id: string) => {
    const res = await ctx().app.inject({
      method: 'GET',
      url: `/api/submissions/${id}`,
      headers: { cookie: staff.cookie },
    });
    expect(res.statusCode).toBe(200);
    return res.json().submission as { language: string | null; spamReasons: { reason: string; points: number }[] };
  };
  const languageOf = async (id: string) => (await detailOf(id)).language;

  it('stores the language code and writes the confirmation in it; staff mail stays German', async () => {
    const res = await submit('ayse@example.org', 'tr-TR');
    expect(res.statusCode).toBe(200);
    const id = res.json().submissionId as string;
    expect(await languageOf(id)).toBe('tr');

    await worker.runOnce();
    const ref = id.slice(0, 8).toUpperCase();
    const patient = smtp.mails.find((m) => m.to[0] === 'ayse@example.org');
    expect(patient?.subject).toBe(tr.mail.subject(tenant.name, ref));
    expect(patient?.text).toContain(tr.mail.reference(ref));
    expect(patient?.text).toContain(tr.mail.phone('030 555'));
    expect(patient?.text).not.toContain(patientMailDe.automatic);
    const notice = smtp.mails.find((m) => m.to[0] === 'empfang@sprachen.example' && m.text.includes(ref));
    expect(notice?.text).toContain('Formulartyp: Kontakt');
  });

  it("counts a message in the language the patient chose as a patient's, at intake and in a scan", async () => {
    // No word about treatment: in Turkish without a chosen language it reads as foreign-language spam.
    const message =
      'Merhaba, yarın öğleden sonra gelebilir miyim? Oğlumu da getirmem gerekiyor, çünkü okul erken bitiyor ve onu yalnız bırakamam.';
    const chosen = 'In der Sprache geschrieben, die in der Online-Rezeption gewählt wurde';
    const foreign = 'In einer anderen Sprache als Deutsch oder Englisch, ohne Bezug zur Praxis';
    const reasonsOf = async (id: string) => (await detailOf(id)).spamReasons.map((r) => r.reason);
    const withTr = (await submit('tr-chosen@example.org', 'tr', message)).json().submissionId as string;
    const without = (await submit('tr-none@example.org', undefined, message)).json().submissionId as string;
    expect(await reasonsOf(withTr)).toContain(chosen);
    expect(await reasonsOf(withTr)).not.toContain(foreign);
    expect(await reasonsOf(without)).toContain(foreign);
    expect(await reasonsOf(without)).not.toContain(chosen);

    // A scan scores the stored submissions again, with their stored language.
    const scan = await ctx().app.inject({
      method: 'POST',
      url: '/api/spam/scan',
      payload: { options: { limit: 100 } },
      headers: { cookie: staff.cookie },
    });
    expect(scan.statusCode, scan.body).toBe(200);
    expect(await reasonsOf(withTr)).toContain(chosen);
    expect(await reasonsOf(without)).toContain(foreign);
  });

  it('keeps German (null) for German, unknown and missing tags, and the confirmation in German', async () => {
    for (const language of ['de', 'de-AT', 'xx', '', undefined]) {
      const res = await submit(`de-${Math.random().toString(36).slice(2)}@example.org`, language);
      expect(res.statusCode).toBe(200);
      expect(await languageOf(res.json().submissionId)).toBeNull();
    }
    await worker.runOnce();
    const german = smtp.mails.filter((m) => m.to[0]?.startsWith('de-'));
    expect(german.length).toBeGreaterThan(0);
    for (const m of german) expect(m.text).toContain(patientMailDe.automatic);
  });

  it('refuses a language that is not a string with a clear error and stores nothing', async () => {
    const res = await submit('weird@example.org', { evil: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });

  it('offers the languages a practice chose, German always', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: `/functions/v1/receptionConfig?tenant=${tenant.slug}` });
    expect(res.json().config.languages).toEqual(['de', 'en', 'tr', 'ar', 'ru', 'uk', 'pl']);
  });

  it('names the language in the patient export (Art. 15), not for German', () => {
    const record = {
      id: '00000000-0000-4000-8000-000000000001',
      formType: 'contact',
      createdAt: new Date().toISOString(),
      isSpam: false,
      isProcessed: false,
      processedAt: null,
      formData: { name: 'Ayşe' },
      file: null,
      anamneses: [],
      emails: [],
    };
    const html = summaryHtml('Praxis', [{ ...record, language: 'tr' }, record], new Date());
    expect(html.match(/Sprache der Online-Rezeption: Türkisch/g)).toHaveLength(1);
  });
});
