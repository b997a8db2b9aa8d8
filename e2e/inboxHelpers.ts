/**
 * Helpers for the inbox journeys: create submissions through the public API (as a practice
 * website would), read the staff notification mail from the outbox, and run axe-core.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from './playwright.config.js';

export const PARK = 'physio-am-park';
export const STUDIO = 'bewegungsstudio-mitte';

export async function publicKey(request: APIRequestContext, tenant: string): Promise<string> {
  const res = await request.get(`/functions/v1/receptionConfig?tenant=${tenant}`);
  expect(res.ok()).toBe(true);
  return (await res.json()).publicKey as string;
}

export async function submit(
  request: APIRequestContext,
  tenant: string,
  formData: Record<string, string>,
): Promise<{ submissionId: string; grant: string }> {
  const res = await request.post('/functions/v1/submitForm', {
    headers: { apikey: await publicKey(request, tenant) },
    data: { tenantId: tenant, formData },
  });
  const body = await res.json();
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body;
}

export const samplePdf = Buffer.concat([
  Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n% Rezept Muster\n'),
  Buffer.alloc(1500, 0x20),
  Buffer.from('\n%%EOF\n'),
]);

export async function uploadPdf(request: APIRequestContext, s: { submissionId: string; grant: string }, name: string) {
  const res = await request.post('/functions/v1/secureUpload', {
    multipart: {
      submissionId: s.submissionId,
      fileName: name,
      grant: s.grant,
      file: { name, mimeType: 'application/pdf', buffer: samplePdf },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

function decodeBody(raw: string): string {
  const [head = '', ...rest] = raw.split(/\n\n/);
  const body = rest.join('\n\n');
  if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(body, 'base64').toString('utf8');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** The read-only link and code from the staff notification of one submission. */
export async function magicLinkFor(submissionId: string): Promise<{ link: string; code: string }> {
  const dir = join(import.meta.dirname, E2E_DATA_DIR, 'outbox');
  let found: { link: string; code: string } | undefined;
  await expect
    .poll(
      () => {
        let files: string[] = [];
        try {
          files = readdirSync(dir);
        } catch {
          return false;
        }
        for (const f of files) {
          const text = decodeBody(readFileSync(join(dir, f), 'utf8'));
          const link = text.match(new RegExp(`https?://\\S+/submission/${submissionId}\\?token=[\\w-]+`))?.[0];
          const code = text.match(/Code ein: (\d{6})/)?.[1];
          if (link && code) {
            found = { link, code };
            return true;
          }
        }
        return false;
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  if (!found) throw new Error('no mail');
  return found;
}

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
