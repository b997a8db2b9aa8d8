import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, magicLinkFor, PARK, submit } from '../inboxHelpers.js';

test('the magic link opens the submission read-only once, then is spent', async ({ page, request }) => {
  const s = await submit(request, PARK, {
    name: 'Greta Link',
    email: 'greta@example.de',
    message: 'Nur lesen, bitte.',
  });
  const { link } = await magicLinkFor(s.submissionId);
  const path = new URL(link).pathname + new URL(link).search;

  await page.goto(path);
  await expect(page.getByText('Nur-Lese-Zugriff')).toBeVisible();
  await expect(page.getByText('Sichere Ansicht über MagicLink')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Greta Link' })).toBeVisible();
  await expect(page.getByText('Nur lesen, bitte.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'E-Mail-Protokoll' })).toBeVisible();
  for (const name of ['Als Spam markieren', 'Löschen', 'Zurück zum Dashboard', 'Als bearbeitet markieren']) {
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  }
  await expectNoAxeViolations(page);

  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Zugriff verweigert' })).toBeVisible();
  await expect(page.getByText('Dieser Link wurde bereits verwendet und ist deaktiviert.')).toBeVisible();
  await expect(page.getByText(`Referenz ${s.submissionId.slice(0, 8).toUpperCase()}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Code prüfen' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Schließen' }).click();
  await expect(page).not.toHaveURL(/\/submission\//);
});

test('an unknown link offers the 6-digit code, which opens the submission', async ({ page, request }) => {
  const s = await submit(request, PARK, { name: 'Carl Code', email: 'carl@example.de', message: 'Per Code' });
  const { code } = await magicLinkFor(s.submissionId);
  await page.goto(`/submission/${s.submissionId}?token=gibt-es-nicht`);
  await expect(page.getByRole('heading', { name: 'Zugriff verweigert' })).toBeVisible();
  await expectNoAxeViolations(page);
  const input = page.getByLabel('6-stelliger Code');
  await input.fill('12ab');
  await expect(input).toHaveValue('12');
  await page.getByRole('button', { name: 'Code prüfen' }).click();
  await expect(page.getByText('Bitte geben Sie einen 6-stelligen Code ein.')).toBeVisible();
  await input.fill(code);
  await page.getByRole('button', { name: 'Code prüfen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Carl Code' })).toBeVisible();
});

test('a link without token says so', async ({ page }) => {
  await page.goto('/submission/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Ungültiger Link: Submission-ID oder Token fehlt.')).toBeVisible();
});
