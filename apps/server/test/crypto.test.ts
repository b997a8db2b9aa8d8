import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { withTenant } from '../src/db/scope.js';
import { DecryptionError, Keyring } from '../src/lib/crypto.js';
import { describeEachDatabase, makeSubmission, makeTenant, makeUser } from './harness.js';

describeEachDatabase('encryption at rest', (ctx) => {
  it('stores form data only as ciphertext', async () => {
    const t = await makeTenant(ctx());
    const marker = `Bandscheibe-${crypto.randomUUID()}`;
    await makeSubmission(ctx(), t.id, { name: 'Erika', message: marker });
    const raw = await withTenant(ctx().database.db, t.id, (tx) =>
      sql<{ hits: number }>`select count(*)::int as hits from form_submissions
        where position(convert_to(${marker}, 'UTF8') in form_data) > 0`.execute(tx),
    );
    expect(raw.rows[0]?.hits).toBe(0);
  });

  it('fails to open a ciphertext moved to another row, and the inbox shows the spec error object', async () => {
    const t = await makeTenant(ctx());
    const u = await makeUser(ctx(), { tenantIds: [t.id] });
    const a = await makeSubmission(ctx(), t.id, { name: 'A' });
    const b = await makeSubmission(ctx(), t.id, { name: 'B' });
    await withTenant(ctx().database.db, t.id, async (tx) => {
      await sql`update form_submissions set form_data = (select form_data from form_submissions where id = ${a})
        where id = ${b}`.execute(tx);
    });
    const res = await ctx().app.inject({
      method: 'GET',
      url: '/api/submissions?limit=30',
      headers: { cookie: u.cookie },
    });
    expect(res.statusCode).toBe(200);
    const byId = new Map(res.json().submissions.map((s: { id: string; formData: unknown }) => [s.id, s.formData]));
    expect(byId.get(a)).toEqual({ name: 'A' });
    expect(byId.get(b)).toEqual({ error: 'Entschlüsselung fehlgeschlagen' });
  });

  it('cannot open another tenant’s key or data with the wrong master key', async () => {
    const t = await makeTenant(ctx());
    const id = await makeSubmission(ctx(), t.id);
    const other = new Keyring(Buffer.alloc(32, 7));
    await expect(
      withTenant(ctx().database.db, t.id, async (tx) => {
        const row = await tx.selectFrom('form_submissions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
        return other.decrypt(
          tx,
          { tenantId: t.id, table: 'form_submissions', recordId: id },
          row.form_data,
          row.key_version,
        );
      }),
    ).rejects.toBeInstanceOf(DecryptionError);
  });

  it('rotates a tenant key: new writes use the new version, old rows still open', async () => {
    const t = await makeTenant(ctx());
    const { db } = ctx().database;
    const before = await makeSubmission(ctx(), t.id, { name: 'vorher' });
    const version = await withTenant(db, t.id, (tx) => ctx().keyring.rotateTenantKey(tx, t.id));
    expect(version).toBe(2);
    const after = await makeSubmission(ctx(), t.id, { name: 'nachher' });
    // A fresh keyring (another process) has no cached keys and must unwrap from the database.
    const fresh = new Keyring(ctx().config.secrets.masterKey);
    const opened = await withTenant(db, t.id, async (tx) => {
      const rows = await tx.selectFrom('form_submissions').selectAll().where('id', 'in', [before, after]).execute();
      return Promise.all(
        rows.map(async (r) => ({
          version: r.key_version,
          data: await fresh.decrypt(
            tx,
            { tenantId: t.id, table: 'form_submissions', recordId: r.id },
            r.form_data,
            r.key_version,
          ),
        })),
      );
    });
    expect(opened).toEqual(
      expect.arrayContaining([
        { version: 1, data: { name: 'vorher' } },
        { version: 2, data: { name: 'nachher' } },
      ]),
    );
  });
});
