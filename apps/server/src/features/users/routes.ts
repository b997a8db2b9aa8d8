import {
  adminUserResponse,
  adminUsersResponse,
  bulkDeleteRequest,
  bulkResult,
  bulkRoleRequest,
  createUserRequest,
  idParams,
  updateUserRequest,
  userListFilter,
} from '@praxisdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UsersService } from './service.js';

/** /api/admin/users: admin only (checked in the service). */
export const userAdminRoutes =
  (users: UsersService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/admin/users', { schema: { response: { 200: adminUsersResponse } } }, async (req) => ({
      users: await users.list(req.auth),
    }));

    app.post(
      '/api/admin/users',
      { schema: { body: createUserRequest, response: { 201: adminUserResponse } } },
      async (req, reply) => reply.code(201).send({ user: await users.create(req.auth, req.body) }),
    );

    app.put(
      '/api/admin/users/:id',
      { schema: { params: idParams, body: updateUserRequest, response: { 200: adminUserResponse } } },
      async (req) => ({ user: await users.update(req.auth, req.params.id, req.body) }),
    );

    app.delete('/api/admin/users/:id', { schema: { params: idParams } }, async (req, reply) => {
      await users.delete(req.auth, [req.params.id]);
      return reply.code(204).send();
    });

    app.post(
      '/api/admin/users/bulk-role',
      { schema: { body: bulkRoleRequest, response: { 200: bulkResult } } },
      async (req) => ({ count: await users.setRoles(req.auth, req.body.ids, req.body.role) }),
    );

    app.post(
      '/api/admin/users/bulk-delete',
      { schema: { body: bulkDeleteRequest, response: { 200: bulkResult } } },
      async (req) => ({ count: await users.delete(req.auth, req.body.ids) }),
    );

    app.get('/api/admin/users/export.csv', { schema: { querystring: userListFilter } }, async (req, reply) => {
      const { fileName, body } = await users.exportCsv(req.auth, req.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(body);
    });
  };
