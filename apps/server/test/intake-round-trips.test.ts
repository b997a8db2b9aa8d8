/**
 * The public intake's cost in database round trips (issue 16, point 2), counted from every
 * statement the app sends (BEGIN and COMMIT included), and the statement-scoped tenant scope
 * that makes it possible (db/scope.ts statementScope): it sees exactly one practice, and nothing
 * of it is left for the next statement on the same connection.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { OpenDatabase } from '../src/db/index.js';
import { statementScope, withTenant } from '../src/db/scope.js';
import { createTenant } from '../src/features/tenants/provision.js';
import { Keyring } from '../src/lib/crypto.js';
import { backends, makeSubmission, openTestDatabase, randomIp, type TestContext, testConfig } from './harness.js';

for (const backend of backends) {
  describe(`public intake round trips [${backend}]`, () => {
    const statements: string[] = [];
    let database: OpenDatabase;
    let app: FastifyInstance;
    let ctx: TestContext;
    beforeAll(async () => {
      database = await openTestDatabase(backend, (q) => statements.push(q));
      const config = testConfig();
      app = await buildApp({ config, db: database.db, serveWeb: false });
      ctx = { backend, database, config, app, keyring: new Keyring(config.secrets.masterKey) };
    });
    afterAll(async () => {
      await app?.close();
      await database?.close();
    });

    it('stores a submission in three round trips: limits, facts, the insert with its jobs', async () => {
      const t = await createTenant(database.db, ctx.keyring, { slug: `rt-${backend}`, name: 'Praxis Runde' });
      const submit = () =>
        app.inject({
          method: 'POST',
          url: '/functions/v1/submitForm',
          payload: {
            tenantId: t.slug,
            formData: { name: 'Erika Muster', email: 'erika@example.de', message: 'Hallo' },
          },
          headers: { apikey: t.publicKey },
          remoteAddress: randomIp(),
        });
      expect((await submit()).statusCode).toBe(200); // warms the practice cache
      statements.length = 0;
      const res = await submit();
      expect(res.statusCode).toBe(200);
      expect(statements.map((s) => s.trim().split(/\s+/)[0]?.toLowerCase())).toEqual(['with', 'select', 'with']);
      expect(statements.some((s) => /^\s*(begin|commit)/i.test(s))).toBe(false);
      // Stored, with its two staff notification jobs, under the practice's scope.
      const id = res.json().submissionId as string;
      const stored = await withTenant(database.db, t.id, (tx) =>
        tx.selectFrom('form_submissions').select(['id', 'tenant_id']).where('id', '=', id).execute(),
      );
      expect(stored).toEqual([{ id, tenant_id: t.id }]);
    });

    it('a statement-scoped read sees its practice only, and the scope ends with the statement', async () => {
      const a = await createTenant(database.db, ctx.keyring, { slug: `rt-a-${backend}`, name: 'A' });
      const b = await createTenant(database.db, ctx.keyring, { slug: `rt-b-${backend}`, name: 'B' });
      const sa = await makeSubmission(ctx, a.id);
      await makeSubmission(ctx, b.id);
      // One pooled connection for both statements, so a scope left behind would show.
      await database.db.connection().execute(async (c) => {
        const seen = await sql<{ id: string }>`
          select f.id from (select ${statementScope(a.id)}) as scope, form_submissions f`.execute(c);
        expect(seen.rows.map((r) => r.id)).toEqual([sa]);
        const after = await sql<{ n: number }>`select count(*)::int as n from form_submissions`.execute(c);
        expect(after.rows[0]?.n).toBe(0);
        const setting = await sql<{ v: string | null }>`select current_setting('app.tenant_ids', true) as v`.execute(c);
        expect(setting.rows[0]?.v ?? '').toBe('');
      });
    });
  });
}
