import {
  createdId,
  expect,
  expectNoAxeViolations,
  PARK,
  pdfBytes,
  reception,
  STUDIO,
  staffSubmission,
  test,
} from '../receptionFixtures.js';

async function fillContact(page: import('@playwright/test').Page, name = 'Erika Mustermann') {
  await page.getByLabel('Name*').fill(name);
  await page.getByLabel('Telefon*').fill('0170 1234567');
  await page.getByLabel('E-Mail*').fill('erika@example.org');
}

test('a self-pay request from the landing page to /erfolg with the anamnesis done', async ({ page }) => {
  await page.goto(reception('/online-rezeption'));
  await page.getByRole('link', { name: /Termin anfragen/ }).click();
  await page.getByRole('link', { name: /Ohne Rezept/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terminanfrage als Selbstzahler' })).toBeVisible();
  await expect(page.getByLabel('Standort*')).toHaveValue('Am Stadtpark 12, 10115 Berlin');
  await expectNoAxeViolations(page);

  await fillContact(page);
  await page.getByLabel('Standort*').selectOption('Parkallee 3, 10117 Berlin');
  await page.getByLabel('Ihre Beschwerden und Terminwünsche*').fill('Nackenschmerzen, gern dienstags nachmittags.');
  await page.getByLabel(/Ich willige ein/).check();
  const id = await createdId(page, () => page.getByRole('button', { name: 'Anfrage senden' }).click());

  await expect(page).toHaveURL(`/online-rezeption/submission-erfolg?tenant=${PARK}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Selbstzahler-Anfrage erfolgreich gesendet' }),
  ).toBeVisible();
  await expect(page.getByTestId('reference')).toHaveText(id.slice(0, 8).toUpperCase());
  await expect(page.getByRole('link', { name: 'empfang@physio-am-park.example' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Jetzt Anamnese ausfüllen' }).click();

  // Step 1: the body map, by checkbox and by clicking the figure.
  await expect(page).toHaveURL(`/online-rezeption/anamnese?tenant=${PARK}`);
  await expect(page.getByTestId('step-label')).toHaveText('Schritt 1 von 20');
  await expect(page.getByRole('progressbar', { name: 'Fortschritt' })).toHaveAttribute('aria-valuenow', '5');
  await expectNoAxeViolations(page);
  await page.getByRole('checkbox', { name: 'Knie rechts' }).check();
  await page.locator('[data-region="nacken"]').click();
  await expect(page.getByRole('checkbox', { name: 'Nacken' })).toBeChecked();
  await expect(page.getByText('2 Regionen ausgewählt')).toBeVisible();
  await page.getByRole('button', { name: 'Weiter' }).click();

  // Step 2: the pain scale; focus moves to the new question.
  await expect(page.getByRole('heading', { level: 2, name: 'Wie stark sind Ihre Schmerzen?' })).toBeFocused();
  await page.getByRole('radio', { name: '7' }).check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByRole('radio', { name: 'Zeitweise' }).check();
  await page.getByRole('button', { name: 'Weiter' }).click();

  // An accidental reload keeps the answers and the step.
  await expect(page.getByTestId('step-label')).toHaveText('Schritt 4 von 20');
  await page.reload();
  await expect(page.getByTestId('step-label')).toHaveText('Schritt 4 von 20');
  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(page.getByRole('radio', { name: 'Zeitweise' })).toBeChecked();
  await page.getByRole('button', { name: 'Weiter' }).click();

  // Steps 4–11 skipped (all skippable), which leaves them unanswered.
  for (let step = 4; step <= 11; step++) {
    await expect(page.getByTestId('step-label')).toHaveText(`Schritt ${step} von 20`);
    await page.getByRole('button', { name: 'Überspringen' }).click();
  }
  // Step 12, comorbidities: not skippable, needs ja/nein.
  await expect(page.getByRole('heading', { level: 2, name: 'Haben Sie Vorerkrankungen?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Überspringen' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Weiter' })).toBeDisabled();
  await page.getByRole('radio', { name: 'Ja' }).check();
  await page.getByLabel(/Details/).fill('Bluthochdruck');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Weiter' }).click();
  // Step 13, medications.
  await expect(page.getByRole('button', { name: 'Weiter' })).toBeDisabled();
  await page.getByRole('radio', { name: 'Nein' }).check();
  await page.getByRole('button', { name: 'Weiter' }).click();
  for (let step = 14; step <= 18; step++) await page.getByRole('button', { name: 'Weiter' }).click();
  // Step 19: previous treatments with free text.
  await expect(page.getByTestId('step-label')).toHaveText('Schritt 19 von 20');
  await page.getByRole('checkbox', { name: 'MRT' }).check();
  await page.getByLabel('Sonstige Untersuchungen oder Behandlungen').fill('Osteopathie');
  await page.getByRole('button', { name: 'Weiter' }).click();
  // Step 20: expectations need text and the consent.
  const send = page.getByRole('button', { name: 'Anamnese absenden' });
  await expect(send).toBeDisabled();
  await page.getByLabel('Ihre Erwartungen und Ziele*').fill('Wieder schmerzfrei arbeiten können.');
  await expect(send).toBeDisabled();
  await page.getByLabel(/Gesundheitsangaben/).check();
  await expectNoAxeViolations(page);
  await send.click();

  await expect(page).toHaveURL(`/online-rezeption/erfolg?tenant=${PARK}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Anamnese!' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Wie geht es weiter?' })).toBeVisible();
  await expect(page.getByTestId('reference')).toHaveText(id.slice(0, 8));
  await expectNoAxeViolations(page);
  // Sent answers are no longer kept in the tab.
  expect(await page.evaluate(() => window.sessionStorage.length)).toBe(0);

  const stored = await staffSubmission(page, id);
  expect(stored.hasAnamnese).toBe(true);
  expect(stored.formData).toMatchObject({ type: 'no_prescription', location: 'Parkallee 3, 10117 Berlin' });
});

test('a prescription upload: too large and not really a PDF are refused, then a valid PDF goes through', async ({
  page,
}) => {
  await page.goto(reception('/online-rezeption/terminbuchung/rezept'));
  await expectNoAxeViolations(page);
  await fillContact(page, 'Max Rezept');
  await page.getByLabel(/Ich willige ein/).check();
  const fileInput = page.getByLabel('Rezept (Foto oder PDF)*');

  // No file: the spec's message, nothing sent.
  await page.getByRole('button', { name: 'Anfrage senden' }).click();
  await expect(page.getByText('Bitte wähle eine Datei aus.')).toBeVisible();

  // Too large (4 MB + 1 byte): refused in the browser and the field cleared.
  await fileInput.setInputFiles({
    name: 'rezept.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(4 * 1024 * 1024 + 1024 * 1024, 0x25),
  });
  await expect(page.getByText('Datei ist zu groß. Maximum: 4MB (Ihre Datei: 5.00MB)')).toBeVisible();
  await expect(fileInput).toHaveValue('');
  await expectNoAxeViolations(page);

  // Wrong type by name and type.
  await fileInput.setInputFiles({ name: 'rezept.docx', mimeType: 'application/msword', buffer: Buffer.from('x') });
  await expect(page.getByText('Nicht unterstütztes Dateiformat. Erlaubt: JPG, PNG, PDF')).toBeVisible();
  await expect(fileInput).toHaveValue('');

  // Looks like a PDF but is not one: the server refuses it; the mapped error with tips shows,
  // the form stays, and the patient is not sent on.
  await fileInput.setInputFiles({ name: 'rezept.pdf', mimeType: 'application/pdf', buffer: Buffer.from('kein pdf') });
  const firstId = await createdId(page, () => page.getByRole('button', { name: 'Anfrage senden' }).click());
  const alert = page.getByRole('alert').filter({ hasText: 'Tipps:' });
  await expect(alert).toContainText('Nicht unterstütztes Dateiformat. Erlaubt: JPG, PNG, PDF');
  await expect(alert).toContainText('Prüfe deine Internetverbindung.');
  await expect(alert).toContainText('kontaktiere bitte die Praxis (030 1234567, empfang@physio-am-park.example)');
  await expect(page).toHaveURL(/\/terminbuchung\/rezept/);
  await expect(page.getByLabel('Name*')).toHaveValue('Max Rezept');
  await expectNoAxeViolations(page);

  // A valid PDF: uploaded to the request already created (no second request), then on.
  let submits = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/functions/v1/submitForm')) submits++;
  });
  await fileInput.setInputFiles({ name: 'rezept.pdf', mimeType: 'application/pdf', buffer: pdfBytes });
  const upload = page.waitForResponse((r) => r.url().endsWith('/functions/v1/secureUpload'));
  await page.getByRole('button', { name: 'Anfrage senden' }).click();
  expect((await upload).status()).toBe(200);
  await expect(page).toHaveURL(`/online-rezeption/submission-erfolg?tenant=${PARK}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Rezept-Upload erfolgreich gesendet' })).toBeVisible();
  await expect(page.getByTestId('reference')).toHaveText(firstId.slice(0, 8).toUpperCase());
  expect(submits).toBe(0);

  const stored = await staffSubmission(page, firstId);
  expect(stored.formType).toBe('prescription');
  expect(stored.prescriptionFile).toMatchObject({ fileName: 'rezept.pdf', fileType: 'application/pdf' });

  // Skipping the anamnesis leads to the prescription confirmation.
  await page.getByRole('button', { name: 'Anamnese überspringen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Anfrage mit Rezept!' })).toBeVisible();
});

test('a manual request at the non-medical studio: goals and services, no anamnesis offered', async ({ page }) => {
  await page.goto(reception('/online-rezeption/terminbuchung', STUDIO));
  await page.getByRole('link', { name: /Ziele und Leistungen angeben/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ziele und Leistungen angeben' })).toBeVisible();
  await expect(page.getByLabel('Diagnose / Beschwerden*')).toHaveCount(0);
  await expect(page.getByLabel('Standort*')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByLabel('Ihre Ziele*').fill('Fitter werden und Rücken stärken');
  await page.getByLabel('Gewünschte Leistungen*').fill('Personal Training\nRückenfit-Kurs');
  await fillContact(page, 'Sam Studio');
  await page.getByLabel(/Ich willige ein/).check();
  const id = await createdId(page, () => page.getByRole('button', { name: 'Anfrage senden' }).click());

  // The studio has no anamnesis: submission-erfolg forwards at once to the confirmation.
  await expect(page).toHaveURL(`/online-rezeption/erfolg?tenant=${STUDIO}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Anfrage!' })).toBeVisible();
  await expect(page.getByTestId('reference')).toHaveText(id.slice(0, 8));
  await expectNoAxeViolations(page);
  // Goals and services travel as diagnosis and treatment (spec §3); the only location is sent.
  expect((await staffSubmission(page, id, 'tom')).formData).toMatchObject({
    type: 'manual_prescription',
    diagnosis: 'Fitter werden und Rücken stärken',
    treatment: 'Personal Training\nRückenfit-Kurs',
    location: 'Torstraße 88, 10119 Berlin',
  });

  // The anamnesis page itself sends the studio's visitors back to the landing page.
  await page.goto(reception('/online-rezeption/anamnese', STUDIO));
  await expect(page).toHaveURL(`/online-rezeption?tenant=${STUDIO}`);
});

test('a medical manual request sends diagnosis, treatment and doctor', async ({ page }) => {
  await page.goto(reception('/online-rezeption/terminbuchung/manuell'));
  await page.getByLabel('Diagnose / Beschwerden*').fill('Lumbago');
  await page.getByLabel('Verordnete Behandlung*').fill('6x Krankengymnastik');
  await page.getByLabel(/Ausstellende Ärztin/).fill('Dr. Sommer');
  await fillContact(page, 'Mia Manuell');
  await page.getByLabel(/Ich willige ein/).check();
  const id = await createdId(page, () => page.getByRole('button', { name: 'Anfrage senden' }).click());
  await expect(page.getByRole('heading', { level: 1, name: 'Manuelle Eingabe erfolgreich gesendet' })).toBeVisible();
  const stored = await staffSubmission(page, id);
  expect(stored.formData).toMatchObject({
    type: 'manual_prescription',
    diagnosis: 'Lumbago',
    treatment: '6x Krankengymnastik',
    doctor: 'Dr. Sommer',
    location: 'Am Stadtpark 12, 10115 Berlin',
  });
});
