import {
  adminTenantResponse,
  adminTenantsResponse,
  createTenantRequest,
  deleteTenantRequest,
  idParams,
  receptionConfigRequest,
  tenantImpact,
  updateTenantRequest,
} from '@praxisdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TenantsService } from './service.js';

/** /api/admin/tenants: admin only (checked in the service). */
export const tenantAdminRoutes =
  (tenants: TenantsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/admin/tenants', { schema: { response: { 200: adminTenantsResponse } } }, async (req) => ({
      tenants: await tenants.list(req.auth),
    }));

    app.post(
      '/api/admin/tenants',
      { schema: { body: createTenantRequest, response: { 201: adminTenantResponse } } },
      async (req, reply) => reply.code(201).send({ tenant: await tenants.create(req.auth, req.body) }),
    );

    app.put(
      '/api/admin/tenants/:id',
      { schema: { params: idParams, body: updateTenantRequest, response: { 200: adminTenantResponse } } },
      async (req) => ({ tenant: await tenants.update(req.auth, req.params.id, req.body) }),
    );

    app.put(
      '/api/admin/tenants/:id/reception-config',
      { schema: { params: idParams, body: receptionConfigRequest, response: { 200: adminTenantResponse } } },
      async (req) => ({ tenant: await tenants.setReceptionConfig(req.auth, req.params.id, req.body.receptionConfig) }),
    );

    app.post(
      '/api/admin/tenants/:id/rotate-key',
      { schema: { params: idParams, response: { 200: adminTenantResponse } } },
      async (req) => ({ tenant: await tenants.rotateKey(req.auth, req.params.id) }),
    );

    app.get('/api/admin/tenants/:id/impact', { schema: { params: idParams, response: { 200: tenantImpact } } }, (req) =>
      tenants.impact(req.auth, req.params.id),
    );

    app.delete(
      '/api/admin/tenants/:id',
      { schema: { params: idParams, body: deleteTenantRequest } },
      async (req, reply) => {
        await tenants.delete(req.auth, req.params.id, req.body.confirm);
        return reply.code(204).send();
      },
    );
  };
