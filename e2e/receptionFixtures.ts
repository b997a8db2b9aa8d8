/**
 * Helpers of the reception journeys: axe (WCAG 2.1 AA) on every page, and a guard that a page
 * load requests nothing but our own origin (no CDN, fonts, analytics or captcha services).
 */
import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const PARK = 'physio-am-park';
export const STUDIO = 'bewegungsstudio-mitte';

export const reception = (path: string, tenant: string = PARK) =>
  `${path}${path.includes('?') ? '&' : '?'}tenant=${tenant}`;

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/** Every request of every test goes to our own origin; checked after each test. */
export const test = base.extend<{ foreignRequests: string[] }>({
  foreignRequests: [
    async ({ page, baseURL }, use) => {
      const own = new URL(baseURL ?? 'http://127.0.0.1').origin;
      const foreign: string[] = [];
      page.on('request', (req) => {
        const url = req.url();
        if (url.startsWith('data:') || url.startsWith('blob:')) return;
        if (new URL(url).origin !== own) foreign.push(url);
      });
      await use(foreign);
      expect(foreign, 'requests to other origins').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** A minimal valid PDF (the server checks the leading bytes). */
export const pdfBytes = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
