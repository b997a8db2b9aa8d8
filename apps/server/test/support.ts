/**
 * Test and benchmark support without a test runner: a complete config with fresh secrets, and
 * a fresh database on the PostgreSQL server from DATABASE_URL. (harness.ts builds on these.)
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Config } from '../src/config.js';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    env: 'test',
    host: '127.0.0.1',
    port: 0,
    publicUrl: 'http://localhost:3000',
    databaseUrl: undefined,
    dataDir: mkdtempSync(join(tmpdir(), 'pd-test-')),
    smtpUrl: undefined,
    mailFrom: 'PraxisDesk <no-reply@praxisdesk.test>',
    secrets: { masterKey: randomBytes(32), ipHashSecret: randomBytes(32) },
    seedDemo: false,
    trustProxy: false,
    requestTimeoutMs: 120_000,
    intakeLimits: { perIp: 30, perTenant: 2000 },
    ai: undefined,
    logLevel: 'silent',
    session: { idleMs: 2 * 3_600_000, absoluteMs: 12 * 3_600_000 },
    jobLeaseSeconds: 60,
    webDist: '/nonexistent',
    webhooks: { allowLocalTargets: true },
    ...overrides,
  };
}

/**
 * Creates a database on the server and returns its URL and a drop function: empty, or a copy
 * of `template` (a migrated database, test/globalSetup.ts).
 */
export async function createServerDatabase(template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('DATABASE_URL is not set');
  const name = `pd_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
        break;
      } catch (err) {
        // 55006: the template still has a session (one that just closed ends asynchronously).
        if (!template || (err as { code?: string }).code !== '55006' || attempt >= 50) throw err;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
