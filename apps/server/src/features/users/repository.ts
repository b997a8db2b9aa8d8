/** Users and their tenant assignments: global tables (no RLS), reached only behind requireAdmin. */
import type { AdminUser, Role } from '@praxisdesk/domain';
import { sql } from 'kysely';
import type { Database } from '../../db/index.js';
import type { Tx } from '../../db/scope.js';

type Db = Database | Tx;

interface UserRow {
  id: string;
  email: string;
  full_name: string;
  role: Role;
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
  tenants: AdminUser['tenants'];
  mfa_enabled: boolean;
  invitation_pending: boolean;
}

const toAdminUser = (r: UserRow): AdminUser => ({
  id: r.id,
  email: r.email,
  fullName: r.full_name,
  role: r.role,
  isActive: r.is_active,
  tenants: r.tenants,
  createdAt: new Date(r.created_at).toISOString(),
  updatedAt: new Date(r.updated_at).toISOString(),
  mfaEnabled: r.mfa_enabled,
  invitationPending: r.invitation_pending,
});

export const usersRepository = {
  async list(db: Db, ids?: readonly string[]): Promise<AdminUser[]> {
    const filter = ids ? sql`where u.id = any(${[...ids]}::uuid[])` : sql``;
    const r = await sql<UserRow>`
      select u.id, u.email, u.full_name, u.role, u.is_active, u.created_at, u.updated_at,
        u.totp_enabled_at is not null as mfa_enabled, u.password_hash is null as invitation_pending,
        coalesce((
          select json_agg(json_build_object('id', t.id, 'slug', t.slug, 'name', t.name)
                          order by ut.position, t.name)
          from user_tenants ut join tenants t on t.id = ut.tenant_id
          where ut.user_id = u.id
        ), '[]'::json) as tenants
      from users u ${filter}
      order by u.full_name, u.email`.execute(db);
    return r.rows.map(toAdminUser);
  },

  async get(db: Db, id: string): Promise<AdminUser | undefined> {
    return (await this.list(db, [id]))[0];
  },

  emailTaken(db: Db, email: string, exceptId?: string) {
    let q = db.selectFrom('users').select('id').where(sql<string>`lower(email)`, '=', email.toLowerCase());
    if (exceptId) q = q.where('id', '!=', exceptId);
    return q.executeTakeFirst().then(Boolean);
  },

  async existingTenantIds(db: Db, ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom('tenants')
      .select('id')
      .where('id', 'in', [...ids])
      .execute();
    return rows.map((r) => r.id);
  },

  /** Active admins other than the given users: the last-admin rule counts these. */
  async countActiveAdminsExcept(db: Db, exceptIds: readonly string[]): Promise<number> {
    let q = db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('role', '=', 'admin')
      .where('is_active', '=', true);
    if (exceptIds.length) q = q.where('id', 'not in', [...exceptIds]);
    return Number((await q.executeTakeFirstOrThrow()).n);
  },

  async update(
    db: Db,
    id: string,
    u: { email: string; fullName: string; role: Role; isActive: boolean; passwordHash?: string },
  ) {
    return db
      .updateTable('users')
      .set({
        email: u.email,
        full_name: u.fullName,
        role: u.role,
        is_active: u.isActive,
        updated_at: new Date(),
        ...(u.passwordHash ? { password_hash: u.passwordHash } : {}),
      })
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst();
  },

  async setTenants(db: Db, userId: string, tenantIds: readonly string[]) {
    await db.deleteFrom('user_tenants').where('user_id', '=', userId).execute();
    const unique = [...new Set(tenantIds)];
    if (unique.length) {
      await db
        .insertInto('user_tenants')
        .values(unique.map((tenantId, position) => ({ user_id: userId, tenant_id: tenantId, position })))
        .execute();
    }
  },

  async setRole(db: Db, ids: readonly string[], role: Role) {
    const rows = await db
      .updateTable('users')
      .set({ role, updated_at: new Date() })
      .where('id', 'in', [...ids])
      .returning('id')
      .execute();
    return rows.map((r) => r.id);
  },

  async delete(db: Db, ids: readonly string[]) {
    const rows = await db
      .deleteFrom('users')
      .where('id', 'in', [...ids])
      .returning('id')
      .execute();
    return rows.map((r) => r.id);
  },

  /** Ends every session of the users at once (deactivation, role or tenant change, new password). */
  async endSessions(db: Db, ids: readonly string[]) {
    if (ids.length)
      await db
        .deleteFrom('sessions')
        .where('user_id', 'in', [...ids])
        .execute();
  },

  async rolesOf(db: Db, ids: readonly string[]) {
    if (ids.length === 0) return [];
    return db
      .selectFrom('users')
      .select(['id', 'role', 'is_active'])
      .where('id', 'in', [...ids])
      .execute();
  },
  /** Serialises concurrent admin changes so two requests cannot both remove "the other" last admin. */
  async lockActiveAdmins(tx: Tx): Promise<void> {
    await sql`select id from users where role = 'admin' and is_active for update`.execute(tx);
  },

  insert(db: Db, u: { id: string; email: string; fullName: string; role: Role; passwordHash: string | null }) {
    return db
      .insertInto('users')
      .values({ id: u.id, email: u.email, full_name: u.fullName, role: u.role, password_hash: u.passwordHash })
      .returning(['id', 'email'])
      .executeTakeFirstOrThrow();
  },

  /** Assigns tenants in the given order (the first is the default tenant). */
  async insertAssignments(db: Db, userId: string, tenantIds: readonly string[]): Promise<void> {
    await db
      .insertInto('user_tenants')
      .values(tenantIds.map((tenantId, position) => ({ user_id: userId, tenant_id: tenantId, position })))
      .execute();
  },

  /** Sets the password of the user with this e-mail address (any case); undefined when none. */
  setPasswordByEmail(db: Db, email: string, passwordHash: string) {
    return db
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: new Date() })
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .returning('id')
      .executeTakeFirst();
  },

  async endSessionsOf(db: Db, userId: string): Promise<void> {
    await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  },
};
