import type { Page } from '@playwright/test';
import { createdId, expect, expectNoAxeViolations, PARK, reception, test } from '../receptionFixtures.js';

/**
 * A paused fake clock: the countdowns move only by clock.runFor(), never by real time. With a
 * running fake clock (clock.install() alone) a busy machine's slow page loads and assertions
 * ran the countdown on by themselves: it showed 14 instead of 15, or redirected before the
 * click that should have stopped it.
 */
async function pauseClock(page: Page) {
  const start = new Date('2026-03-02T09:00:00+01:00').getTime();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
}

test('submission-erfolg counts down 15 seconds and then opens the anamnesis', async ({ page }) => {
  await pauseClock(page);
  await page.goto(reception('/online-rezeption/terminbuchung/kein-rezept'));
  await page.getByLabel('Name*').fill('Clara Countdown');
  await page.getByLabel('Telefon*').fill('0170 777');
  await page.getByLabel('E-Mail*').fill('clara@example.org');
  await page.getByLabel('Ihre Beschwerden und Terminwünsche*').fill('Schulter');
  await page.getByLabel(/Ich willige ein/).check();
  await createdId(page, () => page.getByRole('button', { name: 'Anfrage senden' }).click());

  await expect(page.getByTestId('countdown')).toHaveText('Automatische Weiterleitung zur Anamnese in 15 Sekunden.');
  await page.clock.runFor(10_000);
  await expect(page.getByTestId('countdown')).toHaveText('Automatische Weiterleitung zur Anamnese in 5 Sekunden.');
  await expect(page).toHaveURL(/submission-erfolg/);
  await page.clock.runFor(5_500);
  await expect(page).toHaveURL(`/online-rezeption/anamnese?tenant=${PARK}`);
  await expect(page.getByTestId('step-label')).toHaveText('Schritt 1 von 20');
});

test('submission-erfolg without an id goes straight to the confirmation', async ({ page }) => {
  await page.goto(reception('/online-rezeption/submission-erfolg'));
  await expect(page).toHaveURL(`/online-rezeption/erfolg?tenant=${PARK}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank!' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('/success counts down 10 seconds and returns to `from`', async ({ page }) => {
  await pauseClock(page);
  await page.goto(`/success?tenant=${PARK}&from=${encodeURIComponent(`/online-rezeption?tenant=${PARK}`)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank!' })).toBeVisible();
  await expect(page.getByTestId('countdown')).toHaveText('Sie werden in 10 Sekunden automatisch weitergeleitet.');
  // (axe needs running timers: the page is checked in the next test, once its countdown stopped.)
  await page.clock.runFor(10_500);
  await expect(page).toHaveURL(`/online-rezeption?tenant=${PARK}`);
});

test('/success.html: a click or a key press stops the countdown; a foreign `from` is not followed', async ({
  page,
}) => {
  await pauseClock(page);
  await page.goto('/success.html?from=https%3A%2F%2Fevil.example%2F');
  await expect(page.getByTestId('countdown')).toHaveText(/in \d+ Sekunden/);
  // No tenant and a foreign target: the button leads home instead.
  await expect(page.getByRole('link', { name: 'Weiter' })).toHaveAttribute('href', '/');
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await expect(page.getByTestId('countdown')).toHaveText('Die automatische Weiterleitung wurde angehalten.');
  await page.clock.runFor(20_000);
  await expect(page).toHaveURL(/\/success\.html/);

  await page.goto(`/success?tenant=${PARK}`);
  await expect(page.getByTestId('countdown')).toHaveText(/in \d+ Sekunden/);
  await page.keyboard.press('Shift');
  await expect(page.getByTestId('countdown')).toHaveText('Die automatische Weiterleitung wurde angehalten.');
  // With a tenant and no `from`, the target is the practice website.
  await expect(page.getByRole('link', { name: 'Weiter' })).toHaveAttribute(
    'href',
    'https://www.physio-am-park.example/',
  );
  await page.clock.runFor(20_000);
  await expect(page).toHaveURL(/\/success\?/);
  // Stopped for good: real time may run again, which axe needs.
  await page.clock.resume();
  await expectNoAxeViolations(page);
});

test('/error shows the message or the likely causes, with retry, home and the practice contact', async ({ page }) => {
  await page.goto(`/error?tenant=${PARK}&error=${encodeURIComponent('Pflichtfeld E-Mail fehlt')}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Das hat leider nicht geklappt' })).toBeVisible();
  await expect(page.getByText('Fehlermeldung:')).toBeVisible();
  await expect(page.getByText('Pflichtfeld E-Mail fehlt')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zurück zur Startseite' })).toHaveAttribute(
    'href',
    'https://www.physio-am-park.example/',
  );
  await expect(page.getByRole('link', { name: '030 1234567' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/error.html');
  await expect(page.getByText('Mögliche Ursachen:')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(page).toHaveURL(/\/error\?tenant=/);
});
