/** User creation and password reset without an auth context (CLI, seed, admin screen). */
import type { Role } from '@praxisdesk/domain';
import { MIN_PASSWORD_LENGTH } from '@praxisdesk/domain';
import type { Database } from '../../db/index.js';
import type { Tx } from '../../db/scope.js';
import { hashPassword } from '../../lib/password.js';
import { usersRepository as repo } from './repository.js';

export { MIN_PASSWORD_LENGTH };

export interface NewUser {
  email: string;
  fullName: string;
  role: Role;
  /** null: invited, the user sets it through the invitation link (issue 19). */
  password: string | null;
  /** Tenant ids (uuids) in order; the first is the default tenant. */
  tenantIds: string[];
}

export async function createUser(db: Database, u: NewUser, then?: (tx: Tx, userId: string) => Promise<void>) {
  if (u.password !== null && u.password.length < MIN_PASSWORD_LENGTH) {
    throw new Error(`Password must have at least ${MIN_PASSWORD_LENGTH} characters`);
  }
  const passwordHash = u.password === null ? null : await hashPassword(u.password);
  return db.transaction().execute(async (tx) => {
    const user = await repo.insert(tx, {
      id: crypto.randomUUID(),
      email: u.email.trim(),
      fullName: u.fullName,
      role: u.role,
      passwordHash,
    });
    const unique = [...new Set(u.tenantIds)];
    if (unique.length > 0) {
      await repo.insertAssignments(tx, user.id, unique);
    }
    await then?.(tx, user.id);
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
    const user = await repo.setPasswordByEmail(tx, email, passwordHash);
    if (!user) return false;
    await repo.endSessionsOf(tx, user.id);
    return true;
  });
}
