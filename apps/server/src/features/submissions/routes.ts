import { staffApi } from '@praxisdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contractRoute.js';
import type { SubmissionsService } from './service.js';

export const submissionRoutes =
  (submissions: SubmissionsService): FastifyPluginAsyncZod =>
  async (app) => {
    contractRoute(app, staffApi.listSubmissions, (req) => submissions.list(req.auth, req.query));

    contractRoute(app, staffApi.getSubmission, async (req) => ({
      submission: await submissions.get(req.auth, req.params.id),
    }));

    contractRoute(app, staffApi.setProcessed, async (req) => ({
      submission: await submissions.setProcessed(req.auth, req.params.id, req.body.processed),
    }));

    contractRoute(app, staffApi.resendNotifications, (req) => submissions.resendNotifications(req.auth, req.params.id));

    contractRoute(app, staffApi.deleteSubmission, async (req) => {
      await submissions.delete(req.auth, req.params.id);
    });
  };
