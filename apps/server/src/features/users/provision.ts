/** User creation and password reset without an auth context (CLI, seed, admin screen). */
import type { Role } from '@praxisdesk/domain';
import { MIN_PASSWORD_LENGTH } from '@praxisdesk/domain';
import { sql } from 'kysely';
import type { Database } from '../../db/index.js';
import { hashPassword } from '../../lib/password.js';

export { MIN_PASSWORD_LENGTH };

export interface NewUser {
  email: string;
  fullName: string;
  role: Role;
  password: string;
  /** Tenant ids (uuids) in order; the first is the default tenant. */
  tenantIds: string[];
}

export async function createUser(db: Database, u: NewUser) {
  if (u.password.length < MIN_PASSWORD_LENGTH) {
    throw new Error(`Password must have at least ${MIN_PASSWORD_LENGTH} characters`);
  }
  const passwordHash = await hashPassword(u.password);
  return db.transaction().execute(async (tx) => {
    const user = await tx
      .insertInto('users')
      .values({
        id: crypto.randomUUID(),
        email: u.email.trim(),
        full_name: u.fullName,
        role: u.role,
        password_hash: passwordHash,
      })
      .returning(['id', 'email'])
      .executeTakeFirstOrThrow();
    const unique = [...new Set(u.tenantIds)];
    if (unique.length > 0) {
      await tx
        .insertInto('user_tenants')
        .values(unique.map((tenantId, position) => ({ user_id: user.id, tenant_id: tenantId, position })))
        .execute();
    }
    return user;
  });
}

/** Sets a new password and ends every session of the user. */
export async function resetPassword(db: Database, email: string, password: string): Promise<boolean> {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new Error(`Password must have at least ${MIN_PASSWORD_LENGTH} characters`);
  }
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (tx) => {
    const user = await tx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: new Date() })
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .returning('id')
      .executeTakeFirst();
    if (!user) return false;
    await tx.deleteFrom('sessions').where('user_id', '=', user.id).execute();
    return true;
  });
}
