import { crc32, deflateSync } from 'node:zlib';
import { test as base } from '@playwright/test';
import { demoUser, signIn } from '../fixtures.js';
import { submit } from '../inboxHelpers.js';
import { createdId, expect, PARK, reception, STUDIO, test } from '../receptionFixtures.js';

/** Issue 18, points 8–10: icons, where Zurück leads, and three layout faults. */

const EMOJI = /\p{Extended_Pictographic}/u;

test('the landing cards and the call-only cancellation show SVG icons, no emoji', async ({ page }) => {
  await page.goto(reception('/online-rezeption'));
  const cards = page.getByRole('main').locator('ul.grid > li');
  await expect(cards).toHaveCount(3);
  for (const card of await cards.all()) {
    await expect(card.locator('svg[data-icon][aria-hidden="true"]')).toHaveCount(1);
    expect(await card.textContent()).not.toMatch(EMOJI);
  }
  await page.goto(reception('/online-rezeption/absagen', STUDIO));
  const call = page.getByRole('link', { name: /anrufen/i });
  await expect(call.locator('svg[data-icon]')).toHaveCount(1);
  expect(await call.textContent()).not.toMatch(EMOJI);
});

base('Zurück on the landing page opened directly leads to the practice website', async ({ page }) => {
  await page.route('https://www.physio-am-park.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Praxis-Website</title><h1>Praxis-Website</h1>' }),
  );
  await page.goto(reception('/online-rezeption'));
  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(page).toHaveURL('https://www.physio-am-park.example/');
});

test('after a submission, neither Zurück nor the browser’s back button lead into the sent form', async ({ page }) => {
  await page.goto(reception('/online-rezeption/terminbuchung'));
  await page.goto(reception('/online-rezeption/terminbuchung/kein-rezept'));
  await page.getByLabel('Name*').fill('Berta Zurück');
  await page.getByLabel('Telefon*').fill('0170 888');
  await page.getByLabel('E-Mail*').fill('berta@example.org');
  await page.getByLabel('Ihre Beschwerden und Terminwünsche*').fill('Knie');
  await page.getByLabel(/Ich willige ein/).check();
  await createdId(page, () => page.getByRole('button', { name: 'Anfrage senden' }).click());
  await expect(page).toHaveURL(/submission-erfolg/);
  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(page).toHaveURL(`/online-rezeption?tenant=${PARK}`);
  // The browser's history: landing ← success page (which replaced the form) ← the choice page.
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/online-rezeption\/terminbuchung\?/);
});

/** A valid PNG of the given size (one grey colour), small enough to show at its own size. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(0, 9); // greyscale
  const rows = Buffer.alloc((width + 1) * height, 0x80);
  for (let y = 0; y < height; y++) rows[y * (width + 1)] = 0; // filter type per row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('a small image is shown at its own size, not stretched to the card', async ({ page }) => {
  const s = await submit(page.request, PARK, {
    name: 'Ida Bild',
    phone: '0170 1',
    email: 'ida@example.org',
    message: 'Rezept als Foto',
    type: 'prescription',
  });
  const upload = await page.request.post('/functions/v1/secureUpload', {
    multipart: {
      submissionId: s.submissionId,
      fileName: 'rezept.png',
      grant: s.grant,
      file: { name: 'rezept.png', mimeType: 'image/png', buffer: png(40, 30) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  await signIn(page, demoUser('anna'), `/login?redirect=/submissions/${s.submissionId}`);
  const img = page.getByRole('img', { name: 'rezept.png' });
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(40);
  expect((await img.boundingBox())?.width).toBeLessThanOrEqual(42); // 40 px and its border
});

test('membership cards list an included add-on once; the yearly saving badge stays on one line', async ({ page }) => {
  await signIn(page, demoUser('admin'), '/login?redirect=/membership');
  await expect(page.getByRole('heading', { level: 2, name: 'Profi', exact: true })).toBeVisible();
  await expect(page.getByText('(Im Paket enthalten)').first()).toBeVisible();
  let checked = 0;
  for (const pkg of ['Team', 'Profi']) {
    // The innermost section around the package's heading is its card.
    const card = page
      .locator('section', { has: page.getByRole('heading', { level: 2, name: pkg, exact: true }) })
      .last();
    const items = (await card.getByRole('listitem').allTextContents()).map((x) => x.trim());
    for (const included of items.filter((x) => x.endsWith('(Im Paket enthalten)'))) {
      const name = included.replace(/ \(Im Paket enthalten\)$/, '');
      expect(
        items.filter((x) => x.startsWith(name)),
        `${pkg}: ${name} listed once`,
      ).toHaveLength(1);
      checked++;
    }
  }
  expect(checked).toBeGreaterThan(0);

  await page.goto('/admin?tab=mitgliedschaften');
  const badge = page.getByText('> 15% Ersparnis').first();
  await expect(badge).toBeVisible();
  expect(await badge.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('nowrap');
  const box = await badge.boundingBox();
  const lineHeight = await badge.evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight) || 16);
  expect(box?.height ?? 0).toBeLessThan(lineHeight * 2);
});
