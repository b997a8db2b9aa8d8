/**
 * Issue 17, point D: the patient export's uebersicht.html is a readable German page — form
 * fields and anamnesis answers with the domain's German labels (no raw keys, no JSON, no
 * English words) — and carries what Art. 15(1) requires beside the data: purposes,
 * recipients (the AI endpoint when configured), storage period per category, the rights
 * (rectification, erasure, complaint) and the source. Records deleted under a retention duty
 * are still part of it.
 */
import { shortId } from '@praxisdesk/domain';
import { anamnesisFixtures } from '@praxisdesk/domain/anamnesisFixtures';
import type { FastifyInstance } from 'fastify';
import { unzipSync } from 'fflate';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { withTenant } from '../src/db/scope.js';
import {
  describeEachDatabase,
  makeSubmission,
  makeTenant,
  makeUser,
  type TestContext,
  type TestUser,
} from './harness.js';

const patient = { vorname: 'Erika', nachname: 'Mustermann', email: 'erika@example.de', telefon: '0171 2345678' };
const answers = anamnesisFixtures[1]?.answers ?? {};

async function addAnamnesis(ctx: TestContext, tenantId: string, submissionId: string) {
  const id = crypto.randomUUID();
  const sumId = crypto.randomUUID();
  await withTenant(ctx.database.db, tenantId, async (tx) => {
    const a = await ctx.keyring.encrypt(tx, { tenantId, table: 'anamnese_submissions', recordId: id }, answers);
    await tx
      .insertInto('anamnese_submissions')
      .values({
        id,
        tenant_id: tenantId,
        original_submission_id: submissionId,
        answers: a.blob,
        key_version: a.keyVersion,
        completed_at: new Date(),
      })
      .execute();
    const summary = {
      summary: 'Nackenschmerzen seit drei Wochen, mittlere Intensität.',
      keyFindings: [{ text: 'Schmerz 5/10', source: 'painLevel' }],
      recommendations: ['Haltungsschulung'],
      riskFactors: [],
    };
    const s = await ctx.keyring.encrypt(tx, { tenantId, table: 'anamnese_ai_summaries', recordId: sumId }, summary);
    await tx
      .insertInto('anamnese_ai_summaries')
      .values({
        id: sumId,
        tenant_id: tenantId,
        anamnese_submission_id: id,
        ai_model: 'regelbasiert',
        summary: s.blob,
        key_version: s.keyVersion,
      })
      .execute();
  });
}

describeEachDatabase('patient export page', (ctx) => {
  let app: FastifyInstance;
  let staff: TestUser;
  let tenantId: string;

  beforeAll(async () => {
    // With an AI endpoint configured, the page must name it as a recipient.
    app = await buildApp({
      config: {
        ...ctx().config,
        ai: { baseUrl: 'https://ki.example.eu/v1', apiKey: 'x', model: 'test', timeoutMs: 1000 },
      },
      db: ctx().database.db,
      serveWeb: false,
    });
    const t = await makeTenant(ctx(), 'Physio Export');
    tenantId = t.id;
    staff = await makeUser(ctx(), { tenantIds: [t.id] });
  });
  afterAll(() => app.close());

  it('renders German labels and the Art. 15(1) facts, including hidden records', async () => {
    const rx = await makeSubmission(ctx(), tenantId, { ...patient, nachricht: 'Rezept für KG' }, 'prescription');
    const contact = await makeSubmission(ctx(), tenantId, { ...patient, nachricht: 'Frage zum Termin' }, 'contact');
    await addAnamnesis(ctx(), tenantId, contact);
    await withTenant(ctx().database.db, tenantId, (tx) =>
      tx
        .insertInto('email_logs')
        .values({
          tenant_id: tenantId,
          submission_id: contact,
          recipient: 'team@praxis.test',
          subject: 'Neue Anfrage',
          status: 'sent',
          sent_at: new Date(),
        })
        .execute(),
    );
    const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
      app.inject({ method, url, headers: { cookie: staff.cookie }, ...(payload ? { payload } : {}) });
    // The prescription is deleted under its duty: hidden, but still stored and part of Art. 15.
    expect((await call('DELETE', `/api/submissions/${rx}`)).statusCode).toBe(204);

    const matches = await call('GET', `/api/submissions/${contact}/related`);
    const ids = matches.json().matches.map((m: { id: string }) => m.id);
    expect(ids).toEqual(expect.arrayContaining([rx, contact]));
    const res = await call('POST', `/api/submissions/${contact}/export`, { ids });
    expect(res.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const html = new TextDecoder().decode(files['uebersicht.html']);

    // Issue 20: every exported submission also as the PDF for the patient record, hidden ones too.
    const pdfs = Object.keys(files).filter((f) => f.startsWith('dokumente/') && f.endsWith('.pdf'));
    expect(pdfs).toHaveLength(2);
    const contactPdf = pdfs.find((f) => f.includes(shortId(contact).toUpperCase()));
    expect(pdfs.find((f) => f.includes(shortId(rx).toUpperCase()))).toBeDefined();
    const bytes = files[contactPdf ?? ''] ?? new Uint8Array();
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    expect(text).toContain('Mustermann');
    expect(text).toContain('Schmerzintensität');
    expect(text).toContain('Haltungsschulung');

    // The data, in German.
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('Vorname');
    expect(html).toContain('Erika');
    expect(html).toContain('Wie stark sind Ihre Schmerzen?');
    expect(html).toContain('Wichtige Befunde');
    expect(html).toContain('Benachrichtigung an die Praxis');
    expect(html).toContain('versendet');
    expect(html).toContain('§ 630f Abs. 3 BGB');
    expect(html).toMatch(/Von der Praxis gelöscht am/);
    // No raw keys, JSON or English status words.
    for (const raw of ['painLevel', 'bodyParts', '"radio"', '{"', '(sent)', '>sent<', 'notification', 'keyFindings']) {
      expect(html, raw).not.toContain(raw);
    }
    // Art. 15(1): purposes, categories, recipients incl. the AI endpoint, periods, rights, source.
    for (const part of [
      'Zwecke und Rechtsgrundlagen',
      'Kategorien von Daten',
      'Empfänger',
      'ki.example.eu',
      'Speicherdauer',
      'Kontakt- und Fragen-Anfragen',
      '6 Monate nach Erledigung',
      '10 Jahre nach dem letzten behandlungsbezogenen Eintrag',
      'Berichtigung',
      'Löschung',
      'Beschwerde bei einer Datenschutz-Aufsichtsbehörde',
      'Herkunft der Daten',
    ]) {
      expect(html, part).toContain(part);
    }
    // The machine-readable copy holds the hidden record too.
    const json = JSON.parse(new TextDecoder().decode(files['daten.json']));
    expect(json.einreichungen.map((e: { id: string }) => e.id)).toEqual(expect.arrayContaining([rx, contact]));
  });
});
