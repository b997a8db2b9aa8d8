import { currentMembership } from '@praxisdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/index.js';
import { requireUser } from '../auth/context.js';

/** The signed-in user's active membership (header label, membership page). */
export const membershipRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/membership/current', { schema: { response: { 200: currentMembership } } }, async (req) => {
      const auth = requireUser(req.auth);
      const row = await db
        .selectFrom('user_memberships as m')
        .leftJoin('membership_packages as p', 'p.id', 'm.package_id')
        .select(['m.id', 'p.name as package_name', 'm.status', 'm.start_date'])
        .where('m.user_id', '=', auth.userId)
        .where('m.status', '=', 'active')
        .executeTakeFirst();
      return {
        membership: row
          ? {
              id: row.id,
              packageName: row.package_name,
              status: row.status,
              startDate: new Date(row.start_date).toISOString(),
            }
          : null,
      };
    });
  };
