import type { Browser, BrowserContext, Page } from '@playwright/test';
import { demoUser, signIn } from '../fixtures.js';
import { expect, PARK, test } from '../receptionFixtures.js';

/**
 * Issue 18, points 2–4: the reception pages and the website snippets in a browser without
 * JavaScript (and the JavaScript snippet's error handling with it). The snippets are taken
 * from the admin's API details dialog as a practice would copy them, and served as a page of
 * "the practice website" on our own origin.
 */

const WEBSITE_FORM = '/e2e-praxis-website/kontakt';
const WEBSITE_JS_FORM = '/e2e-praxis-website/kontakt-js';

async function noJs(browser: Browser, baseURL: string | undefined): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, locale: 'de-DE' });
  return { context, page: await context.newPage() };
}

async function snippets(page: Page) {
  await signIn(page, demoUser('admin'));
  await page.goto('/admin?tab=mandanten');
  await page.getByRole('button', { name: 'API-Details von Physiotherapie am Stadtpark' }).click();
  const dialog = page.getByRole('dialog', { name: /API-Details/ });
  const html = await dialog.locator('pre code', { hasText: 'webflow-submit' }).textContent();
  const js = await dialog.locator('pre code', { hasText: 'kontaktformular-meldung' }).textContent();
  if (!html || !js) throw new Error('snippets not found');
  return { html, js };
}

const websitePage = (body: string) =>
  `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Praxis-Website</title></head><body><h1>Kontakt</h1>${body}</body></html>`;

test('/success without JavaScript: thanks, contact, and the meta refresh back to `from`', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await noJs(browser, baseURL);
  try {
    await page.goto(`/success?tenant=${PARK}&from=${encodeURIComponent(`/online-rezeption?tenant=${PARK}`)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank!' })).toBeVisible();
    await expect(page.getByTestId('countdown')).toHaveText('Sie werden in 10 Sekunden automatisch weitergeleitet.');
    await expect(page.getByRole('link', { name: '030 1234567' })).toHaveAttribute('href', 'tel:0301234567');
    await expect(page.getByRole('link', { name: 'empfang@physio-am-park.example' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Weiter' })).toHaveAttribute(
      'href',
      `${baseURL}/online-rezeption?tenant=${PARK}`,
    );
    // The browser's own refresh (no script) takes the visitor back after the countdown.
    await expect(page).toHaveURL(`/online-rezeption?tenant=${PARK}`, { timeout: 60_000 });
    // The landing page without JavaScript: the practice's phone, e-mail and opening hours.
    await expect(page.getByRole('heading', { level: 1, name: 'Physiotherapie am Stadtpark' })).toBeVisible();
    // (Playwright's getByText skips <noscript> content; the page's text is read as a whole.)
    await expect(page.locator('main')).toContainText(
      'Für die Formulare der Online-Rezeption wird JavaScript benötigt.',
    );
    await expect(page.getByRole('link', { name: '030 1234567' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Öffnungszeiten' })).toBeVisible();
    await expect(page.locator('main')).toContainText('Mo–Do 7:30–20:00 Uhr');
  } finally {
    await context.close();
  }
});

test("/success and the landing page without JavaScript in the browser's language (issue 21)", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, locale: 'tr-TR' });
  const page = await context.newPage();
  try {
    await page.goto(`/success?tenant=${PARK}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(page.getByRole('heading', { level: 1, name: 'Çok teşekkür ederiz!' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: '030 1234567' })).toContainText('Telefon:');
    await page.goto(`/online-rezeption?tenant=${PARK}`);
    await expect(page.locator('main')).toContainText('Online resepsiyonun formları için JavaScript gereklidir.');
  } finally {
    await context.close();
  }
  const arabic = await browser.newContext({ javaScriptEnabled: false, baseURL, locale: 'ar' });
  const rtl = await arabic.newPage();
  try {
    await rtl.goto(`/error?tenant=${PARK}`);
    await expect(rtl.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(rtl.getByRole('heading', { level: 1, name: 'للأسف، لم تنجح العملية' })).toBeVisible();
  } finally {
    await arabic.close();
  }
});

test('/error.html without JavaScript: the error text, retry, home and the practice contact', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await noJs(browser, baseURL);
  try {
    await page.goto(`/error.html?tenant=${PARK}&error=${encodeURIComponent('Zu viele Anfragen.')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Das hat leider nicht geklappt' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Fehlermeldung: Zu viele Anfragen.');
    await expect(page.getByRole('link', { name: 'Zurück zur Startseite' })).toHaveAttribute(
      'href',
      'https://www.physio-am-park.example/',
    );
    await expect(page.getByRole('link', { name: 'Erneut versuchen' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'empfang@physio-am-park.example' })).toBeVisible();
    await page.goto('/error');
    await expect(page.getByRole('alert')).toContainText('Mögliche Ursachen:');
  } finally {
    await context.close();
  }
});

test('the HTML snippet works without JavaScript: consent, e-mail-or-phone error, our /success page', async ({
  page,
  browser,
  baseURL,
}) => {
  const { html } = await snippets(page);
  expect(html).toContain('https://www.physio-am-park.example/datenschutz');
  const { context, page: site } = await noJs(browser, baseURL);
  try {
    await site.route(`**${WEBSITE_FORM}`, (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: websitePage(html) }),
    );
    await site.goto(WEBSITE_FORM);
    await site.getByLabel('Name').fill('Nora Noscript');
    await site.getByLabel('Nachricht').fill('Bitte um Rückruf wegen eines Termins.');
    await site.getByRole('checkbox', { name: /Ich willige ein/ }).check();
    // Neither e-mail nor phone: the German error on our error page, and back to the form.
    await site.getByRole('button', { name: 'Absenden' }).click();
    await expect(site).toHaveURL(/\/error\?/);
    await expect(site.getByRole('alert')).toContainText(
      'Bitte geben Sie eine E-Mail-Adresse oder eine Telefonnummer an, damit die Praxis Sie erreichen kann.',
    );
    await site.getByRole('link', { name: 'Erneut versuchen' }).click();
    await expect(site).toHaveURL(WEBSITE_FORM);

    await site.getByLabel('Name').fill('Nora Noscript');
    await site.getByLabel('Telefon').fill('030 5550101');
    await site.getByLabel('Nachricht').fill('Bitte um Rückruf wegen eines Termins.');
    await site.getByRole('checkbox', { name: /Ich willige ein/ }).check();
    await site.getByRole('button', { name: 'Absenden' }).click();
    await expect(site).toHaveURL(new RegExp(`/success\\?tenant=${PARK}`));
    await expect(site.getByRole('heading', { level: 1, name: 'Vielen Dank!' })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('the JavaScript snippet shows German errors (429, no connection) and keeps what was typed', async ({ page }) => {
  const { js } = await snippets(page);
  await page.route(`**${WEBSITE_JS_FORM}`, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: websitePage(js) }),
  );
  await page.goto(WEBSITE_JS_FORM);
  const note = page.locator('#kontaktformular-meldung');
  await page.getByLabel('Name').fill('Jana Script');
  await page.getByLabel('Nachricht').fill('Gibt es freie Termine am Freitag?');
  await page.getByRole('checkbox', { name: /Ich willige ein/ }).check();
  await page.getByRole('button', { name: 'Absenden' }).click();
  await expect(note).toHaveText('Bitte geben Sie eine E-Mail-Adresse oder eine Telefonnummer an.');
  await page.getByLabel('E-Mail').fill('jana@example.org');

  await page.route('**/functions/v1/submitForm', (route) =>
    route.fulfill({ status: 429, contentType: 'application/json', body: '{"error":"Too Many Requests"}' }),
  );
  await page.getByRole('button', { name: 'Absenden' }).click();
  await expect(note).toHaveText('Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.');
  await expect(page.getByLabel('Nachricht')).toHaveValue('Gibt es freie Termine am Freitag?');

  await page.unroute('**/functions/v1/submitForm');
  await page.route('**/functions/v1/submitForm', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Absenden' }).click();
  await expect(note).toHaveText(/Bitte prüfen Sie Ihre Internetverbindung/);
  await expect(page.getByLabel('E-Mail')).toHaveValue('jana@example.org');

  await page.unroute('**/functions/v1/submitForm');
  await page.getByRole('button', { name: 'Absenden' }).click();
  await expect(note).toHaveText('Vielen Dank! Ihre Nachricht wurde gesendet.');
  await expect(page.getByLabel('Name')).toHaveValue('');
});
