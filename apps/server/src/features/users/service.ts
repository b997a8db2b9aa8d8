/**
 * User administration (spec §2 Administration, §5). Admin only: requireAdmin comes first in
 * every method. Guards: the last active admin cannot be removed, deactivated or demoted, and an
 * admin cannot delete, deactivate or demote themselves by accident. Deactivation and a new
 * password end the user's sessions at once; role and tenant changes take effect on the next
 * request anyway, because the auth context is re-read on every request.
 */
import {
  type AdminUser,
  type createUserRequest,
  filterUsers,
  type Role,
  roleLabels,
  type UserListFilter,
  type updateUserRequest,
  validateCreateUser,
  validateUpdateUser,
} from '@praxisdesk/domain';
import type { z } from 'zod';
import type { Database } from '../../db/index.js';
import type { Tx } from '../../db/scope.js';
import { audit, userActor } from '../../lib/audit.js';
import { formatDateTimeDe, isoDateBerlin, toCsv } from '../../lib/csv.js';
import { AppError } from '../../lib/errors.js';
import { hashPassword } from '../../lib/password.js';
import { type AuthContext, requireAdmin } from '../auth/context.js';
import { createUser } from './provision.js';
import { usersRepository as repo } from './repository.js';

const invalid = (message: string) => new AppError('VALIDATION_FAILED', message);
const isUniqueViolation = (e: unknown) => (e as { code?: string })?.code === '23505';

/** Writes the invitation mail job in the new user's transaction (features/account). */
type EnqueueInvitation = (tx: Tx, userId: string) => Promise<void>;

export function usersService(db: Database, enqueueInvitation?: EnqueueInvitation) {
  async function checkTenants(tx: Tx | Database, tenantIds: readonly string[]) {
    const found = await repo.existingTenantIds(tx, tenantIds);
    if (found.length !== new Set(tenantIds).size) throw new AppError('TENANT_NOT_FOUND');
  }

  /** Would removing admin rights from `ids` (delete, demote, deactivate) leave no active admin? */
  async function guardAdmins(tx: Tx, actor: AuthContext, ids: readonly string[]) {
    if (ids.includes(actor.userId)) throw new AppError('SELF_PROTECTED');
    await repo.lockActiveAdmins(tx);
    const affected = await repo.rolesOf(tx, ids);
    const removesAdmin = affected.some((u) => u.role === 'admin' && u.is_active);
    if (removesAdmin && (await repo.countActiveAdminsExcept(tx, ids)) === 0) throw new AppError('LAST_ADMIN');
  }

  return {
    async list(auth: AuthContext | null): Promise<AdminUser[]> {
      requireAdmin(auth);
      return repo.list(db);
    },

    async create(auth: AuthContext | null, input: z.infer<typeof createUserRequest>): Promise<AdminUser> {
      const a = requireAdmin(auth);
      const message = validateCreateUser(input);
      if (message) throw invalid(message);
      await checkTenants(db, input.tenantIds);
      if (await repo.emailTaken(db, input.email)) throw new AppError('EMAIL_TAKEN');
      let id: string;
      try {
        id = (
          await createUser(
            db,
            {
              email: input.email,
              fullName: input.fullName,
              role: input.role,
              password: input.invite ? null : input.password,
              tenantIds: input.tenantIds,
            },
            input.invite && enqueueInvitation ? enqueueInvitation : undefined,
          )
        ).id;
      } catch (e) {
        if (isUniqueViolation(e)) throw new AppError('EMAIL_TAKEN');
        throw e;
      }
      await audit(db, userActor(a), {
        action: 'admin.user.create',
        target: { type: 'user', id },
        details: { role: input.role, tenants: input.tenantIds.length, invited: input.invite },
      });
      if (input.invite) await audit(db, userActor(a), { action: 'admin.user.invite', target: { type: 'user', id } });
      const user = await repo.get(db, id);
      if (!user) throw new AppError('USER_NOT_FOUND');
      return user;
    },

    async update(auth: AuthContext | null, id: string, input: z.infer<typeof updateUserRequest>): Promise<AdminUser> {
      const a = requireAdmin(auth);
      const message = validateUpdateUser(input);
      if (message || !input.role) throw invalid(message ?? '');
      const role: Role = input.role;
      const passwordHash = input.password ? await hashPassword(input.password) : undefined;
      await db.transaction().execute(async (tx) => {
        const [before] = await repo.rolesOf(tx, [id]);
        if (!before) throw new AppError('USER_NOT_FOUND');
        if (before.role === 'admin' && before.is_active && (role !== 'admin' || !input.isActive)) {
          await guardAdmins(tx, a, [id]);
        }
        await checkTenants(tx, input.tenantIds);
        if (await repo.emailTaken(tx, input.email, id)) throw new AppError('EMAIL_TAKEN');
        try {
          await repo.update(tx, id, {
            email: input.email,
            fullName: input.fullName,
            role,
            isActive: input.isActive,
            passwordHash,
          });
        } catch (e) {
          if (isUniqueViolation(e)) throw new AppError('EMAIL_TAKEN');
          throw e;
        }
        await repo.setTenants(tx, id, input.tenantIds);
        if (!input.isActive || passwordHash) await repo.endSessions(tx, [id]);
        await audit(tx, userActor(a), {
          action: 'admin.user.update',
          target: { type: 'user', id },
          details: {
            role,
            previousRole: before.role,
            isActive: input.isActive,
            tenants: input.tenantIds.length,
            passwordChanged: Boolean(passwordHash),
          },
        });
      });
      const user = await repo.get(db, id);
      if (!user) throw new AppError('USER_NOT_FOUND');
      return user;
    },

    async setRoles(auth: AuthContext | null, ids: readonly string[], role: Role): Promise<number> {
      const a = requireAdmin(auth);
      return db.transaction().execute(async (tx) => {
        if (role !== 'admin') await guardAdmins(tx, a, ids);
        const changed = await repo.setRole(tx, ids, role);
        await audit(tx, userActor(a), {
          action: 'admin.user.bulk_role',
          target: { type: 'user', id: changed.join(',').slice(0, 2000) },
          details: { role, count: changed.length },
        });
        return changed.length;
      });
    },

    async delete(auth: AuthContext | null, ids: readonly string[]): Promise<number> {
      const a = requireAdmin(auth);
      return db.transaction().execute(async (tx) => {
        await guardAdmins(tx, a, ids);
        // Sessions, assignments and memberships go with the user (ON DELETE CASCADE).
        const deleted = await repo.delete(tx, ids);
        if (ids.length === 1 && deleted.length === 0) throw new AppError('USER_NOT_FOUND');
        await audit(tx, userActor(a), {
          action: 'admin.user.delete',
          target: { type: 'user', id: deleted.join(',').slice(0, 2000) },
          details: { count: deleted.length },
        });
        return deleted.length;
      });
    },

    /** benutzer_export_{date}.csv with Name, E-Mail, Rolle, Mandant, Erstellt am (spec §9). */
    async exportCsv(auth: AuthContext | null, filter: UserListFilter): Promise<{ fileName: string; body: string }> {
      const a = requireAdmin(auth);
      const users = filterUsers(await repo.list(db), filter);
      const body = toCsv(
        ['Name', 'E-Mail', 'Rolle', 'Mandant', 'Erstellt am'],
        users.map((u) => [
          u.fullName,
          u.email,
          roleLabels[u.role],
          u.tenants.map((t) => t.name).join(', '),
          formatDateTimeDe(new Date(u.createdAt)),
        ]),
      );
      await audit(db, userActor(a), { action: 'admin.user.export', details: { count: users.length } });
      return { fileName: `benutzer_export_${isoDateBerlin(new Date())}.csv`, body };
    },
  };
}

export type UsersService = ReturnType<typeof usersService>;
