/**
 * Issue 20 journeys: a patient enters a Muster 13 prescription with the urgent flag; staff see
 * the deadline badges and sort by them; staff key the fields of an upload; the PDF and the FHIR
 * export download and open (PDF text extracted, FHIR validated against the R4 JSON schema).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page, test } from '@playwright/test';
import { anamnesisFixtures } from '@praxisdesk/domain/anamnesisFixtures';
import { addDays, berlinToday, dayMonth, germanDate } from '@praxisdesk/domain/prescriptionCatalogue';
import { extractText, getDocumentProxy } from 'unpdf';
import { demoUser, signIn } from '../fixtures.js';
import { expectNoAxeViolations, PARK, publicKey, submit, uploadPdf } from '../inboxHelpers.js';
// The reception's test checks that its pages request nothing from other origins; staff pages
// preview the uploaded PDF in Chromium's viewer, which loads its own chrome:// resources.
import { createdId, pdfBytes, reception, test as receptionTest } from '../receptionFixtures.js';

const require = createRequire(import.meta.url);
const JSONSchemaValidator = require('@asymmetrik/fhir-json-schema-validator') as new () => {
  validate(resource: unknown): unknown[];
};

const today = berlinToday();
const cards = (page: Page) => page.getByTestId('submission-card');

let patientId = '';

receptionTest(
  'a patient enters a Muster 13 prescription with the urgent flag; hints never block',
  async ({ page, request }) => {
    await page.goto(reception('/online-rezeption/terminbuchung/manuell'));
    await page.getByLabel('Diagnose / Beschwerden*').fill('Rückenschmerzen seit Wochen');
    await page.getByLabel('Verordnete Behandlung*').fill('6x Krankengymnastik');
    await page.getByLabel('Name*').fill('Rita Rezept');
    await page.getByLabel('Telefon*').fill('0170 7654321');
    await page.getByLabel('E-Mail*').fill('rita@example.org');

    const steps = page.getByTestId('prescription-steps');
    await expect(steps.getByText('Schritt 1 von 3: Datum und Dringlichkeit')).toBeVisible();
    await steps.getByLabel('Ausstellungsdatum der Verordnung').fill(addDays(today, -3));
    await steps
      .getByRole('group', { name: /dringlicher Behandlungsbedarf/ })
      .getByRole('radio', { name: 'Ja' })
      .check();
    await expect(page.getByTestId('prescription-deadline')).toHaveText(
      `Die Behandlung muss spätestens am ${germanDate(addDays(today, 11))} beginnen.`,
    );
    await expectNoAxeViolations(page);
    await steps.getByRole('button', { name: 'Nächster Schritt' }).click();

    await expect(steps.getByText('Schritt 2 von 3: Bereich und Diagnose')).toBeVisible();
    await steps.getByLabel('Heilmittelbereich').selectOption('physio');
    await steps.getByLabel('Diagnosegruppe').selectOption('WS');
    // A typo gets a hint, not a refusal.
    await steps.getByLabel('ICD-10-Code 1').fill('M5');
    await expect(page.getByRole('status').getByText(/sieht nicht wie ein ICD-10-Code aus/)).toBeVisible();
    await steps.getByLabel('ICD-10-Code 1').fill('M54.5');
    await expect(page.getByRole('status').getByText(/ICD-10/)).toHaveCount(0);
    await steps.getByRole('button', { name: 'Nächster Schritt' }).click();

    await expect(steps.getByText('Schritt 3 von 3: Heilmittel und Behandlung')).toBeVisible();
    await steps.getByLabel('Vorrangiges Heilmittel 1').selectOption('KG');
    await steps.getByLabel('Ergänzendes Heilmittel').selectOption('WT');
    await steps.getByLabel('Behandlungseinheiten').fill('6');
    await steps.getByLabel('Therapiefrequenz').fill('2x wöchentlich');
    await steps.getByRole('group', { name: 'Hausbesuch' }).getByRole('radio', { name: 'Nein' }).check();
    await expectNoAxeViolations(page);

    await page.getByLabel(/Ich willige ein/).check();
    const [res] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/functions/v1/submitForm')),
      page.getByRole('button', { name: 'Anfrage senden' }).click(),
    ]);
    const created = (await res.json()) as { submissionId: string; grant: string };
    await expect(page.getByRole('heading', { level: 1, name: 'Manuelle Eingabe erfolgreich gesendet' })).toBeVisible();
    patientId = created.submissionId;

    // The spec's fields as they were; the Muster 13 fields under their documented keys.
    const anna = demoUser('anna');
    await page.request.post('/api/auth/login', { data: { email: anna.email, password: anna.password } });
    const detail = await (await page.request.get(`/api/submissions/${patientId}`)).json();
    expect(detail.submission.formData).toMatchObject({
      type: 'manual_prescription',
      diagnosis: 'Rückenschmerzen seit Wochen',
      treatment: '6x Krankengymnastik',
      prescriptionDate: addDays(today, -3),
      urgent: true,
      therapyArea: 'physio',
      diagnosisGroup: 'WS',
      icdCodes: ['M54.5'],
      remedies: ['KG'],
      supplementaryRemedy: 'WT',
      treatmentUnits: 6,
      therapyFrequency: '2x wöchentlich',
      homeVisit: false,
    });
    expect(detail.submission.treatmentDeadline).toBe(addDays(today, 11));

    // The patient also fills in the anamnesis (through the API; its journey is anamnesis.spec.ts).
    const answers = anamnesisFixtures.find((f) => f.name.startsWith('cancer history'))?.answers;
    const an = await request.post('/functions/v1/submitAnamnese', {
      headers: { apikey: await publicKey(request, PARK) },
      data: {
        tenantId: PARK,
        originalSubmissionId: patientId,
        grant: created.grant,
        answers,
        completedAt: new Date().toISOString(),
      },
    });
    expect(an.status(), await an.text()).toBe(200);
  },
);

receptionTest('the upload form asks for the prescription date, optionally', async ({ page }) => {
  await page.goto(reception('/online-rezeption/terminbuchung/rezept'));
  await page.getByLabel('Name*').fill('Paul Papier');
  await page.getByLabel('Telefon*').fill('0170 1112223');
  await page.getByLabel('E-Mail*').fill('paul@example.org');
  await page.getByLabel('Ausstellungsdatum des Rezepts (optional)').fill(addDays(today, -5));
  await page.getByLabel('Rezept (Foto oder PDF)*').setInputFiles({
    name: 'rezept.pdf',
    mimeType: 'application/pdf',
    buffer: pdfBytes,
  });
  await page.getByLabel(/Ich willige ein/).check();
  await expectNoAxeViolations(page);
  const id = await createdId(page, () => page.getByRole('button', { name: 'Anfrage senden' }).click());
  await expect(page.getByRole('heading', { level: 1, name: /Rezept-Upload/ })).toBeVisible();
  const anna = demoUser('anna');
  await page.request.post('/api/auth/login', { data: { email: anna.email, password: anna.password } });
  const detail = await (await page.request.get(`/api/submissions/${id}`)).json();
  expect(detail.submission.formData.prescriptionDate).toBe(addDays(today, -5));
  expect(detail.submission.treatmentDeadline).toBe(addDays(today, 23));
});

test('staff see the deadline badges, sort by deadline and count the next 7 days', async ({ page, request }) => {
  // Two more: urgent with 4 days left (amber), and one whose window has passed.
  await submit(request, PARK, {
    name: 'Anton Amber',
    type: 'manual_prescription',
    diagnosis: 'Knie',
    treatment: 'KG',
    prescriptionDate: addDays(today, -10),
    urgent: 'ja',
  });
  await submit(request, PARK, {
    name: 'Vera Verfallen',
    type: 'manual_prescription',
    diagnosis: 'Schulter',
    treatment: 'MT',
    prescriptionDate: addDays(today, -40),
  });
  await signIn(page, demoUser('anna'));
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('stat-Fristen in 7 Tagen')).toHaveText('1');

  const rita = cards(page).filter({ hasText: 'Rita Rezept' });
  await expect(rita.getByTestId('deadline-badge')).toHaveText(`Beginn bis ${dayMonth(addDays(today, 11))}`);
  await expect(rita.getByTestId('deadline-badge')).toHaveAttribute('data-level', 'ok');

  await page.getByLabel('Sortierung').selectOption('deadline');
  await expect(page).toHaveURL(/sort=deadline/);
  await expect(cards(page).nth(0)).toContainText('Vera Verfallen');
  await expect(cards(page).nth(0).getByTestId('deadline-badge')).toHaveText('abgelaufen');
  await expect(cards(page).nth(1)).toContainText('Anton Amber');
  await expect(cards(page).nth(1).getByTestId('deadline-badge')).toHaveAttribute('data-level', 'amber');
  await expect(cards(page).nth(1).getByTestId('deadline-badge')).toHaveText(
    `Beginn bis ${dayMonth(addDays(today, 4))}`,
  );
  await expect(cards(page).nth(2)).toContainText('Rita Rezept');
  await expectNoAxeViolations(page);
});

test('staff key the prescription fields of an upload', async ({ page, request }) => {
  const s = await submit(request, PARK, { name: 'Ulla Upload', type: 'prescription', message: 'Rezept anbei' });
  await uploadPdf(request, s, 'rezept.pdf');
  await signIn(page, demoUser('anna'));
  await page.goto(`/submissions/${s.submissionId}`);
  await expect(page.getByText('Noch keine Rezeptdaten erfasst.')).toBeVisible();
  await page.getByRole('button', { name: 'Rezeptdaten erfassen' }).click();
  const form = page.getByRole('form', { name: 'Rezeptdaten erfassen' });
  await form.getByLabel('Ausstellungsdatum der Verordnung').fill(addDays(today, -2));
  await form.getByLabel('Dringlicher Behandlungsbedarf').check();
  await form.getByLabel('Heilmittelbereich').selectOption('physio');
  await form.getByLabel('Diagnosegruppe').selectOption('EX');
  await form.getByLabel('ICD-10-Code 1').fill('s83.2 r');
  await form.getByLabel('Vorrangiges Heilmittel 1').selectOption('MT');
  await form.getByLabel('Behandlungseinheiten').fill('6');
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Rezeptdaten speichern' }).click();

  await expect(page.getByText('Rezeptdaten gespeichert.')).toBeVisible();
  const data = page.getByTestId('prescription-data');
  await expect(data).toContainText('EX – Erkrankungen der Extremitäten und des Beckens');
  await expect(data).toContainText('S83.2 R');
  await expect(data).toContainText('MT – Manuelle Therapie');
  await expect(page.getByText(`Behandlungsbeginn spätestens: ${germanDate(addDays(today, 12))}`)).toBeVisible();

  await page.goto('/dashboard');
  await expect(cards(page).filter({ hasText: 'Ulla Upload' }).getByTestId('deadline-badge')).toHaveText(
    `Beginn bis ${dayMonth(addDays(today, 12))}`,
  );
});

test('the PDF and the FHIR export download and open', async ({ page }) => {
  expect(patientId).not.toBe('');
  await signIn(page, demoUser('anna'));
  await page.goto(`/submissions/${patientId}`);

  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'PDF herunterladen' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe(`Einreichung-${patientId.slice(0, 8).toUpperCase()}.pdf`);
  const bytes = new Uint8Array(readFileSync((await pdf.path()) ?? ''));
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  const flat = text.replace(/\s+/g, ' ');
  for (const s of [
    'Physiotherapie am Stadtpark',
    'Rita Rezept',
    'Dringlicher Behandlungsbedarf',
    `Behandlungsbeginn spätestens ${germanDate(addDays(today, 11))}`,
    'Warnhinweise (Red Flags)',
    'Zugriffsprotokoll',
    'Seite 1 von',
  ]) {
    expect(flat).toContain(s);
  }

  const [fhir] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Anamnese als FHIR (JSON)' }).click(),
  ]);
  const bundle = JSON.parse(readFileSync((await fhir.path()) ?? '', 'utf8'));
  expect(bundle.resourceType).toBe('Bundle');
  expect(new JSONSchemaValidator().validate(bundle)).toEqual([]);
  const qr = bundle.entry.find(
    (e: { resource: { resourceType: string } }) => e.resource.resourceType === 'QuestionnaireResponse',
  );
  expect(qr.resource.identifier.value).toBe(patientId);

  // Both downloads are in the submission's access history.
  const log = await (await page.request.get(`/api/submissions/${patientId}/access-log`)).json();
  expect(JSON.stringify(log)).toContain('submission.pdf');
  expect(JSON.stringify(log)).toContain('anamnesis.fhir');
});
