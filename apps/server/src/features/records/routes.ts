/** Issue 20's HTTP API: staff's Muster 13 entry, the submission PDF and the anamnesis as FHIR R4. */
import { staffApi } from '@praxisdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contractRoute.js';
import { contentDisposition } from '../submissions/routes.js';
import type { RecordsService } from './service.js';

export const recordsRoutes =
  (records: RecordsService): FastifyPluginAsyncZod =>
  async (app) => {
    contractRoute(app, staffApi.savePrescriptionData, (req) =>
      records.savePrescription(req.auth, req.params.id, req.body),
    );

    contractRoute(app, staffApi.submissionPdf, async (req, reply) => {
      const pdf = await records.pdf(req.auth, req.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition('attachment', pdf.fileName))
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf.content));
    });

    contractRoute(app, staffApi.anamnesisFhir, async (req, reply) => {
      const bundle = await records.fhir(req.auth, req.params.id);
      return reply
        .header('content-type', 'application/fhir+json; charset=utf-8')
        .header(
          'content-disposition',
          contentDisposition('attachment', `Anamnese-${req.params.id.slice(0, 8).toUpperCase()}.fhir.json`),
        )
        .header('cache-control', 'private, no-store')
        .send(JSON.stringify(bundle, null, 2));
    });
  };
