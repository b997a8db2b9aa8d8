import { demoUser, signIn } from '../fixtures.js';
import { createdId, expect, expectNoAxeViolations, reception, test } from '../receptionFixtures.js';

test('a patient completes the anamnesis, staff see the red flag, generate the summary and the clinical text', async ({
  page,
}) => {
  // The patient: a self-pay request, then the anamnesis with warning signs.
  await page.goto(reception('/online-rezeption'));
  await page.getByRole('link', { name: /Termin anfragen/ }).click();
  await page.getByRole('link', { name: /Ohne Rezept/ }).click();
  await page.getByLabel('Name*').fill('Greta Anamnese');
  await page.getByLabel('Telefon*').fill('0170 7654321');
  await page.getByLabel('E-Mail*').fill('greta@example.org');
  await page.getByLabel('Ihre Beschwerden und Terminwünsche*').fill('Starke Rückenschmerzen, bitte bald.');
  await page.getByLabel(/Ich willige ein/).check();
  const id = await createdId(page, () => page.getByRole('button', { name: 'Anfrage senden' }).click());
  await page.getByRole('button', { name: 'Jetzt Anamnese ausfüllen' }).click();

  await expect(page.getByTestId('step-label')).toHaveText('Schritt 1 von 20');
  await page.getByRole('checkbox', { name: 'Rücken' }).check();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByRole('radio', { name: '9' }).check();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByRole('radio', { name: 'Dauerhaft' }).check();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByRole('button', { name: 'Überspringen' }).click(); // pain type
  await page.getByRole('radio', { name: 'Schlechter geworden' }).check();
  await page.getByRole('button', { name: 'Weiter' }).click();
  for (let step = 6; step <= 11; step++) {
    await expect(page.getByTestId('step-label')).toHaveText(`Schritt ${step} von 20`);
    await page.getByRole('button', { name: 'Überspringen' }).click();
  }
  await page.getByRole('radio', { name: 'Nein' }).check(); // comorbidities
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByRole('radio', { name: 'Nein' }).check(); // medications
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByTestId('step-label')).toHaveText('Schritt 14 von 20');
  await page.getByRole('radio', { name: 'Ja' }).check(); // cancer
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByTestId('step-label')).toHaveText('Schritt 15 von 20');
  await page.getByRole('radio', { name: 'Ja' }).check(); // night sweats
  await page.getByRole('button', { name: 'Weiter' }).click();
  for (let step = 16; step <= 19; step++) {
    await expect(page.getByTestId('step-label')).toHaveText(`Schritt ${step} von 20`);
    await page.getByRole('button', { name: 'Überspringen' }).click();
  }
  await page.getByLabel('Ihre Erwartungen und Ziele*').fill('Wieder durchschlafen können.');
  await page.getByLabel(/Gesundheitsangaben/).check();
  await page.getByRole('button', { name: 'Anamnese absenden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Anamnese!' })).toBeVisible();

  // Staff: the red-flag badge on the inbox card.
  await signIn(page, demoUser('anna'));
  await expect(page).toHaveURL(/\/dashboard$/);
  // The request was filled in a fraction of a second from the address every journey uses: two bot
  // signals (+35, +15) that can put a four-word message at the spam threshold. The journey is
  // about the red flag, not the verdict, so it looks at the whole inbox, spam included.
  await page.getByLabel('Spam anzeigen').click();
  await expect(page).toHaveURL(/spam=1/);
  const card = page.getByTestId('submission-card').filter({ has: page.locator(`a[href="/submissions/${id}"]`) });
  await expect(card.getByText('Red Flag Anamnese')).toBeVisible();
  await card.getByRole('link').click();
  await expect(page).toHaveURL(`/submissions/${id}`);

  // The red flags with their reasons, and the answers under German labels.
  const flags = page.getByTestId('red-flags');
  await expect(flags.getByText('Krebserkrankung in der Vorgeschichte mit Nachtschweiß')).toBeVisible();
  await expect(flags.getByText('Starke Schmerzen (8–10) mit Verschlechterung')).toBeVisible();
  await expect(page.getByTestId('answer-painLevel')).toContainText('9 von 10');
  await expect(page.getByTestId('answer-problemEvolution')).toContainText('Schlechter geworden');
  await expect(page.getByTestId('answer-painType')).toContainText('Keine Angabe');
  await expectNoAxeViolations(page);

  // The summary, generated in the background.
  await page.getByRole('button', { name: 'Zusammenfassung generieren' }).click();
  const summary = page.getByTestId('anamnesis-summary');
  await expect(summary).toBeVisible({ timeout: 30_000 });
  await expect(summary.getByText('Red Flag')).toHaveCount(2);
  await expect(
    summary.getByText(/Angegeben werden Beschwerden im Bereich Rücken mit einer Schmerzintensität von 9\/10/),
  ).toBeVisible();
  await expect(page.getByTestId('summary-footer')).toContainText('Modell: PraxisDesk regelbasiert');
  await expect(page.getByRole('button', { name: 'Zusammenfassung neu generieren' })).toBeVisible();

  // The clinical text: generate, switch to HTML, copy.
  await page.getByRole('button', { name: 'Anamnese-Text generieren' }).click();
  const text = page.getByTestId('clinical-text');
  await expect(text).toContainText('Pat. berichtet über Beschwerden im Bereich Rücken.', { timeout: 30_000 });
  await expect(text).toContainText('Die Schmerzintensität wird mit 9/10 (NRS) angegeben.');
  await page.getByRole('button', { name: 'HTML' }).click();
  await expect(text).toContainText('<h3>Anamnese (Online-Anamnesebogen vom');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'In die Zwischenablage kopieren' }).click();
  await expect(page.getByText('In die Zwischenablage kopiert.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('<p>Pat. berichtet');
  await page.getByRole('button', { name: 'Anamnese-Text neu generieren' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('wirklich neu generieren');
  await expectNoAxeViolations(page);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Abbrechen' }).click();
  await expectNoAxeViolations(page);
});
