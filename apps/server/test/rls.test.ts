/**
 * Row-level security as the database enforces it, below the services: the app role with no
 * tenant set sees nothing, with a tenant set sees only that tenant, cannot write into another
 * tenant, cannot bypass RLS, and cannot rewrite the audit log.
 */
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { crossTenant, withTenant } from '../src/db/scope.js';
import { describeEachDatabase, makeSubmission, makeTenant } from './harness.js';

const tenantTables = [
  'tenant_keys',
  'form_submissions',
  'email_logs',
  'anamnese_submissions',
  'anamnese_ai_summaries',
  'submission_files',
  'spam_feedback',
  'spam_tokens',
  'submission_counts',
] as const;

describeEachDatabase('row-level security', (ctx) => {
  it('runs as a role that is neither superuser nor owner and cannot bypass RLS', async () => {
    const r = await sql<{ rolsuper: boolean; rolbypassrls: boolean; owns: number; user: string }>`
      select r.rolsuper, r.rolbypassrls, current_user as user,
        (select count(*)::int from pg_tables where tableowner = current_user and schemaname = 'public') as owns
      from pg_roles r where r.rolname = current_user`.execute(ctx().database.db);
    expect(r.rows[0]).toEqual({ rolsuper: false, rolbypassrls: false, owns: 0, user: 'praxisdesk_app' });
  });

  it('enables and forces RLS on every tenant-owned table', async () => {
    const r = await sql<{ relname: string; relrowsecurity: boolean; relforcerowsecurity: boolean }>`
      select relname, relrowsecurity, relforcerowsecurity from pg_class
      where relname = any(${[...tenantTables]}) and relkind = 'r' order by relname`.execute(ctx().database.db);
    expect(r.rows).toHaveLength(tenantTables.length);
    for (const row of r.rows)
      expect([row.relname, row.relrowsecurity, row.relforcerowsecurity]).toEqual([row.relname, true, true]);
  });

  it('shows no rows at all without a tenant set, although rows exist', async () => {
    const t = await makeTenant(ctx());
    await makeSubmission(ctx(), t.id);
    const { db } = ctx().database;
    for (const table of tenantTables) {
      const r = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db);
      expect(r.rows[0]?.n, table).toBe(0);
    }
    const inside = await withTenant(db, t.id, (tx) => tx.selectFrom('form_submissions').select('id').execute());
    expect(inside).toHaveLength(1);
  });

  it('shows one tenant only its own rows, and the scope ends with the transaction', async () => {
    const a = await makeTenant(ctx());
    const b = await makeTenant(ctx());
    const sa = await makeSubmission(ctx(), a.id);
    await makeSubmission(ctx(), b.id);
    const { db } = ctx().database;
    const seen = await withTenant(db, a.id, (tx) =>
      tx.selectFrom('form_submissions').select(['id', 'tenant_id']).execute(),
    );
    expect(seen).toEqual([{ id: sa, tenant_id: a.id }]);
    const after = await sql<{ n: number }>`select count(*)::int as n from form_submissions`.execute(db);
    expect(after.rows[0]?.n).toBe(0);
  });

  it('refuses to write a row into another tenant, and to move a row across tenants', async () => {
    const a = await makeTenant(ctx());
    const b = await makeTenant(ctx());
    const sa = await makeSubmission(ctx(), a.id);
    const { db } = ctx().database;
    await expect(
      withTenant(db, a.id, (tx) =>
        tx
          .insertInto('form_submissions')
          .values({
            id: crypto.randomUUID(),
            tenant_id: b.id,
            form_type: 'contact',
            form_data: Buffer.from('x'),
            key_version: 1,
            spam_reasons: '[]',
          })
          .execute(),
      ),
    ).rejects.toThrow(/row-level security/);
    await expect(
      withTenant(db, a.id, (tx) =>
        tx.updateTable('form_submissions').set({ tenant_id: b.id }).where('id', '=', sa).execute(),
      ),
    ).rejects.toThrow(/row-level security/);
    // Updating or deleting another tenant's rows silently touches nothing.
    const sb = await makeSubmission(ctx(), b.id);
    const del = await withTenant(db, a.id, (tx) =>
      tx.deleteFrom('form_submissions').where('id', '=', sb).executeTakeFirst(),
    );
    expect(del.numDeletedRows).toBe(0n);
  });

  it('lets the explicit cross-tenant path see all tenants', async () => {
    const a = await makeTenant(ctx());
    const b = await makeTenant(ctx());
    const ids = [await makeSubmission(ctx(), a.id), await makeSubmission(ctx(), b.id)];
    const seen = await crossTenant(ctx().database.db, (tx) =>
      tx.selectFrom('form_submissions').select('id').where('id', 'in', ids).execute(),
    );
    expect(seen).toHaveLength(2);
  });

  it('keeps the audit log append-only for the app role', async () => {
    const { db } = ctx().database;
    await db
      .insertInto('audit_log')
      .values({ actor_kind: 'system', action: 'test', outcome: 'success', details: '{}' })
      .execute();
    await expect(sql`update audit_log set action = 'x'`.execute(db)).rejects.toThrow(/permission denied/);
    await expect(sql`delete from audit_log`.execute(db)).rejects.toThrow(/permission denied/);
  });
});
