import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { demoUser, signIn } from '../fixtures.js';
import { expectNoAxeViolations, PARK, samplePdf, submit, uploadPdf } from '../inboxHelpers.js';

const cards = (page: import('@playwright/test').Page) => page.getByTestId('submission-card');

test('staff filter, page, open a submission, mark processed, mark spam and back', async ({ page, request }) => {
  // Enough requests for a second page (the demo has fewer than 10 per practice).
  for (let i = 0; i < 12; i++) {
    await submit(request, PARK, {
      vorname: 'Paula',
      nachname: `Pager${i}`,
      email: `p${i}@example.de`,
      message: `Anfrage ${i}`,
    });
  }
  // Unremarkable to the filter, so that staff are the ones who mark it.
  const spam = await submit(request, PARK, { name: 'Sepp Spam', message: 'Haben Sie noch Termine frei?' });
  await signIn(page, demoUser('anna'));
  await expect(page).toHaveURL(/\/dashboard$/);
  // Staff marking through the API with the signed-in session (the UI path is tested below).
  expect(
    (await page.request.patch(`/api/submissions/${spam.submissionId}/spam`, { data: { isSpam: true } })).status(),
  ).toBe(200);
  await page.reload();
  await expect(cards(page)).toHaveCount(10);
  await expect(page.getByText(/^Seite 1 von \d+$/)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/^Seite 2 von \d+$/)).toBeVisible();
  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByLabel('Formulartyp').selectOption('prescription');
  await expect(page).toHaveURL(/type=prescription/);
  await expect(cards(page).first()).toBeVisible();
  await expect(cards(page).filter({ hasNotText: 'Rezept' })).toHaveCount(0);
  await page.getByLabel('Formulartyp').selectOption('');
  await expect(page).toHaveURL(/\/dashboard$/);

  // Spam is hidden until asked for.
  const spamCards = cards(page).filter({ hasText: /Spam \(\d+\)/ });
  await expect(spamCards).toHaveCount(0);
  // The box follows the URL (a navigation), so click and wait for the state instead of check().
  await page.getByLabel('Spam anzeigen').click();
  await expect(page).toHaveURL(/spam=1/);
  await expect(page.getByLabel('Spam anzeigen')).toBeChecked();
  await expect(spamCards.first()).toBeVisible();
  await page.getByLabel('Spam anzeigen').click();
  await expect(page.getByLabel('Spam anzeigen')).not.toBeChecked();

  await cards(page).filter({ hasText: 'Paula Pager11' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/submissions\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Paula Pager11' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Als bearbeitet markieren' }).click();
  await expect(page.getByRole('button', { name: 'Als unbearbeitet markieren' })).toBeVisible();

  await expect(page.getByRole('button', { name: 'Als Nicht-Spam markieren' })).toBeDisabled();
  await page.getByRole('button', { name: 'Als Spam markieren' }).click();
  await expect(page.getByText('Diese Einreichung wurde als Spam eingestuft.')).toBeVisible();
  await expect(page.getByTestId('spam-score')).toHaveText('70 / 100');
  await expect(page.getByRole('button', { name: 'Als Spam markieren' })).toBeDisabled();
  await page.getByRole('button', { name: 'Als Nicht-Spam markieren' }).click();
  await expect(page.getByTestId('spam-score')).toHaveText('0 / 100');
  await expect(page.getByText('Diese Einreichung wurde als Spam eingestuft.')).toHaveCount(0);

  await page.getByRole('button', { name: 'Zurück zum Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(cards(page).filter({ hasText: 'Paula Pager11' }).getByLabel('Bearbeitet')).toBeChecked();
});

test("bulk-deletes two submissions after typing 'Löschen'", async ({ page, request }) => {
  await submit(request, PARK, { name: 'Bulk Eins', message: 'weg damit 1' });
  await submit(request, PARK, { name: 'Bulk Zwei', message: 'weg damit 2' });
  await signIn(page, demoUser('anna'));
  await page.getByLabel('Bulk Eins auswählen').check();
  await page.getByLabel('Bulk Zwei auswählen').check();
  await page.getByRole('button', { name: 'Ausgewählte löschen (2)' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  const confirm = dialog.getByRole('button', { name: 'Endgültig löschen' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Geben Sie zur Bestätigung „Löschen“ ein:').fill('Löschen');
  await confirm.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Bulk Eins')).toHaveCount(0);
  await expect(page.getByText('Bulk Zwei')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Ausgewählte löschen (0)' })).toBeDisabled();
});

test('downloads the decrypted prescription of a submission', async ({ page, request }) => {
  const s = await submit(request, PARK, { name: 'Rita Rezept', type: 'prescription', email: 'rita@example.de' });
  await uploadPdf(request, s, 'Rezept Rita.pdf');
  await signIn(page, demoUser('anna'), `/login?redirect=/submissions/${s.submissionId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Rita Rezept' })).toBeVisible();
  await expect(page.getByText('Rezept Rita.pdf')).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Herunterladen' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Rezept Rita.pdf');
  expect(readFileSync(await download.path()).equals(samplePdf)).toBe(true);
  // Not for anyone without a session.
  const anonymous = await request.get(`/api/submissions/${s.submissionId}/file`);
  expect(anonymous.status()).toBe(401);
});

test('a new submission appears in an open inbox within seconds (live events)', async ({ page, request }) => {
  // Whichever comes first, the submission or the server's baseline for the stream, it shows:
  // a change after the baseline is pushed, one before it is in the re-read the client does on
  // the stream's `ready` (features/submissions/events.ts). Waiting for the stream only makes
  // sure the page is live, not polling.
  const subscribed = page.waitForResponse((r) => r.url().includes('/api/submissions/events'));
  await signIn(page, demoUser('anna'));
  await expect(cards(page).first()).toBeVisible();
  await subscribed;
  const nachname = `Neuzugang${Date.now() % 100_000}`;
  await submit(request, PARK, { vorname: 'Live', nachname, message: 'Bitte um Rückruf' });
  await expect(page.getByText(`Live ${nachname}`)).toBeVisible({ timeout: 30_000 });
});

test('URL parameters win over local storage, which fills in what the URL leaves out', async ({ page }) => {
  await signIn(page, demoUser('anna'));
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard?type=prescription&spam=1');
  await expect(page.getByLabel('Formulartyp')).toHaveValue('prescription');
  await expect(page.getByLabel('Spam anzeigen')).toBeChecked();
  // No parameters: the stored state comes back and is mirrored into the URL.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard\?spam=1&type=prescription$/);
  await expect(page.getByLabel('Formulartyp')).toHaveValue('prescription');
  // The URL wins.
  await page.goto('/dashboard?type=training');
  await expect(page.getByLabel('Formulartyp')).toHaveValue('training');
  await expect(page.getByLabel('Spam anzeigen')).toBeChecked();
  expect(await page.evaluate(() => localStorage.getItem('pd.dashboard.formType'))).toBe('training');
  // Signing out clears the stored filters.
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('pd.dashboard.formType'))).toBeNull();
});

test('a multi-tenant user switches tenants', async ({ page, request }) => {
  await submit(request, PARK, { vorname: 'Tina', nachname: 'Tenantwechsel', message: 'Für die Praxis am Park' });
  await signIn(page, demoUser('tom'));
  const select = page.getByLabel('Mandant');
  await expect(select).toBeVisible();
  await expect(select.locator('option')).toHaveText(['Bewegungsstudio Mitte', 'Physiotherapie am Stadtpark']);
  await expect(cards(page).first()).toBeVisible();
  const studioTotal = await page.getByTestId('stat-Gesamt').textContent();
  await select.selectOption({ label: 'Physiotherapie am Stadtpark' });
  await expect(page).toHaveURL(/tenant=[0-9a-f-]{36}/);
  await expect(page.getByText('Tina Tenantwechsel')).toBeVisible();
  await expect(page.getByTestId('stat-Gesamt')).not.toHaveText(studioTotal ?? '');
  await page.reload();
  await expect(page.getByLabel('Mandant')).toHaveValue(/[0-9a-f-]{36}/);
  await expect(page.getByText('Tina Tenantwechsel')).toBeVisible();
  await select.selectOption({ label: 'Bewegungsstudio Mitte' });
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Tina Tenantwechsel')).toHaveCount(0);
});
