/**
 * Issue 19 journeys in Chromium: two-factor sign-in (set up, code computed here, recovery code,
 * reused code refused), forgotten password and invitation through the captured mail, active
 * sessions with remote sign-out. Each journey makes its own staff member, so the demo
 * accounts keep signing in without 2FA.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { adminApi, linkFromMail, makeStaff, totp } from '../accountHelpers.js';
import { type DemoUser, demoUser, signIn } from '../fixtures.js';

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const signOut = async (page: Page) => {
  await page.getByRole('banner').getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/login$/);
};

async function codeStep(page: Page, user: DemoUser, code: string) {
  await signIn(page, user);
  const field = page.getByLabel('Bestätigungscode');
  await expect(field).toBeVisible();
  await field.fill(code);
  await page.getByRole('button', { name: 'Bestätigen' }).click();
}

test('two-factor sign-in: set up, sign in with a code and a recovery code, a reused code fails', async ({ page }) => {
  const api = await adminApi();
  const user = await makeStaff(api, 'zwei-faktor');

  await signIn(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('navigation').getByRole('link', { name: 'Konto' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Konto' })).toBeVisible();
  await page.getByRole('button', { name: 'Zwei-Faktor-Authentifizierung einrichten' }).click();
  await expect(page.getByRole('img', { name: 'QR-Code für die Authenticator-App' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoAxeViolations(page);

  await page.getByLabel('Bestätigungscode').fill(totp(secret));
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  const list = page.getByRole('list', { name: 'Wiederherstellungscodes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const recovery = (await list.getByRole('listitem').allTextContents()).map((c) => c.trim());
  const download = page.getByRole('link', { name: 'Als Textdatei herunterladen' });
  await expect(download).toHaveAttribute('download', 'praxisdesk-wiederherstellungscodes.txt');
  await page.getByRole('button', { name: 'Ich habe die Codes gespeichert' }).click();
  await expect(page.getByText('10 von 10 Wiederherstellungscodes übrig')).toBeVisible();
  await signOut(page);

  // The confirming code's step is used: the next step's code (within the ±1 drift) signs in.
  const code = totp(secret, 1);
  await codeStep(page, user, code);
  await expect(page).toHaveURL(/\/dashboard$/);
  await signOut(page);

  // The same code again: refused, with the German message.
  await codeStep(page, user, code);
  await expect(page.getByRole('alert')).toHaveText('Der Bestätigungscode ist ungültig oder wurde bereits verwendet.');
  await expectNoAxeViolations(page);
  // A recovery code instead: once.
  await page.getByLabel('Bestätigungscode').fill(recovery[0] ?? '');
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await signOut(page);
  await codeStep(page, user, recovery[0] ?? '');
  await expect(page.getByRole('alert')).toHaveText('Der Bestätigungscode ist ungültig oder wurde bereits verwendet.');
  await api.dispose();
});

test('forgotten password: link from the captured mail, strength rules, then sign-in with the new one', async ({
  page,
}) => {
  const api = await adminApi();
  const user = await makeStaff(api, 'vergessen');
  await api.dispose();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
  await expect(page).toHaveURL(/\/passwort-vergessen$/);
  await page.getByLabel('E-Mail').fill(user.email);
  await page.getByRole('button', { name: 'Link anfordern' }).click();
  await expect(page.getByText(/Wenn zu dieser Adresse ein Konto besteht/)).toBeVisible();
  await expectNoAxeViolations(page);

  const link = await linkFromMail(user.email, 'passwort-neu');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Neues Passwort festlegen' })).toBeVisible();
  await page.getByLabel('Neues Passwort', { exact: true }).fill('Passwort2024!');
  await page.getByLabel('Neues Passwort wiederholen').fill('Passwort2024!');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Dieses Passwort ist zu verbreitet und leicht zu erraten. Bitte wählen Sie ein anderes.',
  );
  const fresh = 'Lavendel-Kompass-Nord-61';
  await page.getByLabel('Neues Passwort', { exact: true }).fill(fresh);
  await page.getByLabel('Neues Passwort wiederholen').fill(fresh);
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByText(/Ihr Passwort wurde geändert/)).toBeVisible();
  await expectNoAxeViolations(page);

  // The link works once (opened afresh, as from the mail again).
  await page.goto('about:blank');
  await page.goto(link);
  await page.getByLabel('Neues Passwort', { exact: true }).fill('Lavendel-Kompass-Nord-62');
  await page.getByLabel('Neues Passwort wiederholen').fill('Lavendel-Kompass-Nord-62');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Dieser Link wurde bereits verwendet. Bitte fordern Sie bei Bedarf einen neuen an.',
  );

  await signIn(page, { email: user.email, password: fresh });
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('invitation: the admin invites, the colleague sets a password through the captured mail', async ({ page }) => {
  const email = `eingeladen-${Date.now()}@praxis-e2e.example`;
  await signIn(page, demoUser('admin'));
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Benutzer' }).click();
  await page.getByRole('button', { name: 'Benutzer hinzufügen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Benutzer hinzufügen' });
  await dialog.getByLabel('E-Mail').fill(email);
  await dialog.getByLabel('Name', { exact: true }).fill('Ina Eingeladen');
  await dialog.getByLabel('Stattdessen Einladungslink senden (7 Tage gültig)').check();
  await expect(dialog.getByLabel('Passwort')).toHaveCount(0);
  await dialog.getByRole('checkbox').nth(1).check();
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('cell', { name: email })).toBeVisible();
  await signOut(page);

  const link = await linkFromMail(email, 'einladung');
  await page.goto(link);
  await expect(page.getByText(`Willkommen, Ina Eingeladen! Legen Sie ein Passwort für ${email} fest.`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Neues Passwort', { exact: true }).fill('Tanne-Leuchtturm-Ost-72');
  await page.getByLabel('Neues Passwort wiederholen').fill('Tanne-Leuchtturm-Ost-72');
  await page.getByRole('button', { name: 'Passwort festlegen und anmelden' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('banner').getByText(email)).toBeVisible();
  await signOut(page);

  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText(
    'Dieser Link wurde bereits verwendet. Bitte fordern Sie bei Bedarf einen neuen an.',
  );
});

test('active sessions: list with device, remote sign-out of one, then all others', async ({ page, browser }) => {
  const api = await adminApi();
  const user = await makeStaff(api, 'sitzungen');
  await api.dispose();

  const other = await browser.newContext({
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  });
  const otherPage = await other.newPage();
  await signIn(otherPage, user);
  await expect(otherPage).toHaveURL(/\/dashboard$/);
  const third = await browser.newContext();
  const thirdPage = await third.newPage();
  await signIn(thirdPage, user);
  await expect(thirdPage).toHaveURL(/\/dashboard$/);

  await signIn(page, user);
  await page.goto('/konto');
  const rows = page.getByTestId('session-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: 'Diese Sitzung' })).toHaveCount(1);
  const firefox = rows.filter({ hasText: 'Firefox unter Windows' });
  await expect(firefox).toHaveCount(1);
  await expectNoAxeViolations(page);

  await firefox.getByRole('button', { name: /^Abmelden:/ }).click();
  await expect(page.getByText('1 Sitzung wurde beendet.')).toBeVisible();
  await expect(rows).toHaveCount(2);
  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/login/);

  await page.getByRole('button', { name: 'Alle anderen abmelden' }).click();
  await expect(page.getByText('1 Sitzung wurde beendet.')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await thirdPage.reload();
  await expect(thirdPage).toHaveURL(/\/login/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Konto' })).toBeVisible();
  await other.close();
  await third.close();
});

test('a practice requires 2FA: its user sets it up before anything else; an admin resets it', async ({
  page,
  browser,
}) => {
  const api = await adminApi();
  const slug = `pflicht-${Date.now()}`;
  const practice = `Praxis Pflicht ${slug}`;
  const created = await api.post('/api/admin/tenants', { data: { tenantId: slug, name: practice } });
  expect(created.status()).toBe(201);
  const tenantId = (await created.json()).tenant.id as string;
  const fullName = `Paula Pflicht ${slug}`;
  const user = await makeStaff(api, 'pflicht', { tenantId, fullName });
  const adminContext = await browser.newContext();
  try {
    const adminPage = await adminContext.newPage();
    await signIn(adminPage, demoUser('admin'));
    await expect(adminPage).toHaveURL(/\/dashboard$/);
    await adminPage.goto('/konto');
    await adminPage.getByLabel(practice).check();
    await adminPage.getByRole('button', { name: 'Speichern' }).click();
    await expect(adminPage.getByText('Die Einstellungen wurden gespeichert.')).toBeVisible();
    await expectNoAxeViolations(adminPage);

    await signIn(page, user);
    await expect(page).toHaveURL(/\/konto$/);
    await expect(page.getByText(/ist die Zwei-Faktor-Authentifizierung vorgeschrieben/)).toBeVisible();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/konto$/);
    await page.getByRole('button', { name: 'Zwei-Faktor-Authentifizierung einrichten' }).click();
    const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
    await page.getByLabel('Bestätigungscode').fill(totp(secret));
    await page.getByRole('button', { name: 'Bestätigen' }).click();
    await page.getByRole('button', { name: 'Ich habe die Codes gespeichert' }).click();
    await expect(page.getByText('10 von 10 Wiederherstellungscodes übrig')).toBeVisible();
    await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // The admin resets the user's 2FA in the edit dialog: the user's session ends.
    await adminPage.goto('/admin');
    await adminPage.getByRole('tab', { name: 'Benutzer' }).click();
    await adminPage.getByRole('button', { name: `${fullName} bearbeiten`, exact: true }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Benutzer bearbeiten' });
    adminPage.once('dialog', (d) => void d.accept());
    await dialog.getByRole('button', { name: '2FA zurücksetzen' }).click();
    await expect(dialog.getByText('Die Zwei-Faktor-Authentifizierung wurde zurückgesetzt.')).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(/\/login/);
    // Still required: straight back to the setup after the password.
    await signIn(page, user);
    await expect(page).toHaveURL(/\/konto$/);
  } finally {
    await api.put('/api/admin/security', { data: { requireMfa: false, tenantIds: [] } });
    await adminContext.close();
    await api.dispose();
  }
});
