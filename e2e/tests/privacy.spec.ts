import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import { demoUser, expectSignedInShell, signIn } from '../fixtures.js';
import { expectNoAxeViolations, PARK, submit, uploadPdf } from '../inboxHelpers.js';

test('an admin sets a retention period and finds the change in the Protokoll', async ({ page }) => {
  const admin = demoUser('admin');
  await signIn(page, admin);
  await expectSignedInShell(page, admin);
  await page.goto('/admin?tab=aufbewahrung');
  await page.getByLabel('Mandant', { exact: true }).selectOption({ label: 'Physiotherapie am Stadtpark' });
  const table = page.getByRole('table', { name: 'Aufbewahrungsfristen' });
  await expect(table.getByText('§ 630f Abs. 3 BGB').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Dauer für Kontakt- und Fragen-Anfragen').fill('3');
  await page.getByRole('button', { name: 'Frist für Kontakt- und Fragen-Anfragen speichern' }).click();
  await expect(page.getByText('Die Frist für Kontakt- und Fragen-Anfragen wurde gespeichert.')).toBeVisible();
  await page.reload();
  await page.getByLabel('Mandant', { exact: true }).selectOption({ label: 'Physiotherapie am Stadtpark' });
  await expect(page.getByLabel('Dauer für Kontakt- und Fragen-Anfragen')).toHaveValue('3');
  await expect(page.getByLabel('Einheit für Kontakt- und Fragen-Anfragen')).toHaveValue('months');

  // A legal duty to keep cannot be shortened.
  await page.getByLabel('Dauer für Rezepte / Verordnungen').fill('2');
  await page.getByRole('button', { name: 'Frist für Rezepte / Verordnungen speichern' }).click();
  await expect(page.getByText('Diese Frist ist kürzer als die gesetzliche Aufbewahrungspflicht.')).toBeVisible();

  await page.getByRole('tab', { name: 'Protokoll' }).click();
  await page.getByLabel('Aktion').selectOption({ label: 'Aufbewahrungsfrist geändert' });
  const log = page.getByRole('table', { name: 'Protokolleinträge' });
  await expect(log.getByRole('cell', { name: 'Aufbewahrungsfrist geändert' }).first()).toBeVisible();
  await expect(log.getByRole('cell', { name: new RegExp(admin.email) }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByText('CSV exportieren').click()]);
  const text = readFileSync((await csv.path()) as string, 'utf8');
  expect(text).toContain('Aufbewahrungsfrist geändert');
});

test('a staff user exports one patient’s data as a ZIP after confirming the matches', async ({ page, request }) => {
  const mail = `erika.${Date.now()}@example.de`;
  const first = await submit(request, PARK, {
    vorname: 'Erika',
    nachname: 'Export',
    email: mail,
    telefon: '0171 5550101',
    message: 'Rückenschmerzen seit drei Wochen',
  });
  await uploadPdf(request, first, 'verordnung.pdf');
  const second = await submit(request, PARK, {
    vorname: 'Erika',
    nachname: 'Export',
    email: mail.toUpperCase(),
    message: 'Termin verschieben',
  });
  const stranger = await submit(request, PARK, {
    vorname: 'Otto',
    nachname: 'Fremd',
    email: `otto.${Date.now()}@example.de`,
    message: 'Knieschmerzen',
  });

  await signIn(page, demoUser('anna'));
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/submissions/${first.submissionId}`);
  await page.getByRole('button', { name: 'Patientendaten exportieren' }).click();
  const dialog = page.getByRole('dialog', { name: 'Patientendaten exportieren' });
  const boxes = dialog.getByRole('checkbox');
  await expect(boxes).toHaveCount(2);
  await expect(dialog.getByText('Otto Fremd')).toHaveCount(0);
  await expect(boxes.nth(0).or(boxes.nth(1)).first()).toBeVisible();
  await expectNoAxeViolations(page);
  // Staff confirm the second match as well.
  for (const box of await boxes.all()) await box.check();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'ZIP herunterladen' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^auskunft-.*\.zip$/);
  const zip = unzipSync(new Uint8Array(readFileSync((await download.path()) as string)));
  const data = JSON.parse(new TextDecoder().decode(zip['daten.json']));
  const ids = data.einreichungen.map((r: { id: string }) => r.id).sort();
  expect(ids).toEqual([first.submissionId, second.submissionId].sort());
  expect(Object.keys(zip)).toContain(`dateien/${first.submissionId}/verordnung.pdf`);
  const all = Object.values(zip)
    .map((b) => Buffer.from(b).toString('latin1'))
    .join('\n');
  expect(all).not.toContain('Otto');
  expect(all).not.toContain(stranger.submissionId);
  expect(new TextDecoder().decode(zip['uebersicht.html'])).toContain('Rückenschmerzen seit drei Wochen');
  await expect(page.getByText('Der Export wurde heruntergeladen und protokolliert.')).toBeVisible();

  // The export shows in the submission's access history.
  await page.getByText('Zugriffsverlauf').click();
  const history = page.getByRole('table', { name: /Wer hat diese Einreichung/ });
  await expect(history.getByRole('cell', { name: 'Patientendaten exportiert' })).toBeVisible();
  await expect(history.getByRole('cell', { name: /Anna Berger/ }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // Art. 17: a contact request is not under a legal retention and can be erased on request.
  await page.goto(`/submissions/${stranger.submissionId}`);
  await page.getByRole('button', { name: 'Löschung auf Antrag (Art. 17)' }).click();
  await page
    .getByRole('alertdialog', { name: 'Daten auf Antrag löschen' })
    .getByRole('button', { name: 'Endgültig löschen' })
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await page.request.get(`/api/submissions/${stranger.submissionId}`)).status()).toBe(404);
});
