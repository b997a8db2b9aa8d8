import { anamnesisResponse, anamnesisStatus, generateAnamnesisRequest, idParams } from '@praxisdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AnamnesisService } from './service.js';

/** The anamnesis card of a submission: read, generation status, generate/regenerate (202). */
export const anamnesisRoutes =
  (anamnesis: AnamnesisService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/submissions/:id/anamnesis',
      { schema: { params: idParams, response: { 200: anamnesisResponse } } },
      (req) => anamnesis.get(req.auth, req.params.id),
    );

    app.get(
      '/api/submissions/:id/anamnesis/status',
      { schema: { params: idParams, response: { 200: anamnesisStatus } } },
      (req) => anamnesis.status(req.auth, req.params.id),
    );

    app.post(
      '/api/submissions/:id/anamnesis/summary',
      { schema: { params: idParams, body: generateAnamnesisRequest, response: { 202: anamnesisStatus } } },
      async (req, reply) =>
        reply.code(202).send(await anamnesis.generate(req.auth, req.params.id, 'summary', req.body.regenerate)),
    );

    app.post(
      '/api/submissions/:id/anamnesis/clinical-text',
      { schema: { params: idParams, body: generateAnamnesisRequest, response: { 202: anamnesisStatus } } },
      async (req, reply) =>
        reply.code(202).send(await anamnesis.generate(req.auth, req.params.id, 'text', req.body.regenerate)),
    );
  };
