import { staffApi } from '@praxisdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contractRoute.js';
import type { InboxExport } from './export.js';

/** GET /api/submissions/export.csv: the inbox under the list's filters (staff of the practices). */
export const inboxExportRoutes =
  (inbox: InboxExport): FastifyPluginAsyncZod =>
  async (app) => {
    contractRoute(app, staffApi.exportSubmissionsCsv, async (req, reply) => {
      const { fileName, body } = await inbox.exportCsv(req.auth, req.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(body);
    });
  };
