/**
 * Magic links: a ≥256-bit link token and a 6-digit code per recipient, stored only as hashes
 * (the code as a keyed HMAC), valid 7 days, single use. Global table (no health data): the
 * public verify call finds links by submission before it knows the tenant.
 */
import { sql } from 'kysely';
import type { Database } from '../../db/index.js';
import type { Tx } from '../../db/scope.js';

export const LINK_VALIDITY_MS = 7 * 24 * 3600 * 1000;
export const MAX_CODE_ATTEMPTS = 5;

export interface NewLink {
  tenantId: string;
  submissionId: string;
  recipient: string;
  tokenHash: Buffer;
  codeHash: Buffer;
}

export const magicLinksRepository = {
  async insert(tx: Tx | Database, l: NewLink): Promise<string> {
    const row = await tx
      .insertInto('magic_links')
      .values({
        tenant_id: l.tenantId,
        submission_id: l.submissionId,
        recipient: l.recipient,
        token_hash: l.tokenHash,
        code_hash: l.codeHash,
        expires_at: new Date(Date.now() + LINK_VALIDITY_MS),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  async delete(db: Tx | Database, id: string) {
    await db.deleteFrom('magic_links').where('id', '=', id).execute();
  },

  /** Code hashes of the submission's links that can still be used (to keep codes unique). */
  async activeCodeHashes(db: Tx | Database, submissionId: string): Promise<Buffer[]> {
    const rows = await db
      .selectFrom('magic_links')
      .select('code_hash')
      .where('submission_id', '=', submissionId)
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', new Date())
      .execute();
    return rows.map((r) => r.code_hash);
  },

  findByToken(db: Database, submissionId: string, tokenHash: Buffer) {
    return db
      .selectFrom('magic_links')
      .select(['id', 'tenant_id', 'recipient', 'expires_at', 'used_at', 'revoked_at', 'failed_attempts'])
      .where('submission_id', '=', submissionId)
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
  },

  findByCode(db: Database, submissionId: string, codeHash: Buffer) {
    return db
      .selectFrom('magic_links')
      .select(['id', 'tenant_id', 'recipient', 'expires_at', 'used_at', 'revoked_at', 'failed_attempts'])
      .where('submission_id', '=', submissionId)
      .where('code_hash', '=', codeHash)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
  },

  async hasAnyLink(db: Database, submissionId: string): Promise<boolean> {
    const r = await db
      .selectFrom('magic_links')
      .select('id')
      .where('submission_id', '=', submissionId)
      .limit(1)
      .executeTakeFirst();
    return !!r;
  },

  /**
   * The atomic single use: exactly one caller turns an unused, unrevoked, unexpired link into
   * a used one; then every other link and code of the submission is disabled, in one statement.
   */
  async consume(db: Database, id: string, submissionId: string, viaCode: boolean): Promise<boolean> {
    const r = await sql<{ id: string }>`
      with used as (
        update magic_links set used_at = now()
        where id = ${id} and used_at is null and revoked_at is null and expires_at > now()
          and (${!viaCode} or failed_attempts < ${MAX_CODE_ATTEMPTS})
        returning id
      ), others as (
        update magic_links set revoked_at = now()
        where submission_id = ${submissionId} and id <> ${id} and used_at is null and revoked_at is null
          and exists (select 1 from used)
      )
      select id from used`.execute(db);
    return r.rows.length === 1;
  },

  /**
   * A wrong code counts against every live link of the submission; 5 strikes kill them.
   * Returns whether the submission's codes are locked now.
   */
  async countFailedCode(db: Database, submissionId: string): Promise<boolean> {
    const rows = await db
      .updateTable('magic_links')
      .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
      .where('submission_id', '=', submissionId)
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .returning('failed_attempts')
      .execute();
    return rows.some((r) => r.failed_attempts >= MAX_CODE_ATTEMPTS);
  },
};
