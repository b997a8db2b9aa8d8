import { expect, expectNoAxeViolations, PARK, reception, STUDIO, test } from '../receptionFixtures.js';

test('a question: the success screen replaces the form and leads back to the landing page', async ({ page }) => {
  await page.goto(reception('/online-rezeption/fragen'));
  await expect(page.getByRole('heading', { level: 1, name: 'Frage stellen' })).toBeVisible();
  await expect(page.getByLabel('Telefon*')).toHaveAttribute('type', 'tel');
  await expect(page.getByLabel('E-Mail*')).toHaveAttribute('type', 'email');
  await expect(page.getByLabel('Standort*')).toHaveValue('Am Stadtpark 12, 10115 Berlin');
  await expectNoAxeViolations(page);

  // The browser's own checks stop an incomplete form: nothing is sent.
  let sent = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/functions/v1/submitForm')) sent++;
  });
  await page.getByRole('button', { name: 'Frage senden' }).click();
  expect(sent).toBe(0);

  await page.getByLabel('Name*').fill('Paula Frage');
  await page.getByLabel('Telefon*').fill('0170 555');
  await page.getByLabel('E-Mail*').fill('paula@example.org');
  await page.getByLabel('Nachricht*').fill('Haben Sie auch samstags geöffnet?');
  await page.getByLabel(/Ich willige ein/).check();
  await page.getByRole('button', { name: 'Frage senden' }).click();

  await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Nachricht!' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Frage senden' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Zurück zur Online-Rezeption' }).click();
  await expect(page).toHaveURL(`/online-rezeption?tenant=${PARK}`);
  expect(sent).toBe(1);
});

test('a failed send shows the error in a red box above the form and keeps what was typed', async ({ page }) => {
  await page.route('**/functions/v1/submitForm', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, error: 'Zu viele Anfragen.', code: 'RATE_LIMITED' }),
    }),
  );
  await page.goto(reception('/online-rezeption/absagen'));
  await page.getByLabel('Name*').fill('Otto Absage');
  await page.getByLabel('Telefon*').fill('0170 666');
  await page.getByLabel('E-Mail*').fill('otto@example.org');
  await page.getByLabel('Datum des Termins*').fill('2026-12-01');
  await page.getByLabel(/Ich willige ein/).check();
  await page.getByRole('button', { name: 'Absage senden' }).click();
  await expect(page.getByRole('alert')).toHaveText('HTTP 429: Zu viele Anfragen.');
  await expect(page.getByLabel('Name*')).toHaveValue('Otto Absage');
  await expect(page.getByRole('button', { name: 'Absage senden' })).toBeEnabled();
  await expectNoAxeViolations(page);

  // A network failure: the cancellation's own fallback text.
  await page.route('**/functions/v1/submitForm', (route) => route.abort('failed'));
  await page.getByRole('button', { name: 'Absage senden' }).click();
  await expect(page.getByRole('alert')).toHaveText('Fehler beim Senden der Absage');
});

test('a cancellation with date and optional reason, and the 24-hour notice', async ({ page }) => {
  await page.goto(reception('/online-rezeption/absagen'));
  await expect(page.getByText(/mindestens 24 Stunden vorher ab/)).toBeVisible();
  await expect(page.getByLabel('Datum des Termins*')).toHaveAttribute('type', 'date');
  await expectNoAxeViolations(page);
  await page.getByLabel('Name*').fill('Otto Absage');
  await page.getByLabel('Telefon*').fill('0170 666');
  await page.getByLabel('E-Mail*').fill('otto@example.org');
  await page.getByLabel('Datum des Termins*').fill('2026-12-01');
  await page.getByLabel('Grund der Absage (optional)').fill('Krank');
  await page.getByLabel(/Ich willige ein/).check();
  const sent = page.waitForRequest((r) => r.url().endsWith('/functions/v1/submitForm'));
  await page.getByRole('button', { name: 'Absage senden' }).click();
  expect((await sent).postDataJSON().formData).toMatchObject({
    type: 'cancellation',
    appointmentDate: '2026-12-01',
    reason: 'Krank',
    location: 'Am Stadtpark 12, 10115 Berlin',
  });
  await expect(page.getByRole('heading', { name: 'Ihre Absage ist eingegangen' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('call-only cancellation: no form, the phone number, opening hours and a call button', async ({ page }) => {
  await page.goto(reception('/online-rezeption', STUDIO));
  await page.getByRole('link', { name: /Termin absagen/ }).click();
  await expect(page).toHaveURL(`/online-rezeption/absagen?tenant=${STUDIO}`);
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByText('Termine können Sie bei uns nur telefonisch absagen.')).toBeVisible();
  await expect(page.getByText(/Ihren Namen, das Datum des Termins und den Grund der Absage/)).toBeVisible();
  await expect(page.getByText('Mo–Fr 8:00–21:00 Uhr')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Jetzt anrufen: 030 7654321' })).toHaveAttribute(
    'href',
    'tel:0307654321',
  );
  await expectNoAxeViolations(page);
});
