import {
  idParams,
  setProcessedRequest,
  submissionDetailResponse,
  submissionListQuery,
  submissionListResponse,
  submissionResponse,
} from '@praxisdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SubmissionsService } from './service.js';

export const submissionRoutes =
  (submissions: SubmissionsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/submissions',
      { schema: { querystring: submissionListQuery, response: { 200: submissionListResponse } } },
      (req) => submissions.list(req.auth, req.query),
    );

    app.get(
      '/api/submissions/:id',
      { schema: { params: idParams, response: { 200: submissionDetailResponse } } },
      async (req) => ({ submission: await submissions.get(req.auth, req.params.id) }),
    );

    app.patch(
      '/api/submissions/:id/processed',
      { schema: { params: idParams, body: setProcessedRequest, response: { 200: submissionResponse } } },
      async (req) => ({
        submission: await submissions.setProcessed(req.auth, req.params.id, req.body.processed),
      }),
    );

    app.post('/api/submissions/:id/notifications', { schema: { params: idParams } }, async (req, reply) =>
      reply.code(202).send(await submissions.resendNotifications(req.auth, req.params.id)),
    );

    app.delete('/api/submissions/:id', { schema: { params: idParams } }, async (req, reply) => {
      await submissions.delete(req.auth, req.params.id);
      return reply.code(204).send();
    });
  };
