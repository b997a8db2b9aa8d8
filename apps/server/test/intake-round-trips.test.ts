/**
 * The public intake's cost in database round trips (issue 16, point 2), counted from every
 * statement the app sends (BEGIN and COMMIT included), and the statement-scoped tenant scope
 * that makes it possible (db/scope.ts statementScope): it sees exactly one practice, and nothing
 * of it is left for the next statement on the same connection.
 */
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { executePrepared, PREPARED_MARK, preparedName } from '../src/db/prepared.js';
import { statementScope, withTenant } from '../src/db/scope.js';
import { createTenant } from '../src/features/tenants/provision.js';
import { describeEachDatabase, makeSubmission, randomIp, type TestContext } from './harness.js';

describeEachDatabase(
  'public intake round trips',
  (context, statements) => {
    let backend: TestContext['backend'];
    let database: TestContext['database'];
    let app: TestContext['app'];
    let ctx: TestContext;
    beforeAll(() => {
      ctx = context();
      ({ backend, database, app } = ctx);
    });

    it('stores a submission in two round trips: limits with the facts, the insert with its jobs', async () => {
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
      // Both as named statements (db/prepared.ts): parsed and planned once per connection.
      expect(statements.every((s) => s.startsWith(PREPARED_MARK))).toBe(true);
      expect(statements).toHaveLength(2);
      const [facts, store] = statements.map((s) => s.slice(PREPARED_MARK.length).replace(/\s+/g, ' ').trim());
      // 1. Both rate limits counted in the statement that reads the facts under its own scope.
      expect(facts).toMatch(/^with rl_a as \( insert into rate_limits .* from \(select set_config\('app\.tenant_ids'/);
      // 2. The submission with its jobs, its values as arrays (the same text for one or a group
      //    commit of many), its tenant_id taken from the statement's own scope.
      expect(store).toMatch(
        /^with scope as \(select string_to_array\(set_config\('app\.tenant_ids', .*insert into form_submissions .* scope\.ids\[v\.t\]::uuid.* unnest\(.*insert into jobs /,
      );
      expect(statements.some((s) => /^\s*(begin|commit)/i.test(s))).toBe(false);
      // Stored, with its two staff notification jobs, under the practice's scope.
      const id = res.json().submissionId as string;
      const stored = await withTenant(database.db, t.id, (tx) =>
        tx.selectFrom('form_submissions').select(['id', 'tenant_id']).where('id', '=', id).execute(),
      );
      expect(stored).toEqual([{ id, tenant_id: t.id }]);
    });

    it('a marked statement is prepared under its name on the connection, and answers like a plain one', async () => {
      await database.db.connection().execute(async (c) => {
        const query = sql<{ n: number }>`select ${41}::int + 1 as n`.compile(c);
        const name = preparedName(PREPARED_MARK + query.sql);
        expect((await executePrepared(c, query)).rows).toEqual([{ n: 42 }]);
        expect((await executePrepared(c, query)).rows).toEqual([{ n: 42 }]);
        const prepared = await sql<{ name: string }>`select name from pg_prepared_statements`.execute(c);
        expect(prepared.rows.map((r) => r.name)).toContain(name);
        // Unmarked statements stay unnamed.
        expect(prepared.rows.every((r) => r.name.startsWith('pd_'))).toBe(true);
      });
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
  },
  { recordStatements: true },
);
