import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from './playwright.config.js';

export interface DemoUser {
  email: string;
  password: string;
}

/** The demo sign-ins the server generated on its first start (data/demo-credentials.txt). */
export function demoUser(prefix: 'admin' | 'anna' | 'tom'): DemoUser {
  const text = readFileSync(join(import.meta.dirname, E2E_DATA_DIR, 'demo-credentials.txt'), 'utf8');
  const line = text.split('\n').find((l) => l.trim().split(/\s+/)[1]?.startsWith(prefix));
  const [, email, password] = line?.trim().split(/\s+/) ?? [];
  if (!email || !password) throw new Error(`No demo user ${prefix} in demo-credentials.txt`);
  return { email, password };
}

export async function signIn(page: Page, user: DemoUser, path = '/login') {
  await page.goto(path);
  await page.getByLabel('E-Mail').fill(user.email);
  await page.getByLabel('Passwort').fill(user.password);
  // Wait for the answer, so a following page.goto() cannot cut the sign-in short.
  await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/auth/login')),
    page.getByRole('button', { name: 'Anmelden' }).click(),
  ]);
}

export async function expectSignedInShell(page: Page, user: DemoUser) {
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  await expect(page.getByRole('banner').getByText(user.email)).toBeVisible();
}
