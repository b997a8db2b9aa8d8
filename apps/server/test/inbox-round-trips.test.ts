/**
 * The inbox's read-only calls in database round trips (issue 16, point 1), counted from every
 * statement the app sends (BEGIN and COMMIT included): an inbox page and the stats are one
 * statement each after the session lookup, which sets its own tenant scope
 * (db/scope.ts scopeTable): it sees exactly the caller's practices, and nothing of the scope is
 * left for the next statement on the same connection.
 */
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { withTenant } from '../src/db/scope.js';
import { inboxListStatement } from '../src/features/submissions/repository.js';
import { createTenant } from '../src/features/tenants/provision.js';
import { describeEachDatabase, makeSubmission, makeUser, type TestContext } from './harness.js';

const firstWord = (s: string) => s.trim().split(/\s+/)[0]?.toLowerCase();

describeEachDatabase(
  'inbox round trips',
  (context, statements) => {
    let backend: TestContext['backend'];
    let database: TestContext['database'];
    let app: TestContext['app'];
    let ctx: TestContext;
    beforeAll(() => {
      ctx = context();
      ({ backend, database, app } = ctx);
    });

    /** The statements one request sends, after a first one that warms the session's caches. */
    async function sent(cookie: string, url: string) {
      expect((await app.inject({ method: 'GET', url, headers: { cookie } })).statusCode).toBe(200);
      statements.length = 0;
      const res = await app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.statusCode).toBe(200);
      return { res, sql: [...statements] };
    }

    /**
     * The session lookup (one select; last_seen_at is written at most every few minutes, not
     * within a test), then the call's own statements: one that sets its own scope.
     */
    const expectOneScopedStatement = (sent: string[]) => {
      expect(sent.map(firstWord)).toEqual(['select', 'select']);
      expect(sent[0]).toMatch(/from sessions s join users u/);
      expect(sent[1]).toMatch(
        /^select .* from \(select set_config\('app\.tenant_ids', \$\d+, true\) as tenant_ids\) as "scope"/s,
      );
      expect(sent.some((s) => /^\s*(begin|commit)/i.test(s))).toBe(false);
    };

    it('an inbox page is one statement after the session lookup, and shows only the caller’s practice', async () => {
      const a = await createTenant(database.db, ctx.keyring, { slug: `irt-a-${backend}`, name: 'Praxis A' });
      const b = await createTenant(database.db, ctx.keyring, { slug: `irt-b-${backend}`, name: 'Praxis B' });
      const mine = [await makeSubmission(ctx, a.id, { name: 'Erika A' }), await makeSubmission(ctx, a.id)];
      await makeSubmission(ctx, b.id, { name: 'Fremd B' });
      const u = await makeUser(ctx, { tenantIds: [a.id] });

      const { res, sql: list } = await sent(u.cookie, '/api/submissions?page=1&limit=10');
      expectOneScopedStatement(list);
      const body = res.json();
      expect(body.submissions.map((s: { id: string }) => s.id).sort()).toEqual([...mine].sort());
      expect(body.submissions.map((s: { formData: { name?: string } }) => s.formData.name)).toContain('Erika A');
      expect(body.pagination.totalCount).toBe(2);

      const { sql: stats, res: statsRes } = await sent(u.cookie, '/api/submissions/stats');
      expectOneScopedStatement(stats);
      expect(statsRes.json().total).toBe(2);
    });

    it('decrypts a page with a cold key cache in the same one statement (the keys come with the rows)', async () => {
      const a = await createTenant(database.db, ctx.keyring, { slug: `irt-k-${backend}`, name: 'Praxis K' });
      await makeSubmission(ctx, a.id, { name: 'Kalt' });
      const u = await makeUser(ctx, { tenantIds: [a.id] });
      // Another app on the same database: its keyring has never unwrapped this practice's key.
      const cold = await buildApp({ config: ctx.config, db: database.db, serveWeb: false });
      try {
        statements.length = 0;
        const res = await cold.inject({ method: 'GET', url: '/api/submissions', headers: { cookie: u.cookie } });
        expect(res.statusCode).toBe(200);
        expectOneScopedStatement(statements);
        expect(res.json().submissions[0].formData).toEqual({ name: 'Kalt' });
      } finally {
        await cold.close();
      }
    });

    it('several practices at once and a page past the end: still one statement, with the count', async () => {
      const a = await createTenant(database.db, ctx.keyring, { slug: `irt-m1-${backend}`, name: 'M1' });
      const b = await createTenant(database.db, ctx.keyring, { slug: `irt-m2-${backend}`, name: 'M2' });
      const ids = [await makeSubmission(ctx, a.id), await makeSubmission(ctx, b.id), await makeSubmission(ctx, b.id)];
      const u = await makeUser(ctx, { tenantIds: [a.id, b.id] });
      const { res, sql: list } = await sent(u.cookie, '/api/submissions?page=1&limit=10');
      expectOneScopedStatement(list);
      expect(
        res
          .json()
          .submissions.map((s: { id: string }) => s.id)
          .sort(),
      ).toEqual([...ids].sort());
      const past = await sent(u.cookie, '/api/submissions?page=5&limit=10');
      expectOneScopedStatement(past.sql);
      expect(past.res.json().submissions).toEqual([]);
      expect(past.res.json().pagination).toMatchObject({ totalCount: 3, totalPages: 1, hasNextPage: false });
    });

    it('a spam scan is one transaction per batch, and a re-scan that changes nothing sends no UPDATE', async () => {
      const a = await createTenant(database.db, ctx.keyring, { slug: `irt-scan-${backend}`, name: 'Praxis Scan' });
      for (const name of ['Erika', 'Jonas', 'Mia']) await makeSubmission(ctx, a.id, { name });
      const u = await makeUser(ctx, { tenantIds: [a.id] });
      const scan = async () => {
        statements.length = 0;
        const res = await app.inject({
          method: 'POST',
          url: '/api/spam/scan',
          payload: { options: { limit: 50 } },
          headers: { cookie: u.cookie },
        });
        expect(res.statusCode).toBe(200);
        expect(res.json().totalScanned).toBe(3);
        return statements.map(firstWord);
      };
      await scan(); // the first scan may rewrite what the intake stored
      const again = await scan();
      expect(again.filter((w) => w === 'begin')).toHaveLength(1);
      expect(again.filter((w) => w === 'commit')).toHaveLength(1);
      // Session, candidates (one statement with its own scope), then the batch: begin, scope,
      // its rows, the practice's learned counts, the audit entry, commit.
      expect(again).toEqual(['select', 'select', 'begin', 'select', 'select', 'select', 'insert', 'commit']);
      // A stored verdict that differs is written, in the same one transaction.
      await withTenant(database.db, a.id, (tx) => tx.updateTable('form_submissions').set({ spam_score: 1 }).execute());
      const changed = await scan();
      expect(changed.filter((w) => w === 'update')).toHaveLength(1);
      expect(changed.filter((w) => w === 'commit')).toHaveLength(1);
      expect(changed.length).toBe(again.length + 1);
    });

    it('the statement scope ends with the statement', async () => {
      const a = await createTenant(database.db, ctx.keyring, { slug: `irt-s-${backend}`, name: 'S' });
      const id = await makeSubmission(ctx, a.id);
      // One pooled connection for all three statements, so a scope left behind would show.
      await database.db.connection().execute(async (c) => {
        const page = await inboxListStatement(c, {
          tenantIds: [a.id],
          includeSpam: false,
          limit: 10,
          offset: 0,
        }).execute();
        expect(page.map((r) => r.id)).toEqual([id]);
        const after = await sql<{ n: number }>`select count(*)::int as n from form_submissions`.execute(c);
        expect(after.rows[0]?.n).toBe(0);
        const setting = await sql<{ v: string | null }>`select current_setting('app.tenant_ids', true) as v`.execute(c);
        expect(setting.rows[0]?.v ?? '').toBe('');
      });
    });
  },
  { recordStatements: true },
);
