import { staffApi } from '@praxisdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contractRoute.js';
import type { AnamnesisService } from './service.js';

/** The anamnesis card of a submission: read, generation status, generate/regenerate (202). */
export const anamnesisRoutes =
  (anamnesis: AnamnesisService): FastifyPluginAsyncZod =>
  async (app) => {
    contractRoute(app, staffApi.getAnamnesis, (req) => anamnesis.get(req.auth, req.params.id));

    contractRoute(app, staffApi.anamnesisStatus, (req) => anamnesis.status(req.auth, req.params.id));

    contractRoute(app, staffApi.generateAnamnesisSummary, (req) =>
      anamnesis.generate(req.auth, req.params.id, 'summary', req.body.regenerate),
    );

    contractRoute(app, staffApi.generateClinicalText, (req) =>
      anamnesis.generate(req.auth, req.params.id, 'text', req.body.regenerate),
    );
  };
