/** Packages and user memberships: global tables (no RLS). */
import { type MembershipPackage, normalizeAddons, type UserMembership } from '@praxisdesk/domain';
import type { Database } from '../../db/index.js';
import type { Tx } from '../../db/scope.js';

type Db = Database | Tx;

export const membershipRepository = {
  /** Active packages ordered by monthly price (spec §7). */
  async packages(db: Db): Promise<MembershipPackage[]> {
    const rows = await db
      .selectFrom('membership_packages')
      .selectAll()
      .where('is_active', '=', true)
      .orderBy('monthly_price')
      .orderBy('name')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      description: r.description,
      monthlyPrice: Number(r.monthly_price),
      yearlyPrice: Number(r.yearly_price),
      features: {
        includedUsers: Number(r.features?.included_users ?? 0),
        includedForms: Number(r.features?.included_forms ?? 0),
        benefits: Array.isArray(r.features?.benefits) ? r.features.benefits.map(String) : [],
      },
    }));
  },

  findPackage(db: Db, id: string) {
    return db
      .selectFrom('membership_packages')
      .select(['id', 'name'])
      .where('id', '=', id)
      .where('is_active', '=', true)
      .executeTakeFirst();
  },

  /** The active membership per user (one at most: a partial unique index). */
  async activeByUser(db: Db, userIds?: readonly string[]): Promise<Map<string, UserMembership>> {
    let q = db
      .selectFrom('user_memberships as m')
      .leftJoin('membership_packages as p', 'p.id', 'm.package_id')
      .select(['m.id', 'm.user_id', 'm.package_id', 'p.name as package_name', 'm.addons', 'm.status', 'm.start_date'])
      .where('m.status', '=', 'active');
    if (userIds) {
      if (userIds.length === 0) return new Map();
      q = q.where('m.user_id', 'in', [...userIds]);
    }
    const rows = await q.execute();
    return new Map(
      rows.map((r) => [
        r.user_id,
        {
          id: r.id,
          packageId: r.package_id,
          packageName: r.package_name,
          addons: normalizeAddons(r.addons),
          status: r.status,
          startDate: new Date(r.start_date).toISOString(),
        },
      ]),
    );
  },

  async users(db: Db) {
    return db.selectFrom('users').select(['id', 'full_name', 'email']).orderBy('full_name').orderBy('email').execute();
  },

  userExists(db: Db, id: string) {
    return db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst().then(Boolean);
  },

  /** Edits the active membership, or creates a new active one starting now (spec §4). */
  async upsertActive(tx: Tx, userId: string, packageId: string, addons: { id: string; quantity: number }[]) {
    const updated = await tx
      .updateTable('user_memberships')
      .set({ package_id: packageId, addons: JSON.stringify(addons), updated_at: new Date() })
      .where('user_id', '=', userId)
      .where('status', '=', 'active')
      .returning('id')
      .executeTakeFirst();
    if (updated) return { id: updated.id, created: false };
    const created = await tx
      .insertInto('user_memberships')
      .values({
        user_id: userId,
        package_id: packageId,
        addons: JSON.stringify(addons),
        status: 'active',
        start_date: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: created.id, created: true };
  },
};
