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

/** Reads a submission through the staff API as a demo user (what the practice sees). */
export async function staffSubmission(page: Page, id: string, who: 'anna' | 'tom' = 'anna') {
  const { demoUser } = await import('./fixtures.js');
  const anna = demoUser(who);
  const login = await page.request.post('/api/auth/login', { data: { email: anna.email, password: anna.password } });
  expect(login.status()).toBe(200);
  const res = await page.request.get(`/api/submissions/${id}`);
  expect(res.status()).toBe(200);
  return (await res.json()).submission as {
    formType: string;
    hasAnamnese: boolean;
    formData: Record<string, unknown>;
    prescriptionFile: { fileName: string; fileType: string } | null;
  };
}

/** Waits for the submitForm answer the page is about to receive and returns the new id. */
export async function createdId(page: Page, action: () => Promise<void>) {
  const [res] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/functions/v1/submitForm')),
    action(),
  ]);
  const body = await res.json();
  expect(body.success).toBe(true);
  return body.submissionId as string;
}
