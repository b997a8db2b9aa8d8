/**
 * Test harness: every integration suite runs once on PGlite (in memory) and once more on the
 * real PostgreSQL server when DATABASE_URL is set (CI sets it). On the server each suite gets
 * its own freshly created database, dropped afterwards; inside a suite each test makes its own
 * tenants and users instead of truncating.
 */
import { randomBytes } from 'node:crypto';
import type { FormType, Role } from '@praxisdesk/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Config } from '../src/config.js';
import { type OpenDatabase, openDatabase } from '../src/db/index.js';
import { withTenant } from '../src/db/scope.js';
import { createTenant, type NewTenant } from '../src/features/tenants/provision.js';
import { createUser } from '../src/features/users/provision.js';
import { Keyring } from '../src/lib/crypto.js';
import { createServerDatabase, testConfig } from './support.js';
import { pgliteTemplate } from './templates.js';

export { createServerDatabase, pgliteTemplate, testConfig };

export type Backend = 'pglite' | 'postgres';
export const backends: Backend[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** A migrated database: a copy of the run's template (test/globalSetup.ts). */
export async function openTestDatabase(
  backend: Backend,
  onQuery?: (sql: string) => void,
): Promise<OpenDatabase & { url?: string }> {
  if (backend === 'pglite') return openDatabase({ pgliteTemplate: pgliteTemplate(), onQuery });
  const server = await createServerDatabase(inject('postgresTemplate'));
  const opened = await openDatabase({ databaseUrl: server.url, poolSize: 4, onQuery });
  return {
    ...opened,
    url: server.url,
    close: async () => {
      await opened.close();
      await server.drop();
    },
  };
}

export interface TestContext {
  backend: Backend;
  database: OpenDatabase & { url?: string };
  config: Config;
  app: FastifyInstance;
  keyring: Keyring;
}

/**
 * describe() once per backend, with a migrated database and a built app. `statements` receives
 * every statement the app sends when `recordStatements` is set (round-trip tests).
 */
export function describeEachDatabase(
  name: string,
  fn: (ctx: () => TestContext, statements: string[]) => void,
  opts: { recordStatements?: boolean } = {},
) {
  for (const backend of backends) {
    describe(`${name} [${backend}]`, () => {
      let ctx: TestContext | undefined;
      const statements: string[] = [];
      beforeAll(async () => {
        const database = await openTestDatabase(backend, opts.recordStatements ? (q) => statements.push(q) : undefined);
        const config = testConfig();
        const app = await buildApp({ config, db: database.db, serveWeb: false });
        ctx = { backend, database, config, app, keyring: new Keyring(config.secrets.masterKey) };
      });
      afterAll(async () => {
        await ctx?.app.close();
        await ctx?.database.close();
      });
      fn(() => {
        if (!ctx) throw new Error('test context not ready');
        return ctx;
      }, statements);
    });
  }
}

const unique = () => randomBytes(5).toString('hex');
/** A random client address per call keeps the per-IP login limit out of unrelated tests. */
export const randomIp = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

export async function makeTenant(ctx: TestContext, name = 'Testpraxis', extra: Partial<NewTenant> = {}) {
  return createTenant(ctx.database.db, ctx.keyring, { slug: `t-${unique()}`, name: `${name} ${unique()}`, ...extra });
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  cookie: string;
}

export async function makeUser(
  ctx: TestContext,
  opts: { role?: Role; tenantIds?: string[]; login?: boolean } = {},
): Promise<TestUser> {
  const email = `user-${unique()}@praxis.test`;
  const password = `pw-${unique()}-${unique()}`;
  const user = await createUser(ctx.database.db, {
    email,
    fullName: 'Test Nutzer',
    role: opts.role ?? 'user',
    password,
    tenantIds: opts.tenantIds ?? [],
  });
  const cookie = opts.login === false ? '' : await login(ctx.app, email, password);
  return { id: user.id, email, password, cookie };
}

export async function login(app: FastifyInstance, email: string, password: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: randomIp(),
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const c = res.cookies.find((x) => x.name === 'pd_session');
  if (!c) throw new Error('no session cookie');
  return `pd_session=${c.value}`;
}

/** Inserts an encrypted submission directly (the public intake issue adds the real endpoint). */
export async function makeSubmission(
  ctx: TestContext,
  tenantId: string,
  formData: Record<string, unknown> = { name: 'Erika Mustermann', message: 'Rückenschmerzen seit 3 Wochen' },
  formType: FormType = 'contact',
) {
  const id = crypto.randomUUID();
  await withTenant(ctx.database.db, tenantId, async (tx) => {
    const { blob, keyVersion } = await ctx.keyring.encrypt(
      tx,
      { tenantId, table: 'form_submissions', recordId: id },
      formData,
    );
    await tx
      .insertInto('form_submissions')
      .values({
        id,
        tenant_id: tenantId,
        form_type: formType,
        form_data: blob,
        key_version: keyVersion,
        spam_reasons: '[]',
      })
      .execute();
  });
  return id;
}
