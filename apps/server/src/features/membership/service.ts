/**
 * Memberships (spec §2 Membership page and Memberships tab, §4, §5). Every signed-in user reads
 * their own; admins read all and edit them. One name end to end: `packageId`.
 */
import {
  type AdminMemberships,
  addons as addonCatalog,
  type MembershipOverview,
  normalizeAddons,
  type UserMembership,
  unavailableAddons,
  type updateMembershipRequest,
  validateMembershipChoice,
} from '@praxisdesk/domain';
import type { z } from 'zod';
import type { Database } from '../../db/index.js';
import { audit, userActor } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { type AuthContext, requireAdmin, requireUser } from '../auth/context.js';
import { membershipRepository as repo } from './repository.js';

export function membershipService(db: Database) {
  return {
    async overview(auth: AuthContext | null): Promise<MembershipOverview> {
      const a = requireUser(auth);
      const [packages, current] = await Promise.all([repo.packages(db), repo.activeByUser(db, [a.userId])]);
      return { packages, addons: addonCatalog, current: current.get(a.userId) ?? null };
    },

    async adminList(auth: AuthContext | null): Promise<AdminMemberships> {
      requireAdmin(auth);
      const [packages, users, active] = await Promise.all([repo.packages(db), repo.users(db), repo.activeByUser(db)]);
      return {
        packages,
        addons: addonCatalog,
        users: users.map((u) => ({
          userId: u.id,
          fullName: u.full_name,
          email: u.email,
          membership: active.get(u.id) ?? null,
        })),
      };
    },

    async update(
      auth: AuthContext | null,
      userId: string,
      input: z.infer<typeof updateMembershipRequest>,
    ): Promise<UserMembership> {
      const a = requireAdmin(auth);
      const message = validateMembershipChoice(input);
      if (message) throw new AppError('VALIDATION_FAILED', message);
      if (!(await repo.userExists(db, userId))) throw new AppError('USER_NOT_FOUND');
      const pkg = await repo.findPackage(db, input.packageId);
      if (!pkg) throw new AppError('PACKAGE_NOT_FOUND');
      const selection = normalizeAddons(input.addons);
      if (selection.length !== input.addons.length || unavailableAddons(pkg.name, selection).length > 0) {
        throw new AppError('ADDON_NOT_AVAILABLE');
      }
      const result = await db.transaction().execute(async (tx) => {
        const r = await repo.upsertActive(tx, userId, pkg.id, selection);
        await audit(tx, userActor(a), {
          action: r.created ? 'admin.membership.create' : 'admin.membership.update',
          target: { type: 'user', id: userId },
          details: { package: pkg.name, addons: selection.map((s) => `${s.id}×${s.quantity}`).join(',') },
        });
        return r;
      });
      const m = (await repo.activeByUser(db, [userId])).get(userId);
      if (!m || m.id !== result.id) throw new AppError('INTERNAL_ERROR');
      return m;
    },
  };
}

export type MembershipService = ReturnType<typeof membershipService>;
