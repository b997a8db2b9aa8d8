import { expect, expectNoAxeViolations, PARK, reception, STUDIO, test } from '../receptionFixtures.js';

test('the landing page shows the practice, three cards, breadcrumbs and both footers; only our origin is asked', async ({
  page,
  baseURL,
}) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(reception('/online-rezeption'));

  const header = page.getByRole('banner');
  await expect(header.getByText('Willkommen in der Online-Rezeption')).toBeVisible();
  await expect(header.getByRole('img', { name: 'Logo Physiotherapie am Stadtpark' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Wie können wir Ihnen helfen?' })).toBeVisible();

  const crumbs = page.getByRole('navigation', { name: 'Brotkrümelnavigation' });
  await expect(crumbs.getByRole('link', { name: 'Physiotherapie am Stadtpark' })).toHaveAttribute(
    'href',
    'https://www.physio-am-park.example',
  );
  await expect(crumbs.getByText('Rezeption')).toHaveAttribute('aria-current', 'page');

  for (const name of ['Termin anfragen', 'Frage stellen', 'Termin absagen']) {
    await expect(page.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  }
  await expect(page.getByText('Mo–Do 7:30–20:00 Uhr')).toBeVisible();

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Datenschutz', exact: true })).toHaveAttribute(
    'href',
    'https://www.physio-am-park.example/datenschutz',
  );
  await expect(footer.getByRole('link', { name: 'Impressum', exact: true })).toHaveAttribute(
    'href',
    'https://www.physio-am-park.example/impressum',
  );
  await expect(footer.getByRole('link', { name: 'Impressum (PraxisDesk)' })).toHaveAttribute(
    'href',
    `/impressum?tenant=${PARK}`,
  );
  await expect(footer.getByText('Version 2.4.3')).toBeVisible();
  await expectNoAxeViolations(page);

  // The page load asked only our own origin, and no back-office code was downloaded.
  const own = new URL(baseURL ?? '').origin;
  expect(requests.filter((u) => new URL(u).origin !== own)).toEqual([]);
  expect(requests.some((u) => /LoginPage|BackofficeLayout|main-/.test(u))).toBe(false);
});

test('the tenant parameter stays on every link and navigation; Zurück goes back in the app', async ({ page }) => {
  await page.goto(reception('/online-rezeption'));
  await page.getByRole('link', { name: /Termin anfragen/ }).click();
  await expect(page).toHaveURL(`/online-rezeption/terminbuchung?tenant=${PARK}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Behandlungstermin anfragen' })).toBeFocused();
  for (const name of ['Mit Rezept', 'Ohne Rezept (Selbstzahler)', 'Rezeptdaten eingeben']) {
    await expect(page.getByRole('link', { name: new RegExp(name.replace(/[()]/g, '.')) })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Unsere Leistungen' })).toBeVisible();
  await expect(page.getByText('Manuelle Lymphdrainage')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Warum Physiotherapie am Stadtpark?' })).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Brotkrümelnavigation' });
  await expect(crumbs.getByRole('listitem')).toHaveText(['Physiotherapie am Stadtpark', '›Rezeption', '›Termin']);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: /Mit Rezept/ }).click();
  await expect(page).toHaveURL(`/online-rezeption/terminbuchung/rezept?tenant=${PARK}`);
  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(page).toHaveURL(`/online-rezeption/terminbuchung?tenant=${PARK}`);

  // Opened directly (no in-app history, no referrer): Zurück leads to the landing page.
  await page.goto(reception('/online-rezeption/fragen'));
  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(page).toHaveURL(`/online-rezeption?tenant=${PARK}`);
});

test('the non-medical studio offers only its enabled request types, in its own wording', async ({ page }) => {
  await page.goto(reception('/online-rezeption/terminbuchung', STUDIO));
  await expect(page.getByRole('heading', { level: 1, name: 'Trainingstermin anfragen' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Mit Rezept/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Ziele und Leistungen angeben/ })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /Trainingstermin anfragen/ })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an unknown or missing tenant gets a clear German page', async ({ page }) => {
  await page.goto('/online-rezeption?tenant=gibt-es-nicht');
  await expect(page.getByRole('heading', { level: 1, name: 'Praxis nicht gefunden' })).toBeVisible();
  await expect(page.getByText('Für die Kennung „gibt-es-nicht“ gibt es keine Online-Rezeption.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/online-rezeption/fragen');
  await expect(page.getByRole('heading', { level: 1, name: 'Keine Praxis ausgewählt' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('our own imprint, privacy and contact pages, with and without a tenant', async ({ page }) => {
  await page.goto(reception('/online-rezeption'));
  await page.getByRole('link', { name: 'Datenschutz (PraxisDesk)' }).click();
  await expect(page).toHaveURL(`/datenschutz?tenant=${PARK}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Datenschutz' })).toBeVisible();
  await expect(page.getByText(/setzt keine Cookies und lädt nichts von Drittanbietern/)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Kontakt', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
  await expect(page.getByRole('link', { name: '030 1234567' })).toHaveAttribute('href', 'tel:0301234567');
  await expectNoAxeViolations(page);

  await page.goto('/impressum');
  await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Online-Rezeption')).toBeVisible();
  await expectNoAxeViolations(page);
});
