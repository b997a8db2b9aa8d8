import {
  adminMembershipsResponse,
  currentMembership,
  membershipOverview,
  updateMembershipRequest,
  userIdParams,
  userMembership,
} from '@praxisdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/index.js';
import { requireUser } from '../auth/context.js';
import { membershipRepository } from './repository.js';
import type { MembershipService } from './service.js';

/** The signed-in user's membership (header label, membership page) and the admin's editor. */
export const membershipRoutes =
  (db: Database, memberships: MembershipService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/membership/current', { schema: { response: { 200: currentMembership } } }, async (req) => {
      const auth = requireUser(req.auth);
      const m = (await membershipRepository.activeByUser(db, [auth.userId])).get(auth.userId);
      return {
        membership: m ? { id: m.id, packageName: m.packageName, status: m.status, startDate: m.startDate } : null,
      };
    });

    app.get('/api/membership/overview', { schema: { response: { 200: membershipOverview } } }, (req) =>
      memberships.overview(req.auth),
    );

    app.get('/api/admin/memberships', { schema: { response: { 200: adminMembershipsResponse } } }, (req) =>
      memberships.adminList(req.auth),
    );

    app.put(
      '/api/admin/memberships/:userId',
      { schema: { params: userIdParams, body: updateMembershipRequest, response: { 200: userMembership } } },
      (req) => memberships.update(req.auth, req.params.userId, req.body),
    );
  };
