/**
 * Issue 20 end to end through the API: the start-by deadline from the patient's Muster 13 entry
 * (list, sort, counter), staff keying the fields of an upload (sealed, deadline recomputed),
 * the submission PDF (text extracted and checked) and the anamnesis as FHIR R4 (validated
 * against the R4 JSON schema).
 */
import { createRequire } from 'node:module';
import {
  type AnamnesisResponse,
  addDays,
  berlinToday,
  type SubmissionDetail,
  type SubmissionSummary,
} from '@praxisdesk/domain';
import { anamnesisFixtures } from '@praxisdesk/domain/anamnesisFixtures';
import { sql } from 'kysely';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { crossTenant } from '../src/db/scope.js';
import { staffNotification } from '../src/features/notifications/mails.js';
import { describeEachDatabase, makeTenant, makeUser, randomIp, type TestContext } from './harness.js';

const require = createRequire(import.meta.url);
const JSONSchemaValidator = require('@asymmetrik/fhir-json-schema-validator') as new () => {
  validate(resource: unknown): unknown[];
};
const validator = new JSONSchemaValidator();

async function send(c: TestContext, t: { slug: string; publicKey: string }, formData: Record<string, unknown>) {
  const r = await c.app.inject({
    method: 'POST',
    url: '/functions/v1/submitForm',
    payload: {
      tenantId: t.slug,
      formData: { name: 'Erika Mustermann', phone: '0171 1', email: 'e@example.de', ...formData },
    },
    headers: { apikey: t.publicKey },
    remoteAddress: randomIp(),
  });
  expect(r.statusCode).toBe(200);
  return r.json() as { submissionId: string; grant: string };
}

const manual = (extra: Record<string, unknown>) => ({
  type: 'manual_prescription',
  diagnosis: 'Rückenschmerzen',
  treatment: 'KG',
  ...extra,
});

describeEachDatabase('prescription workflow (issue 20)', (ctx) => {
  it('computes the start-by deadline at intake, sorts by it and counts the next 7 days', async () => {
    const c = ctx();
    const t = await makeTenant(c, 'Fristpraxis');
    const u = await makeUser(c, { tenantIds: [t.id] });
    const today = berlinToday();
    const urgent = await send(c, t, manual({ prescriptionDate: addDays(today, -10), urgent: true }));
    const normal = await send(c, t, manual({ prescriptionDate: addDays(today, -20), urgent: false }));
    const noDate = await send(c, t, manual({}));
    const expired = await send(c, t, manual({ prescriptionDate: addDays(today, -30) }));

    const list = async (sort?: string) => {
      const r = await c.app.inject({
        url: `/api/submissions?tenant=${t.id}${sort ? `&sort=${sort}` : ''}`,
        headers: { cookie: u.cookie },
      });
      expect(r.statusCode).toBe(200);
      return (r.json() as { submissions: SubmissionSummary[] }).submissions;
    };
    const byNewest = await list();
    expect(byNewest.map((s) => s.id)).toEqual([expired, noDate, normal, urgent].map((x) => x.submissionId));
    const deadlines = Object.fromEntries(byNewest.map((s) => [s.id, s.treatmentDeadline]));
    expect(deadlines[urgent.submissionId]).toBe(addDays(today, 4));
    expect(deadlines[normal.submissionId]).toBe(addDays(today, 8));
    expect(deadlines[noDate.submissionId]).toBeNull();
    expect(deadlines[expired.submissionId]).toBe(addDays(today, -2));

    // Earliest first, those without a deadline last.
    expect((await list('deadline')).map((s) => s.id)).toEqual(
      [expired, urgent, normal, noDate].map((x) => x.submissionId),
    );

    const stats = await c.app.inject({ url: `/api/submissions/stats?tenant=${t.id}`, headers: { cookie: u.cookie } });
    // Only the urgent one: the normal one is 8 days away, the expired one is past.
    expect(stats.json()).toMatchObject({ deadlinesDue: 1 });

    // Processed ones no longer count.
    await c.app.inject({
      method: 'PATCH',
      url: `/api/submissions/${urgent.submissionId}/processed`,
      payload: { processed: true },
      headers: { cookie: u.cookie },
    });
    const after = await c.app.inject({ url: `/api/submissions/stats?tenant=${t.id}`, headers: { cookie: u.cookie } });
    expect(after.json()).toMatchObject({ deadlinesDue: 0 });

    // The deadline column is a plain date; the form data stays sealed.
    const raw = await crossTenant(c.database.db, (tx) =>
      sql<{ d: string | null; data: Buffer }>`select treatment_deadline::text as d, form_data as data
        from form_submissions where id = ${urgent.submissionId}`.execute(tx),
    );
    expect(raw.rows[0]?.d).toBe(addDays(today, 4));
    expect(Buffer.from(raw.rows[0]?.data ?? []).toString('latin1')).not.toContain('prescriptionDate');
  });

  it('lets staff key the fields of an upload: sealed, validated, deadline recomputed, other practices refused', async () => {
    const c = ctx();
    const t = await makeTenant(c, 'Upload Praxis');
    const other = await makeTenant(c, 'Andere Praxis');
    const u = await makeUser(c, { tenantIds: [t.id] });
    const stranger = await makeUser(c, { tenantIds: [other.id] });
    const today = berlinToday();
    const { submissionId: id } = await send(c, t, { type: 'prescription', prescriptionDate: addDays(today, -1) });
    const put = (body: Record<string, unknown>, cookie = u.cookie) =>
      c.app.inject({ method: 'PUT', url: `/api/submissions/${id}/prescription`, payload: body, headers: { cookie } });

    const keyed = {
      prescriptionDate: addDays(today, -3),
      therapyArea: 'physio',
      diagnosisGroup: 'WS',
      icdCodes: ['m54.5'],
      remedies: ['KG', 'MT'],
      supplementaryRemedy: 'WT',
      treatmentUnits: 6,
      therapyFrequency: '2x wöchentlich',
      homeVisit: false,
      therapyReport: true,
      urgent: true,
    };
    const saved = await put(keyed);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      prescriptionData: { ...keyed, icdCodes: ['M54.5'] },
      treatmentDeadline: addDays(today, 11),
    });

    const detail = await c.app.inject({ url: `/api/submissions/${id}`, headers: { cookie: u.cookie } });
    const sub = detail.json().submission as SubmissionDetail;
    expect(sub.prescriptionData?.diagnosisGroup).toBe('WS');
    expect(sub.treatmentDeadline).toBe(addDays(today, 11));

    const raw = await crossTenant(c.database.db, (tx) =>
      sql<{ data: Buffer }>`select prescription_data as data from form_submissions where id = ${id}`.execute(tx),
    );
    expect(Buffer.from(raw.rows[0]?.data ?? []).toString('latin1')).not.toContain('M54.5');

    // Bad input: a German message, nothing stored.
    const bad = await put({ icdCodes: ['Rücken'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('ICD-10-GM-Code im Format M54.5 angeben.');
    expect((await put({ treatmentUnits: 'sechs' })).statusCode).toBe(400);

    // Another practice's staff cannot see or change it.
    expect((await put(keyed, stranger.cookie)).statusCode).toBe(404);

    // Clearing the keyed data falls back to the patient's date (28 days, not urgent).
    const cleared = await put({});
    expect(cleared.json()).toEqual({ prescriptionData: null, treatmentDeadline: addDays(today, 27) });

    const audit = await crossTenant(c.database.db, (tx) =>
      sql<{ n: string }>`select count(*)::text as n from audit_log
        where action = 'submission.prescription_update' and target_id = ${id}`.execute(tx),
    );
    // The keyed save and the clearing; refused requests changed nothing.
    expect(audit.rows[0]?.n).toBe('2');
  });

  it('downloads the PDF of a submission with its anamnesis and the FHIR R4 export, both audited', async () => {
    const c = ctx();
    const t = await makeTenant(c, 'Physio Dokumente');
    const u = await makeUser(c, { tenantIds: [t.id] });
    const { submissionId: id, grant } = await send(
      c,
      t,
      manual({
        prescriptionDate: '2026-11-02',
        urgent: true,
        diagnosisGroup: 'WS',
        icdCodes: ['M54.5'],
        remedies: ['KG'],
      }),
    );
    const answers = anamnesisFixtures.find((f) => f.name.startsWith('cancer history'))?.answers;
    const an = await c.app.inject({
      method: 'POST',
      url: '/functions/v1/submitAnamnese',
      payload: { tenantId: t.slug, originalSubmissionId: id, grant, answers, completedAt: '2026-11-03T09:00:00Z' },
      headers: { apikey: t.publicKey },
      remoteAddress: randomIp(),
    });
    expect(an.statusCode).toBe(200);
    const card = await c.app.inject({ url: `/api/submissions/${id}/anamnesis`, headers: { cookie: u.cookie } });
    const flags = (card.json() as AnamnesisResponse).anamnesis?.redFlags ?? [];
    expect(flags.length).toBeGreaterThan(0);

    const pdf = await c.app.inject({ url: `/api/submissions/${id}/pdf`, headers: { cookie: u.cookie } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`Einreichung-${id.slice(0, 8).toUpperCase()}.pdf`);
    const doc = await getDocumentProxy(new Uint8Array(pdf.rawPayload));
    const { text, totalPages } = await extractText(doc, { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    for (const expected of [
      t.name,
      'Erika Mustermann',
      'Diagnose / Beschwerden',
      'Rückenschmerzen',
      'Diagnosegruppe',
      'WS – Erkrankungen der Wirbelsäule',
      'Dringlicher Behandlungsbedarf',
      'Behandlungsbeginn spätestens',
      '16.11.2026',
      'Anamnese',
      flags[0]?.title ?? '(no flag)',
      'Vorerkrankungen',
      'Zugriffsprotokoll',
      'Einreichung angesehen',
      `Seite 1 von ${totalPages}`,
    ]) {
      expect(flat).toContain(expected);
    }

    const fhir = await c.app.inject({ url: `/api/submissions/${id}/anamnesis/fhir`, headers: { cookie: u.cookie } });
    expect(fhir.statusCode).toBe(200);
    expect(fhir.headers['content-type']).toContain('application/fhir+json');
    const bundle = fhir.json() as { entry: { resource: { resourceType: string; item?: { linkId: string }[] } }[] };
    expect(validator.validate(bundle)).toEqual([]);
    for (const e of bundle.entry) expect(validator.validate(e.resource)).toEqual([]);
    const qr = bundle.entry.find((e) => e.resource.resourceType === 'QuestionnaireResponse')?.resource;
    expect(qr?.item?.map((i) => i.linkId)).toContain('cancer');
    // The validator is not a yes-man: a status FHIR does not know is refused.
    expect(validator.validate({ ...qr, status: 'fertig' }).length).toBeGreaterThan(0);

    // No anamnesis: a clear 404.
    const plain = await send(c, t, manual({}));
    const none = await c.app.inject({
      url: `/api/submissions/${plain.submissionId}/anamnesis/fhir`,
      headers: { cookie: u.cookie },
    });
    expect(none.statusCode).toBe(404);
    expect(none.body).toContain('keine Anamnese');

    const audit = await crossTenant(c.database.db, (tx) =>
      sql<{ action: string }>`select action from audit_log where target_id = ${id} order by id`.execute(tx),
    );
    expect(audit.rows.map((r) => r.action)).toEqual(expect.arrayContaining(['submission.pdf', 'anamnesis.fhir']));
  });
});

describe('staff notification', () => {
  it('carries the deadline date and nothing of the prescription', () => {
    const mail = staffNotification({
      practice: 'Praxis',
      formType: 'prescription',
      submissionId: '0b8f7a52-31a4-4a53-9d41-6b39b2f3c001',
      link: 'https://x/submission/1?token=t',
      code: '123456',
      deadline: '2026-12-12',
    });
    expect(mail.text).toContain('Behandlungsbeginn spätestens: 12.12.2026');
    expect(
      staffNotification({ practice: 'P', formType: 'contact', submissionId: 'x', link: 'l', code: '1' }).text,
    ).not.toContain('Behandlungsbeginn');
  });
});
