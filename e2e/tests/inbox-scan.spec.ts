import { expect, test } from '@playwright/test';
import { demoUser, signIn } from '../fixtures.js';
import { expectNoAxeViolations } from '../inboxHelpers.js';

test('a streaming scan shows live progress, the summary and the details', async ({ page }) => {
  await page.clock.install();
  await signIn(page, demoUser('anna'));
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Spam-Scan starten' }).click();
  const dialog = page.getByRole('dialog', { name: 'Spam-Scan' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Maximale Anzahl (1–100)').fill('20');
  await expect(dialog.getByLabel('Live-Fortschritt anzeigen')).toBeChecked();
  // Timers stand still from here: on a busy machine the success message (hidden after 3 s of
  // real time) could be gone before the check that it was shown.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await dialog.getByRole('button', { name: 'Scan starten' }).click();
  await expect(dialog.getByText(/Scan abgeschlossen: \d+ geprüft/)).toBeVisible({ timeout: 60_000 });
  await expect(dialog.getByRole('columnheader', { name: 'KI oder Regel' })).toBeVisible();
  // The success message hides after 3 s; the summary stays.
  await page.clock.runFor(2_900);
  await expect(dialog.getByText(/Scan abgeschlossen: \d+ geprüft/)).toBeVisible();
  await page.clock.runFor(200);
  await expect(dialog.getByText(/Scan abgeschlossen/)).toBeHidden();
  await page.clock.resume();
  await expect(dialog.getByTestId('scan-scanned')).toBeVisible();
  await dialog.getByRole('button', { name: 'Neuen Scan starten' }).click();
  await expect(dialog.getByRole('button', { name: 'Scan starten' })).toBeVisible();
});

test('a standard scan by form type needs a chosen type', async ({ page }) => {
  await signIn(page, demoUser('anna'));
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Spam-Scan starten' }).click();
  const dialog = page.getByRole('dialog', { name: 'Spam-Scan' });
  await dialog.getByLabel('Nach Formulartyp').check();
  await expect(dialog.getByRole('button', { name: 'Scan starten' })).toBeDisabled();
  await dialog.getByLabel('Formulartyp', { exact: true }).selectOption('contact');
  await dialog.getByLabel('Maximale Anzahl (1–100)').fill('5');
  await dialog.getByRole('button', { name: 'Scan starten' }).click();
  await expect(dialog.getByTestId('scan-scanned')).toBeVisible({ timeout: 60_000 });
  await dialog.getByRole('button', { name: 'Schließen', exact: true }).click();
  await expect(dialog).toBeHidden();
});
