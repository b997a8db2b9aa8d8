/**
 * Helpers of the account journeys (issue 19): TOTP codes computed like an authenticator app,
 * users made through the admin API, and links read from the captured mail (the outbox folder
 * the server writes .eml files to when no SMTP_URL is set).
 */
import { createHmac, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, request } from '@playwright/test';
import { type DemoUser, demoUser } from './fixtures.js';
import { E2E_DATA_DIR, E2E_PORT } from './playwright.config.js';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Decode(text: string): Buffer {
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const ch of text.replace(/\s/g, '').toUpperCase()) {
    value = (value << 5) | ALPHABET.indexOf(ch);
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** RFC 6238: HMAC-SHA1, 30-s steps, 6 digits; `offsetSteps` picks a neighbouring step. */
export function totp(secret: string, offsetSteps = 0): string {
  const counter = Math.floor(Date.now() / 30_000) + offsetSteps;
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', base32Decode(secret)).update(msg).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

const baseURL = `http://127.0.0.1:${E2E_PORT}`;

/** The admin's API session (cookie kept in the returned context). */
export async function adminApi(): Promise<APIRequestContext> {
  const admin = demoUser('admin');
  const api = await request.newContext({ baseURL });
  const res = await api.post('/api/auth/login', { data: { email: admin.email, password: admin.password } });
  expect(res.status()).toBe(200);
  return api;
}

/** A new staff member of the first demo practice, with a password. */
export async function makeStaff(
  api: APIRequestContext,
  prefix: string,
  opts: { tenantId?: string; fullName?: string } = {},
): Promise<DemoUser> {
  const tenants = (await (await api.get('/api/admin/tenants')).json()).tenants as { id: string }[];
  const tenantId = opts.tenantId ?? tenants[0]?.id;
  const email = `${prefix}-${randomBytes(4).toString('hex')}@praxis-e2e.example`;
  const password = `E2e-${randomBytes(6).toString('hex')}-Wolke`;
  const res = await api.post('/api/admin/users', {
    data: { email, password, fullName: opts.fullName ?? 'E2E Person', role: 'user', tenantIds: [tenantId] },
  });
  expect(res.status()).toBe(201);
  return { email, password };
}

function decode(raw: string): string {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
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

/** The newest link to `path` (passwort-neu, einladung) in a mail to `to`, waiting for the worker. */
export async function linkFromMail(to: string, path: string): Promise<string> {
  const dir = join(import.meta.dirname, E2E_DATA_DIR, 'outbox');
  let link = '';
  await expect
    .poll(
      () => {
        let files: string[] = [];
        try {
          files = readdirSync(dir).sort();
        } catch {
          return '';
        }
        for (const f of files) {
          const raw = readFileSync(join(dir, f), 'utf8');
          if (!new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'mi').test(raw)) continue;
          const found = decode(raw).match(new RegExp(`https?://\\S+/${path}#token=[\\w-]+`))?.[0];
          if (found) link = found;
        }
        return link;
      },
      { timeout: 60_000 },
    )
    .not.toBe('');
  return link;
}
