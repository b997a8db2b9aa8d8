/**
 * All SQL of the accounts feature (issue 19). Users, sessions, tokens and settings are global
 * tables (no tenant, no RLS): the service checks the caller before any of these run. Every
 * single-use or replay-sensitive step is one conditional UPDATE/DELETE … RETURNING, so two
 * parallel requests cannot both succeed.
 */
import { sql } from 'kysely';
import type { Database } from '../../db/index.js';
import type { Tx } from '../../db/scope.js';

type Db = Database | Tx;

export const accountRepository = {
  mfaState(db: Db, userId: string) {
    return db
      .selectFrom('users')
      .select([
        'id',
        'email',
        'password_hash',
        'totp_secret',
        'totp_enabled_at',
        'totp_pending_secret',
        'totp_pending_at',
        'is_active',
      ])
      .where('id', '=', userId)
      .executeTakeFirst();
  },

  /** Installation-wide, or one of the user's practices requires 2FA. */
  async mfaRequired(db: Db, userId: string): Promise<boolean> {
    const r = await sql<{ required: boolean }>`
      select coalesce((select require_mfa from installation_settings), false)
        or exists (
          select 1 from user_tenants ut join tenants t on t.id = ut.tenant_id
          where ut.user_id = ${userId} and t.require_mfa
        ) as required`.execute(db);
    return Boolean(r.rows[0]?.required);
  },

  async countRecoveryCodesLeft(db: Db, userId: string): Promise<number> {
    const r = await db
      .selectFrom('user_recovery_codes')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  },

  async setPendingSecret(db: Db, userId: string, sealed: Buffer) {
    await db
      .updateTable('users')
      .set({ totp_pending_secret: sealed, totp_pending_at: new Date() })
      .where('id', '=', userId)
      .execute();
  },

  /** Moves the pending secret into place; `step` is the confirming code's, so it cannot be replayed. */
  async enableTotp(db: Db, userId: string, sealed: Buffer, step: number): Promise<boolean> {
    const r = await db
      .updateTable('users')
      .set({
        totp_secret: sealed,
        totp_enabled_at: new Date(),
        totp_last_step: String(step),
        totp_pending_secret: null,
        totp_pending_at: null,
        updated_at: new Date(),
      })
      .where('id', '=', userId)
      .where('totp_enabled_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return Boolean(r);
  },

  async disableTotp(db: Db, userId: string): Promise<boolean> {
    const r = await db
      .updateTable('users')
      .set({
        totp_secret: null,
        totp_enabled_at: null,
        totp_pending_secret: null,
        totp_pending_at: null,
        totp_last_step: null,
        updated_at: new Date(),
      })
      .where('id', '=', userId)
      .returning(['id', 'totp_enabled_at'])
      .executeTakeFirst();
    await db.deleteFrom('user_recovery_codes').where('user_id', '=', userId).execute();
    return Boolean(r);
  },

  /**
   * Claims a time step for the user: only a step after the last one used passes, in one
   * statement, so a code (or an older one) cannot be used twice, not even in parallel.
   */
  async claimTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
    const r = await sql<{ id: string }>`
      update users set totp_last_step = ${String(step)}::bigint
      where id = ${userId} and totp_enabled_at is not null
        and (totp_last_step is null or totp_last_step < ${String(step)}::bigint)
      returning id`.execute(db);
    return r.rows.length === 1;
  },

  async replaceRecoveryCodes(db: Db, userId: string, hashes: Buffer[]) {
    await db.deleteFrom('user_recovery_codes').where('user_id', '=', userId).execute();
    if (hashes.length)
      await db
        .insertInto('user_recovery_codes')
        .values(hashes.map((code_hash) => ({ user_id: userId, code_hash })))
        .execute();
  },

  /** Uses one recovery code (single use, atomically). */
  async useRecoveryCode(db: Db, userId: string, hash: Buffer): Promise<boolean> {
    const r = await db
      .updateTable('user_recovery_codes')
      .set({ used_at: new Date() })
      .where('user_id', '=', userId)
      .where('code_hash', '=', hash)
      .where('used_at', 'is', null)
      .returning('user_id')
      .executeTakeFirst();
    return Boolean(r);
  },

  // ------------------------------------------------------------ sign-in challenges

  async createChallenge(db: Db, idHash: Buffer, userId: string, expiresAt: Date, userAgent: string | null) {
    await db
      .insertInto('login_challenges')
      .values({ id_hash: idHash, user_id: userId, expires_at: expiresAt, user_agent: userAgent })
      .execute();
  },

  findChallenge(db: Db, idHash: Buffer) {
    return db
      .selectFrom('login_challenges')
      .innerJoin('users', 'users.id', 'login_challenges.user_id')
      .select(['login_challenges.user_id', 'login_challenges.user_agent', 'users.is_active'])
      .where('login_challenges.id_hash', '=', idHash)
      .where('login_challenges.expires_at', '>', new Date())
      .executeTakeFirst();
  },

  /** Ends a challenge; true only for the one request that ended it. */
  async consumeChallenge(db: Db, idHash: Buffer): Promise<boolean> {
    const r = await db
      .deleteFrom('login_challenges')
      .where('id_hash', '=', idHash)
      .where('expires_at', '>', new Date())
      .returning('user_id')
      .executeTakeFirst();
    return Boolean(r);
  },

  /** Hourly clean-up: ended challenges, and links a week past their end (until then they answer LINK_EXPIRED). */
  async deleteExpiredChallenges(db: Db) {
    await db.deleteFrom('login_challenges').where('expires_at', '<=', new Date()).execute();
    await db
      .deleteFrom('account_tokens')
      .where('expires_at', '<=', new Date(Date.now() - 7 * 24 * 3600_000))
      .execute();
  },

  // ------------------------------------------------------------ passwords and sessions

  passwordHashOf(db: Db, userId: string) {
    return db.selectFrom('users').select(['password_hash', 'email']).where('id', '=', userId).executeTakeFirst();
  },

  async setPassword(db: Db, userId: string, passwordHash: string) {
    await db
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: new Date() })
      .where('id', '=', userId)
      .execute();
  },

  /** Live sessions only: neither past their absolute end nor idle too long (as the sign-in check). */
  listSessions(db: Db, userId: string, idleMs: number) {
    return db
      .selectFrom('sessions')
      .select(['public_id', 'id_hash', 'user_agent', 'created_at', 'last_seen_at'])
      .where('user_id', '=', userId)
      .where('expires_at', '>', new Date())
      .where('last_seen_at', '>', new Date(Date.now() - idleMs))
      .orderBy('last_seen_at', 'desc')
      .execute();
  },

  async endSession(db: Db, userId: string, publicId: string): Promise<boolean> {
    const r = await db
      .deleteFrom('sessions')
      .where('user_id', '=', userId)
      .where('public_id', '=', publicId)
      .returning('public_id')
      .executeTakeFirst();
    return Boolean(r);
  },

  /** Every session of the user except `keep` (null: all). */
  async endSessionsExcept(db: Db, userId: string, keep: Buffer | null): Promise<number> {
    let q = db.deleteFrom('sessions').where('user_id', '=', userId);
    if (keep) q = q.where('id_hash', '!=', keep);
    const rows = await q.returning('public_id').execute();
    return rows.length;
  },

  // ------------------------------------------------------------ reset and invitation links

  findActiveUserByEmail(db: Db, email: string) {
    return db
      .selectFrom('users')
      .select(['id', 'email', 'full_name', 'is_active', 'password_hash'])
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .executeTakeFirst();
  },

  userForMail(db: Db, userId: string) {
    return db
      .selectFrom('users')
      .select(['id', 'email', 'full_name', 'is_active', 'password_hash'])
      .where('id', '=', userId)
      .executeTakeFirst();
  },

  /** A new link replaces the user's unused ones of the same purpose. */
  async issueToken(db: Db, idHash: Buffer, userId: string, purpose: 'reset' | 'invite', expiresAt: Date) {
    await db
      .deleteFrom('account_tokens')
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
    await db
      .insertInto('account_tokens')
      .values({ id_hash: idHash, user_id: userId, purpose, expires_at: expiresAt })
      .execute();
  },

  findToken(db: Db, idHash: Buffer) {
    return db
      .selectFrom('account_tokens')
      .innerJoin('users', 'users.id', 'account_tokens.user_id')
      .select([
        'account_tokens.user_id',
        'account_tokens.purpose',
        'account_tokens.expires_at',
        'account_tokens.used_at',
        'users.email',
        'users.full_name',
        'users.is_active',
      ])
      .where('account_tokens.id_hash', '=', idHash)
      .executeTakeFirst();
  },

  /** Uses a link: only an unused, unexpired one of this purpose, and only once. */
  async consumeToken(db: Db, idHash: Buffer, purpose: 'reset' | 'invite'): Promise<string | null> {
    const r = await db
      .updateTable('account_tokens')
      .set({ used_at: new Date() })
      .where('id_hash', '=', idHash)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', new Date())
      .returning('user_id')
      .executeTakeFirst();
    return r?.user_id ?? null;
  },

  async dropUnusedTokens(db: Db, userId: string, purpose: 'reset' | 'invite') {
    await db
      .deleteFrom('account_tokens')
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
  },

  // ------------------------------------------------------------ requirement settings

  async securitySettings(db: Db) {
    const inst = await db.selectFrom('installation_settings').select('require_mfa').executeTakeFirst();
    const tenants = await db.selectFrom('tenants').select(['id', 'name', 'require_mfa']).orderBy('name').execute();
    return { requireMfa: Boolean(inst?.require_mfa), tenants };
  },

  async setSecuritySettings(db: Db, requireMfa: boolean, tenantIds: readonly string[]) {
    await db.updateTable('installation_settings').set({ require_mfa: requireMfa, updated_at: new Date() }).execute();
    await db
      .updateTable('tenants')
      .set({
        require_mfa: tenantIds.length ? sql<boolean>`id = any(${[...tenantIds]}::uuid[])` : sql<boolean>`false`,
      })
      .execute();
  },

  userExists(db: Db, userId: string) {
    return db.selectFrom('users').select(['id', 'password_hash']).where('id', '=', userId).executeTakeFirst();
  },
};
