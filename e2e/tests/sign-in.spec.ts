import { expect, test } from '@playwright/test';
import { demoUser, expectSignedInShell, signIn } from '../fixtures.js';

test('an admin signs in, sees the full shell and signs out again', async ({ page }) => {
  const admin = demoUser('admin');
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectSignedInShell(page, admin);

  const nav = page.getByRole('navigation');
  for (const name of ['Dashboard', 'Mitgliedschaft', 'Administration', 'IP-Blacklist']) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }
  await expect(page.getByRole('banner').getByText('Beta-Testphase')).toBeVisible();
  await expect(page.getByRole('banner').getByText('Beta', { exact: true })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByText('Version 2.4.3')).toBeVisible();

  await nav.getByRole('link', { name: 'IP-Blacklist' }).click();
  await expect(page).toHaveURL(/\/blacklist$/);

  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The session is gone on the server: the back-office sends us to sign-in again.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
  const session = await page.request.get('/api/auth/session');
  expect(session.status()).toBe(401);
});

test('a wrong password shows the spec message and keeps the user on the login page', async ({ page }) => {
  await signIn(page, { email: demoUser('anna').email, password: 'falsches-passwort' });
  await expect(page.getByRole('alert')).toHaveText('Anmeldung fehlgeschlagen. Bitte überprüfen Sie Ihre Anmeldedaten.');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Version 2.2.1')).toBeVisible();
});

test('a staff user has no admin entries and is sent from /admin to /dashboard', async ({ page }) => {
  const anna = demoUser('anna');
  await signIn(page, anna);
  await expectSignedInShell(page, anna);
  const nav = page.getByRole('navigation');
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Administration' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'IP-Blacklist' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByText('Kompakt')).toBeVisible();

  await page.goto('/admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/blacklist');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the redirect parameter brings the user to the page they wanted', async ({ page }) => {
  await page.goto('/membership');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmembership$/);
  const tom = demoUser('tom');
  await page.getByLabel('E-Mail').fill(tom.email);
  await page.getByLabel('Passwort').fill(tom.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/membership$/);
  await expect(page.getByRole('banner').getByText('Keine Mitgliedschaft')).toBeVisible();

  // Signed in: /login goes to the dashboard, unknown paths go to / and on to the dashboard.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/gibt-es-nicht');
  await expect(page).toHaveURL(/\/dashboard$/);
});
