/** User creation and password reset without an auth context (CLI, seed, admin screen). */
import type { Role } from '@praxisdesk/domain';
import { MIN_PASSWORD_LENGTH } from '@praxisdesk/domain';
import type { Database } from '../../db/index.js';
import { hashPassword } from '../../lib/password.js';
import { usersRepository as repo } from './repository.js';

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
