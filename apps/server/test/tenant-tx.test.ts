/**
 * The tenant transaction (lib/tenantTx.ts): sealed values are bound to practice, table and
 * record; audit entries carry the caller; a practice outside the scope is refused.
 */
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { SYSTEM } from '../src/lib/audit.js';
import { tenantTransactions } from '../src/lib/tenantTx.js';
import { describeEachDatabase, makeTenant, makeUser } from './harness.js';

describeEachDatabase('tenant transaction', (ctx) => {
  it('seals and opens with the practice in scope, bound to table and record', async () => {
    const t = await makeTenant(ctx());
    const inTenant = tenantTransactions(ctx().database.db, ctx().keyring);
    const ref = { table: 'form_submissions', recordId: crypto.randomUUID() };
    const sealed = await inTenant(SYSTEM, t.id, ({ seal }) => seal(ref, { name: 'Erika' }));
    expect(sealed.blob.includes(Buffer.from('Erika'))).toBe(false);
    await inTenant(SYSTEM, t.id, async ({ open, openBytes, sealBytes }) => {
      expect(await open(ref, sealed)).toEqual({ name: 'Erika' });
      // Another record, table or column cannot open it.
      await expect(open({ ...ref, recordId: crypto.randomUUID() }, sealed)).rejects.toThrow();
      await expect(open({ ...ref, column: 'file_name' }, sealed)).rejects.toThrow();
      const bytes = await sealBytes({ table: 'submission_files', recordId: ref.recordId }, Buffer.from('%PDF-1.4'));
      expect((await openBytes({ table: 'submission_files', recordId: ref.recordId }, bytes)).toString()).toBe(
        '%PDF-1.4',
      );
    });
  });

  it("refuses a practice outside the transaction's scope, and a missing practice when several are in scope", async () => {
    const a = await makeTenant(ctx());
    const b = await makeTenant(ctx());
    const other = await makeTenant(ctx());
    const inTenant = tenantTransactions(ctx().database.db, ctx().keyring);
    const ref = { table: 'form_submissions', recordId: crypto.randomUUID() };
    await inTenant(SYSTEM, [a.id, b.id], async ({ seal, audit }) => {
      await expect(seal(ref, 1)).rejects.toThrow(/name the practice/);
      await expect(seal({ ...ref, tenantId: other.id }, 1)).rejects.toThrow(/not in this transaction's scope/);
      await expect(audit({ action: 'spam.scan' })).rejects.toThrow(/name the practice/);
      await seal({ ...ref, tenantId: b.id }, 1);
    });
  });

  it('writes audit entries as the caller, in the practice in scope, with success as the default outcome', async () => {
    const t = await makeTenant(ctx());
    const u = await makeUser(ctx(), { tenantIds: [t.id], login: false });
    const inTenant = tenantTransactions(ctx().database.db, ctx().keyring);
    const id = crypto.randomUUID();
    await inTenant({ userId: u.id }, t.id, ({ audit }) =>
      audit({ action: 'submission.read', target: { type: 'submission', id } }),
    );
    // A failed transaction leaves no entry behind.
    await expect(
      inTenant({ userId: u.id }, t.id, async ({ audit }) => {
        await audit({ action: 'submission.delete', target: { type: 'submission', id } });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const rows = await sql<{
      actor_kind: string;
      actor_user_id: string;
      tenant_id: string;
      action: string;
      outcome: string;
    }>`
      select actor_kind, actor_user_id, tenant_id, action, outcome from audit_log where target_id = ${id}`.execute(
      ctx().database.db,
    );
    expect(rows.rows).toEqual([
      { actor_kind: 'user', actor_user_id: u.id, tenant_id: t.id, action: 'submission.read', outcome: 'success' },
    ]);
  });
});
