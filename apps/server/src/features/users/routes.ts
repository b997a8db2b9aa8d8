import { staffApi } from '@praxisdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contractRoute.js';
import type { UsersService } from './service.js';

/** /api/admin/users: admin only (checked in the service). */
export const userAdminRoutes =
  (users: UsersService): FastifyPluginAsyncZod =>
  async (app) => {
    contractRoute(app, staffApi.listUsers, async (req) => ({
      users: await users.list(req.auth),
    }));

    contractRoute(app, staffApi.createUser, async (req) => ({ user: await users.create(req.auth, req.body) }));

    contractRoute(app, staffApi.updateUser, async (req) => ({
      user: await users.update(req.auth, req.params.id, req.body),
    }));

    contractRoute(app, staffApi.deleteUser, async (req) => {
      await users.delete(req.auth, [req.params.id]);
    });

    contractRoute(app, staffApi.setUserRoles, async (req) => ({
      count: await users.setRoles(req.auth, req.body.ids, req.body.role),
    }));

    contractRoute(app, staffApi.deleteUsers, async (req) => ({ count: await users.delete(req.auth, req.body.ids) }));

    contractRoute(app, staffApi.exportUsersCsv, async (req, reply) => {
      const { fileName, body } = await users.exportCsv(req.auth, req.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(body);
    });
  };
