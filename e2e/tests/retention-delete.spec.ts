import { expect, test } from '@playwright/test';
import { demoUser, signIn } from '../fixtures.js';
import { expectNoAxeViolations, PARK, submit } from '../inboxHelpers.js';

/**
 * Issue 17: "Löschen" of a prescription by a staff user does not delete it (§ 630f BGB): the
 * dialog says so, the record leaves the inbox, an admin finds it under "Gelöscht
 * (Aufbewahrungspflicht)" with who and why, and restores it.
 */
test('a prescription deleted under its retention duty is hidden, listed for the admin and restored', async ({
  page,
  request,
  browser,
}) => {
  const surname = `Aufbewahrt${Date.now()}`;
  const rx = await submit(request, PARK, {
    formType: 'prescription',
    vorname: 'Rita',
    nachname: surname,
    email: `rita.${Date.now()}@example.de`,
    message: 'Verordnung KG 6x',
  });

  const anna = demoUser('anna');
  await signIn(page, anna);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/submissions/${rx.submissionId}`);
  await expect(page.getByRole('heading', { name: new RegExp(surname) })).toBeVisible();
  await page.getByRole('button', { name: 'Löschen' }).first().click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog')).first();
  await expect(dialog.getByText('Möchten Sie diese Formular-Einreichung wirklich löschen?')).toBeVisible();
  // The dialog says what will happen: kept under § 630f BGB, not deleted at once.
  await expect(dialog.getByTestId('deletion-note')).toContainText('gesetzlichen Aufbewahrungspflicht');
  await expect(dialog.getByTestId('deletion-note')).toContainText('§ 630f Abs. 3 BGB');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Löschen' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(surname)).toHaveCount(0);
  // Gone for staff: the detail answers "not found".
  await page.goto(`/submissions/${rx.submissionId}`);
  await expect(page.getByText(/nicht gefunden/i).first()).toBeVisible();

  // The administrator's view.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, demoUser('admin'));
  await expect(admin).toHaveURL(/\/dashboard$/);
  await admin.goto('/admin?tab=geloescht');
  const table = admin.getByRole('table', { name: 'Gelöscht (Aufbewahrungspflicht)' });
  const row = table.getByRole('row', { name: new RegExp(surname) });
  await expect(row).toBeVisible();
  await expect(row).toContainText(anna.email);
  await expect(row).toContainText('Gelöscht im Posteingang');
  await expectNoAxeViolations(admin);
  await row.getByRole('button', { name: 'Wiederherstellen' }).click();
  await expect(admin.getByText('Die Einreichung ist wieder im Posteingang.')).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(surname) })).toHaveCount(0);
  await adminContext.close();

  // Back in the staff user's inbox.
  await page.goto(`/submissions/${rx.submissionId}`);
  await expect(page.getByRole('heading', { name: new RegExp(surname) })).toBeVisible();
});
