/**
 * The reception in the patient's language (issue 21): a Turkish patient's request and whole
 * anamnesis reach staff in German with a language badge; Arabic is laid out right to left;
 * every language passes axe. Texts come from the catalogues themselves, so the journeys check
 * that the page shows the catalogue's words, not a copy of them.
 */
import type { Page } from '@playwright/test';
import { translations } from '@praxisdesk/domain/i18n/all';
import { ar } from '@praxisdesk/domain/i18n/ar';
import type { TranslatedCatalogue } from '@praxisdesk/domain/i18n/catalogue';
import { tr } from '@praxisdesk/domain/i18n/tr';
import { languageInfo, RECEPTION_LANGUAGES, type ReceptionLanguage } from '@praxisdesk/domain/receptionLanguages';
import { demoUser, signIn } from '../fixtures.js';
import { createdId, expect, expectNoAxeViolations, reception, STUDIO, test } from '../receptionFixtures.js';

async function choose(page: Page, lang: ReceptionLanguage) {
  await page.getByTestId('language-switch').selectOption(lang);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

const q = (c: TranslatedCatalogue, id: string) => c.questions[id] ?? { title: id, options: {} };
const option = (c: TranslatedCatalogue, id: string, value: string) => q(c, id).options?.[value] ?? value;

test('a Turkish patient sends a request and the whole anamnesis; staff see German labels and the badge', async ({
  page,
}) => {
  await page.goto(reception('/online-rezeption'));
  await choose(page, 'tr');
  await expect(page.getByRole('heading', { level: 1, name: tr.landing.title })).toBeVisible();
  await page.getByRole('link', { name: tr.defaults.bookAppointmentCTA }).click();
  await page.getByRole('link', { name: tr.choice.selfPay({ medical: true } as never).title }).click();

  await page.getByLabel(tr.fields.name, { exact: true }).fill('Ayşe Yılmaz');
  await page.getByLabel(tr.fields.phone, { exact: true }).fill('0170 1112233');
  await page.getByLabel(tr.fields.email, { exact: true }).fill('ayse@example.org');
  await page
    .getByLabel(tr.fields.wishes({ medical: true } as never), { exact: true })
    .fill('Sol dizimde iki haftadır ağrı var, doktorum fizik tedavi önerdi. Salı sabahları randevu uygun olur.');
  await page.getByRole('checkbox', { name: tr.fields.consent }).check();
  const id = await createdId(page, () => page.getByRole('button', { name: tr.forms.submit }).click());
  await page.getByRole('button', { name: tr.submissionSuccess.goNow }).click();

  // All 20 questions, answered in Turkish (no step skipped).
  const next = () => page.getByRole('button', { name: tr.anamnesis.next, exact: true }).click();
  const step = (n: number) => expect(page.getByTestId('step-label')).toHaveText(tr.anamnesis.step(n, 20));
  await step(1);
  await page.getByRole('checkbox', { name: option(tr, 'bodyParts', 'knie-links') }).check();
  await next();
  await step(2);
  await page.getByRole('radio', { name: '6' }).check();
  await next();
  await page.getByRole('radio', { name: option(tr, 'painPattern', 'intermittent') }).check();
  await next();
  await page.getByRole('radio', { name: option(tr, 'painType', 'stechend') }).check();
  await next();
  await page.getByRole('radio', { name: option(tr, 'problemEvolution', 'besser') }).check();
  await next();
  await page.getByRole('checkbox', { name: option(tr, 'negativeInfluences', 'gehen') }).check();
  await next();
  await page.getByRole('checkbox', { name: option(tr, 'positiveInfluences', 'ruhe') }).check();
  await next();
  for (const id of ['mobilityChanged', 'sensitivityChanged', 'strengthChanged', 'balanceIssues']) {
    await expect(page.getByRole('heading', { name: q(tr, id).title })).toBeVisible();
    await page.getByRole('radio', { name: option(tr, id, 'nein') }).check();
    await next();
  }
  await step(12);
  await page.getByRole('radio', { name: option(tr, 'comorbidities', 'ja') }).check();
  await page.getByRole('textbox').fill('Şeker hastalığı');
  await next();
  await page.getByRole('radio', { name: option(tr, 'medications', 'nein') }).check();
  await next();
  for (const id of ['cancer', 'nightSweats']) {
    await page.getByRole('radio', { name: option(tr, id, 'nein') }).check();
    await next();
  }
  await step(16);
  await page.getByRole('checkbox', { name: option(tr, 'otherSymptoms', 'morgendliche-steifigkeit') }).check();
  await next();
  await page.getByRole('radio', { name: option(tr, 'functionalImpairment', 'ja') }).check();
  await next();
  await page.getByRole('radio', { name: option(tr, 'psychologicalImpact', 'nein') }).check();
  await next();
  await page.getByRole('checkbox', { name: option(tr, 'previousTreatments', 'physiotherapie') }).check();
  await next();
  await step(20);
  await page.getByLabel(tr.anamnesis.expectationsText, { exact: true }).fill('Merdiven çıkabilmek istiyorum.');
  await page.getByRole('checkbox', { name: tr.anamnesis.expectationsConsent }).check();
  await page.getByRole('button', { name: tr.anamnesis.submit }).click();
  await expect(page.getByRole('heading', { level: 1, name: tr.final.titles.anamnese })).toBeVisible();

  // Staff: German labels, the answers' codes in German words, free text as written, the badge.
  await signIn(page, demoUser('anna'));
  // This journey fills the form in a fraction of a second from the address every other journey
  // uses: two bot signals (+35 each) that may put the request into the spam list. It is about the
  // language, not the verdict, so it looks at the whole inbox, spam included.
  await page.getByLabel('Spam anzeigen').click();
  await expect(page).toHaveURL(/spam=1/);
  const card = page.getByTestId('submission-card').filter({ has: page.locator(`a[href="/submissions/${id}"]`) });
  await expect(card.getByTestId('language-badge')).toHaveText('Sprache: Türkisch');
  await card.getByRole('link').click();
  await expect(page.getByTestId('language-badge')).toContainText('Türkisch');
  await expect(page.getByTestId('answer-bodyParts')).toContainText('Knie links');
  await expect(page.getByTestId('answer-painType')).toContainText('Stechend');
  await expect(page.getByTestId('answer-comorbidities')).toContainText('Şeker hastalığı');
  await expect(page.getByTestId('answer-expectations')).toContainText('Merdiven çıkabilmek istiyorum.');
  await expect(page.getByText('Beschwerdebereiche').first()).toBeVisible();
});

test('Arabic is laid out right to left', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1024, height: 900 });
  await page.goto(reception('/online-rezeption'));
  await choose(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: ar.landing.title })).toBeVisible();

  // The three cards run from right to left, and the heading starts at the right edge.
  const cards = page.locator('main ul').first().locator('li');
  const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(first && second && first.x > second.x, 'first card right of the second').toBe(true);
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
  const main = await page.locator('main').boundingBox();
  expect(heading && main && main.x + main.width - (heading.x + heading.width) < 40, 'heading at the right').toBe(true);
  // Kept beside the run's results (e2e/test-results) for a look by eye.
  const shot = testInfo.outputPath('reception-ar.png');
  await page.screenshot({ path: shot, fullPage: true });
  await testInfo.attach('reception-ar.png', { path: shot, contentType: 'image/png' });

  // The choice is remembered on the next visit.
  await page.goto(reception('/online-rezeption/fragen'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: ar.forms.questionTitle })).toBeVisible();
});

// One test per language: eight pages with axe each take longer than one test's time limit
// on a busy machine when all seven languages share it.
const axePages = [
  '/online-rezeption/terminbuchung',
  '/online-rezeption/terminbuchung/kein-rezept',
  '/online-rezeption/terminbuchung/rezept',
  '/online-rezeption/terminbuchung/manuell',
  '/online-rezeption/fragen',
  '/online-rezeption/absagen',
  '/online-rezeption/anamnese',
  '/datenschutz',
];
for (const lang of RECEPTION_LANGUAGES) {
  test(`axe finds nothing on every kind of reception page in ${languageInfo[lang].german}`, async ({ page }) => {
    await page.goto(reception('/online-rezeption'));
    await choose(page, lang);
    const texts = lang === 'de' ? null : translations[lang];
    if (texts) await expect(page.getByRole('heading', { level: 1, name: texts.landing.title })).toBeVisible();
    await expectNoAxeViolations(page);
    for (const path of axePages) {
      await page.goto(reception(path));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
}

test('a practice offers only the languages its admin chose', async ({ page }) => {
  const options = () => page.getByTestId('language-switch').locator('option');
  await page.goto(reception('/online-rezeption', STUDIO));
  await expect(options()).toHaveText(['Deutsch', 'English', 'Türkçe']);

  // The admin adds Arabic in the studio's reception settings ...
  const setArabic = async (on: boolean) => {
    await page.goto('/admin?tab=mandanten');
    await page.getByRole('button', { name: 'Online-Rezeption von Bewegungsstudio Mitte konfigurieren' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('checkbox', { name: 'Deutsch' })).toBeDisabled();
    await dialog.getByRole('checkbox', { name: /^Arabisch/ }).setChecked(on);
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(dialog).toBeHidden();
  };
  await signIn(page, demoUser('admin'));
  await setArabic(true);
  await page.goto(reception('/online-rezeption', STUDIO));
  await expect(options()).toHaveText(['Deutsch', 'English', 'Türkçe', 'العربية']);
  // ... and takes it away again: a patient who had chosen it falls back to German.
  await choose(page, 'ar');
  await setArabic(false);
  await page.goto(reception('/online-rezeption', STUDIO));
  await expect(options()).toHaveText(['Deutsch', 'English', 'Türkçe']);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});
