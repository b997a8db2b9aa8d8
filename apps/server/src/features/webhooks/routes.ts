import { staffApi } from '@praxisdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contractRoute.js';
import type { WebhooksService } from './service.js';

/** /api/admin/tenants/:id/webhook…: admin only (checked in the service). */
export const webhookRoutes =
  (webhooks: WebhooksService): FastifyPluginAsyncZod =>
  async (app) => {
    contractRoute(app, staffApi.getWebhook, (req) => webhooks.get(req.auth, req.params.id));
    contractRoute(app, staffApi.putWebhook, (req) => webhooks.put(req.auth, req.params.id, req.body));
    contractRoute(app, staffApi.rotateWebhookSecret, (req) => webhooks.rotateSecret(req.auth, req.params.id));
    contractRoute(app, staffApi.deleteWebhook, async (req) => {
      await webhooks.remove(req.auth, req.params.id);
    });
    contractRoute(app, staffApi.testWebhook, (req) => webhooks.test(req.auth, req.params.id));
  };
