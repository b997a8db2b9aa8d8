import { staffApi } from '@praxisdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contractRoute.js';
import type { BlacklistService } from './service.js';

/** /api/admin/blacklist: admin only (checked in the service). */
export const blacklistRoutes =
  (blacklist: BlacklistService): FastifyPluginAsyncZod =>
  async (app) => {
    contractRoute(app, staffApi.listBlacklist, async (req) => ({
      entries: await blacklist.list(req.auth),
    }));

    contractRoute(app, staffApi.addBlacklist, (req) => blacklist.add(req.auth, req.body));

    contractRoute(app, staffApi.removeBlacklist, async (req) => {
      await blacklist.remove(req.auth, req.params.ipHash, req.query.tenant ?? null);
    });
  };
