import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { demoUser, signIn } from '../fixtures.js';
import { PARK, submit } from '../inboxHelpers.js';

/** Issue 18, point 5: the inbox as CSV under the dashboard's filters. */
test('the dashboard downloads the inbox as CSV under its filters', async ({ page }) => {
  await submit(page.request, PARK, {
    name: 'Carla CSV',
    phone: '0170 2',
    email: 'carla@example.org',
    message: 'Bitte um einen Termin am Dienstag.',
    type: 'question',
  });
  await signIn(page, demoUser('anna'));
  await page.goto('/dashboard');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'CSV exportieren' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^posteingang_export_\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync(await download.path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [header, ...rows] = text.slice(1).trimEnd().split('\r\n');
  expect(header).toBe(
    '"Referenz";"Eingegangen am";"Praxis";"Art";"Formular";"Titel";"Vorschau";"Status";"Spam";"Spam-Score";"Anamnese";"Warnzeichen";"Sprache"',
  );
  const carla = rows.find((r) => r.includes('"Carla CSV"'));
  expect(carla).toContain('"Bitte um einen Termin am Dienstag."');
  expect(carla).toMatch(/^"[0-9A-F]{8}";"\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}";/);
  expect(text).not.toContain('carla@example.org');
  // The spam filter of the page goes into the link.
  await expect(page.getByRole('link', { name: 'CSV exportieren' })).toHaveAttribute('href', /includeSpam=false/);
});
