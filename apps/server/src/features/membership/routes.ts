import { staffApi } from '@praxisdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/index.js';
import { contractRoute } from '../../lib/contractRoute.js';
import { requireUser } from '../auth/context.js';
import { membershipRepository } from './repository.js';
import type { MembershipService } from './service.js';

/** The signed-in user's membership (header label, membership page) and the admin's editor. */
export const membershipRoutes =
  (db: Database, memberships: MembershipService): FastifyPluginAsyncZod =>
  async (app) => {
    contractRoute(app, staffApi.currentMembership, async (req) => {
      const auth = requireUser(req.auth);
      const m = (await membershipRepository.activeByUser(db, [auth.userId])).get(auth.userId);
      return {
        membership: m ? { id: m.id, packageName: m.packageName, status: m.status, startDate: m.startDate } : null,
      };
    });

    contractRoute(app, staffApi.membershipOverview, (req) => memberships.overview(req.auth));

    contractRoute(app, staffApi.adminMemberships, (req) => memberships.adminList(req.auth));

    contractRoute(app, staffApi.updateMembership, (req) => memberships.update(req.auth, req.params.userId, req.body));
  };
