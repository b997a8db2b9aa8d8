import { staffApi } from '@praxisdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contractRoute.js';
import type { TenantsService } from './service.js';

/** /api/admin/tenants: admin only (checked in the service). */
export const tenantAdminRoutes =
  (tenants: TenantsService): FastifyPluginAsyncZod =>
  async (app) => {
    contractRoute(app, staffApi.listTenants, async (req) => ({
      tenants: await tenants.list(req.auth),
    }));

    contractRoute(app, staffApi.createTenant, async (req) => ({ tenant: await tenants.create(req.auth, req.body) }));

    contractRoute(app, staffApi.updateTenant, async (req) => ({
      tenant: await tenants.update(req.auth, req.params.id, req.body),
    }));

    contractRoute(app, staffApi.setReceptionConfig, async (req) => ({
      tenant: await tenants.setReceptionConfig(req.auth, req.params.id, req.body.receptionConfig),
    }));

    contractRoute(app, staffApi.rotateTenantKey, async (req) => ({
      tenant: await tenants.rotateKey(req.auth, req.params.id),
    }));

    contractRoute(app, staffApi.tenantImpact, (req) => tenants.impact(req.auth, req.params.id));

    contractRoute(app, staffApi.deleteTenant, async (req) => {
      await tenants.delete(req.auth, req.params.id, req.body.confirm);
    });
  };
