import { expect, test } from '@playwright/test';
import { demoUser, signIn } from '../fixtures.js';
import { expectNoAxeViolations } from '../inboxHelpers.js';

/** The scan endpoint comes with the spam-defence work (POST /api/spam/scan); until it is merged these wait. */
async function scanEndpointMissing(page: import('@playwright/test').Page) {
  const res = await page.request.post('/api/spam/scan', { data: { options: { limit: 1 } } });
  return res.status() === 404 && !(await res.text()).includes('SUBMISSION');
}

test('a streaming scan shows live progress, the summary and the details', async ({ page }) => {
  await signIn(page, demoUser('anna'));
  await expect(page).toHaveURL(/\/dashboard$/);
  test.fixme(await scanEndpointMissing(page), 'POST /api/spam/scan is not in this branch yet');
  await page.getByRole('button', { name: 'Spam-Scan starten' }).click();
  const dialog = page.getByRole('dialog', { name: 'Spam-Scan' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Maximale Anzahl (1–100)').fill('20');
  await expect(dialog.getByLabel('Live-Fortschritt anzeigen')).toBeChecked();
  await dialog.getByRole('button', { name: 'Scan starten' }).click();
  await expect(dialog.getByText(/Scan abgeschlossen: \d+ geprüft/)).toBeVisible({ timeout: 60_000 });
  await expect(dialog.getByRole('columnheader', { name: 'KI oder Regel' })).toBeVisible();
  // The success message hides after 3 s; the summary stays.
  await expect(dialog.getByText(/Scan abgeschlossen/)).toBeHidden({ timeout: 5_000 });
  await expect(dialog.getByTestId('scan-scanned')).toBeVisible();
  await dialog.getByRole('button', { name: 'Neuen Scan starten' }).click();
  await expect(dialog.getByRole('button', { name: 'Scan starten' })).toBeVisible();
});

test('a standard scan by form type needs a chosen type', async ({ page }) => {
  await signIn(page, demoUser('anna'));
  await expect(page).toHaveURL(/\/dashboard$/);
  test.fixme(await scanEndpointMissing(page), 'POST /api/spam/scan is not in this branch yet');
  await page.getByRole('button', { name: 'Spam-Scan starten' }).click();
  const dialog = page.getByRole('dialog', { name: 'Spam-Scan' });
  await dialog.getByLabel('Nach Formulartyp').check();
  await expect(dialog.getByRole('button', { name: 'Scan starten' })).toBeDisabled();
  await dialog.getByLabel('Formulartyp').selectOption('contact');
  await dialog.getByLabel('Maximale Anzahl (1–100)').fill('5');
  await dialog.getByRole('button', { name: 'Scan starten' }).click();
  await expect(dialog.getByTestId('scan-scanned')).toBeVisible({ timeout: 60_000 });
  await dialog.getByRole('button', { name: 'Schließen' }).click();
  await expect(dialog).toBeHidden();
});
