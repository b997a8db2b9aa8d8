import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { demoUser, expectSignedInShell, signIn } from '../fixtures.js';
import { E2E_DATA_DIR } from '../playwright.config.js';

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function signInAdmin(page: Page) {
  const admin = demoUser('admin');
  await signIn(page, admin);
  await expectSignedInShell(page, admin);
}

test('an admin creates a tenant and a user; the user signs in and sees only that tenant', async ({ page, browser }) => {
  await signInAdmin(page);
  await page.goto('/admin?tab=mandanten');
  await page.getByRole('button', { name: 'Mandant hinzufügen' }).click();
  const tenantDialog = page.getByRole('dialog', { name: 'Mandant hinzufügen' });
  await tenantDialog.getByLabel('Name', { exact: true }).fill('Physio Nord');
  await tenantDialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(tenantDialog.getByRole('alert')).toHaveText('Mandanten-ID und Name sind erforderlich.');
  await tenantDialog.getByLabel('Mandanten-ID').fill('physio-nord');
  await tenantDialog.getByLabel('E-Mail-Empfänger für Benachrichtigungen').fill('empfang@physio-nord.example');
  await tenantDialog.getByLabel('Erlaubte Website-Adressen').fill('https://www.physio-nord.example');
  await tenantDialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(tenantDialog).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'Physio Nord', exact: true })).toBeVisible();

  // API details: endpoints, key, snippets with the honeypot and the reception link.
  await page.getByRole('button', { name: 'API-Details von Physio Nord' }).click();
  const api = page.getByRole('dialog', { name: 'API-Details: Physio Nord' });
  await expect(api.getByText('/functions/v1/submitForm').first()).toBeVisible();
  // Both snippets (HTML form and JavaScript) carry the honeypot.
  await expect(api.getByText(/name="website_url"/)).toHaveCount(2);
  await expect(api.getByRole('link', { name: /online-rezeption\?tenant=physio-nord/ })).toBeVisible();
  const keyBefore = await api.getByTestId('public-key').textContent();
  await api.getByRole('button', { name: 'Neuen Schlüssel erzeugen' }).click();
  await api.getByRole('button', { name: 'Ja, neuen Schlüssel erzeugen' }).click();
  await expect(api.getByText('Ein neuer Schlüssel wurde erzeugt.')).toBeVisible();
  await expect(api.getByTestId('public-key')).not.toHaveText(keyBefore ?? '');
  await page.keyboard.press('Escape');
  await expect(api).toHaveCount(0);

  await page.getByRole('tab', { name: 'Benutzer' }).click();
  await page.getByRole('button', { name: 'Benutzer hinzufügen' }).click();
  const userDialog = page.getByRole('dialog', { name: 'Benutzer hinzufügen' });
  await userDialog.getByLabel('E-Mail').fill('nina@physio-nord.example');
  await userDialog.getByLabel('Name', { exact: true }).fill('Nina Nord');
  await userDialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(userDialog.getByRole('alert')).toHaveText('E-Mail, Passwort, Name und Mandanten-ID sind erforderlich.');
  await userDialog.getByLabel('Passwort').fill('nina-sicheres-passwort');
  await userDialog.getByLabel('Physio Nord (physio-nord)').check();
  await userDialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(userDialog).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'nina@physio-nord.example' })).toBeVisible();

  const context = await browser.newContext();
  const nina = await context.newPage();
  await signIn(nina, { email: 'nina@physio-nord.example', password: 'nina-sicheres-passwort' });
  await expect(nina).toHaveURL(/\/dashboard$/);
  const session = await (await nina.request.get('/api/auth/session')).json();
  expect(session.user.tenants.map((t: { slug: string }) => t.slug)).toEqual(['physio-nord']);
  const list = await (await nina.request.get('/api/submissions?includeSpam=true')).json();
  expect(list.submissions).toEqual([]);
  await context.close();
});

test('an admin edits a membership and the header shows the new package', async ({ page, browser }) => {
  await signInAdmin(page);
  // A user of our own, so the demo users keep the memberships other journeys expect.
  const tenants = (await (await page.request.get('/api/admin/tenants')).json()).tenants as { id: string }[];
  const mara = { email: 'mara@physio-am-park.example', password: 'mara-sicheres-passwort' };
  const created = await page.request.post('/api/admin/users', {
    data: { ...mara, fullName: 'Mara Mitglied', role: 'user', tenantIds: [tenants[0]?.id] },
  });
  expect(created.status()).toBe(201);
  await page.goto('/admin?tab=mitgliedschaften');
  const row = page.getByRole('row', { name: /Mara Mitglied/ });
  await expect(row.getByText('Keine Mitgliedschaft')).toBeVisible();
  await row.getByRole('button', { name: 'Mitgliedschaft von Mara Mitglied bearbeiten' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mitgliedschaft: Mara Mitglied' });
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Bitte wählen Sie ein Paket aus.');
  await dialog.getByLabel('Paket').selectOption({ label: 'Team – 99,00 € / Monat' });
  await expect(dialog.getByText('E-Mail-Weiterleitung', { exact: false })).toHaveCount(1); // only as "included" note
  await dialog.getByLabel(/Zusätzlicher Login/).check();
  await dialog.getByRole('button', { name: 'Zusätzlicher Login erhöhen' }).click();
  await expect(dialog.getByTestId('membership-total')).toHaveText('Summe: 137,00 € / Monat · 1.379,00 € / Jahr');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row.getByRole('cell', { name: 'Team', exact: true })).toBeVisible();
  await expect(row.getByText('Zusätzlicher Login × 2')).toBeVisible();

  const context = await browser.newContext();
  const member = await context.newPage();
  await signIn(member, mara);
  await expect(member.getByRole('banner').getByText('Team', { exact: true })).toBeVisible();
  await member.goto('/membership');
  await expect(member.getByTestId('current-package')).toHaveText('Team');
  await expect(member.getByRole('button', { name: 'Ihr aktuelles Paket' })).toBeDisabled();
  await context.close();
});

test('an admin blacklists an IP and removes it again', async ({ page }) => {
  await signInAdmin(page);
  await page.goto('/blacklist');
  await page.getByLabel('IP-Adresse (IPv4 oder IPv6)').fill('300.1.2.3');
  await page.getByRole('button', { name: 'Zur Blacklist hinzufügen' }).click();
  await expect(page.getByRole('alert')).toHaveText('Bitte geben Sie eine gültige IP-Adresse ein.');
  await page.getByLabel('IP-Adresse (IPv4 oder IPv6)').fill('203.0.113.50');
  await page.getByRole('button', { name: 'Zur Blacklist hinzufügen' }).click();
  const row = page.getByRole('row', { name: /Manuell hinzugefügt: 203\.0\.113\.50/ });
  await expect(row).toBeVisible();
  const hash = (await row.locator('code').textContent())?.replace('…', '') ?? '';
  expect(hash).toMatch(/^[0-9a-f]{16}$/);
  await page.getByRole('button', { name: 'Aktualisieren' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Eintrag ${hash} entfernen` }).click();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('Keine Einträge auf der Blacklist.')).toBeVisible();
});

test('the CSV export downloads benutzer_export_{date}.csv with the spec columns', async ({ page }) => {
  await signInAdmin(page);
  await page.goto('/admin');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'CSV exportieren' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^benutzer_export_\d{4}-\d{2}-\d{2}\.csv$/);
  const path = await download.path();
  const { readFileSync } = await import('node:fs');
  const text = readFileSync(path, 'utf8').replace(/^\uFEFF/, '');
  const [header, ...rows] = text.trimEnd().split('\r\n');
  expect(header).toBe('"Name";"E-Mail";"Rolle";"Mandant";"Erstellt am"');
  expect(rows.some((r) => r.includes('"admin@praxisdesk.example";"Administrator"'))).toBe(true);
});

test('a staff user sees the membership page with the default package and cannot reach the admin API', async ({
  page,
}) => {
  await signIn(page, demoUser('anna'));
  await page.goto('/membership');
  await expect(page.getByRole('heading', { level: 1, name: 'Ihre Mitgliedschaft' })).toBeVisible();
  await expect(page.getByText('Aktiv', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Verfügbare Pakete' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Verfügbare Erweiterungen' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Verfügbar nach Beta-Phase' }).first()).toBeDisabled();
  await expect(page.getByText('> 15% Ersparnis').first()).toBeVisible();
  await expect(page.locator('s', { hasText: '290,00 €' }).first()).toBeVisible();
  const res = await page.request.get('/api/admin/users');
  expect(res.status()).toBe(403);
  await expectNoAxeViolations(page);
});

test('every admin screen passes axe-core', async ({ page }) => {
  await signInAdmin(page);
  for (const tab of ['Benutzer', 'Mandanten', 'Anfragen', 'Mitgliedschaften']) {
    await page.goto('/admin');
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
  }
  // Dialogs too.
  await page.goto('/admin?tab=mandanten');
  await page
    .getByRole('button', { name: /^API-Details von / })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await page
    .getByRole('button', { name: /^Online-Rezeption von / })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Benutzer hinzufügen' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/membership');
  await expect(page.getByTestId('current-package')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/blacklist');
  await expect(page.getByRole('heading', { level: 1, name: 'IP-Blacklist' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page);
});

test('a blacklisted IP’s next submission lands in spam without a notification', async ({ page }) => {
  await signInAdmin(page);
  const config = await (await page.request.get('/functions/v1/receptionConfig?tenant=physio-am-park')).json();
  const outbox = join(import.meta.dirname, '..', E2E_DATA_DIR, 'outbox');
  /** Notification mails (.eml files in the outbox) about one submission, by its reference. */
  const mailsAbout = (id: string) => {
    const ref = `Referenz: ${id.slice(0, 8).toUpperCase()}`;
    if (!existsSync(outbox)) return 0;
    return readdirSync(outbox).filter((f) => readFileSync(join(outbox, f), 'utf8').includes(ref)).length;
  };
  const submit = async (message: string) => {
    const res = await page.request.post('/functions/v1/submitForm', {
      headers: { apikey: config.publicKey },
      data: { tenantId: 'physio-am-park', formData: { name: 'Bernd Blacklist', message } },
    });
    expect(res.ok()).toBe(true);
    return (await res.json()).submissionId as string;
  };
  const inInbox = async (id: string) => {
    const list = await (await page.request.get('/api/submissions?limit=30&includeSpam=true')).json();
    return list.submissions.find((s: { id: string }) => s.id === id);
  };

  // The e2e browser and this server talk over 127.0.0.1.
  await page.goto('/blacklist');
  await page.getByLabel('IP-Adresse (IPv4 oder IPv6)').fill('127.0.0.1');
  await page.getByRole('button', { name: 'Zur Blacklist hinzufügen' }).click();
  const row = page.getByRole('row', { name: /Manuell hinzugefügt: 127\.0\.0\.1/ });
  await expect(row).toBeVisible();

  const blocked = await submit('Ich hätte gern einen Termin für Krankengymnastik.');
  expect(await inInbox(blocked)).toMatchObject({ isSpam: true, spamScore: 100 });

  // A mistaken entry loses nothing: remove it and the next request arrives normally.
  await row.getByRole('button', { name: /entfernen/ }).click();
  await expect(row).toHaveCount(0);
  const welcome = await submit('Ich hätte gern einen Termin für Krankengymnastik.');
  expect(await inInbox(welcome)).toMatchObject({ isSpam: false });
  // The worker runs jobs oldest first: once the later submission's notification is out, one
  // for the blocked submission would be out too. (Instead of sleeping and hoping it had run.)
  await expect.poll(() => mailsAbout(welcome), { timeout: 60_000 }).toBeGreaterThan(0);
  expect(mailsAbout(blocked), 'a notification about the blocked submission').toBe(0);
  expect(await inInbox(blocked)).toMatchObject({ isSpam: true });
});
