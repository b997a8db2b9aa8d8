/** HTTP for issue 10: audit trail, retention settings, patient export and erasure, tenant export. */
import {
  accessLogResponse,
  auditListResponse,
  auditQuery,
  idParams,
  patientExportRequest,
  patientMatchesResponse,
  retentionResponse,
  retentionSetting,
} from '@praxisdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentDisposition } from '../submissions/routes.js';
import type { auditTrailService } from './auditTrail.js';
import type { PatientDataService } from './patientData.js';
import type { retentionService } from './retention.js';

export interface PrivacyDeps {
  auditTrail: ReturnType<typeof auditTrailService>;
  retention: ReturnType<typeof retentionService>;
  patientData: PatientDataService;
}

const zipHeaders = { 'content-type': 'application/zip', 'cache-control': 'private, no-store' };

export const privacyRoutes =
  ({ auditTrail, retention, patientData }: PrivacyDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/admin/audit', { schema: { querystring: auditQuery, response: { 200: auditListResponse } } }, (req) =>
      auditTrail.list(req.auth, req.query),
    );

    app.get('/api/admin/audit/export.csv', { schema: { querystring: auditQuery } }, async (req, reply) => {
      const csv = await auditTrail.csv(req.auth, req.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="protokoll-${new Date().toISOString().slice(0, 10)}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    });

    app.get(
      '/api/admin/tenants/:id/retention',
      { schema: { params: idParams, response: { 200: retentionResponse } } },
      async (req) => ({ settings: await retention.get(req.auth, req.params.id) }),
    );

    app.put(
      '/api/admin/tenants/:id/retention',
      { schema: { params: idParams, body: retentionSetting, response: { 200: retentionResponse } } },
      async (req) => ({ settings: await retention.update(req.auth, req.params.id, req.body) }),
    );

    app.get('/api/admin/tenants/:id/export', { schema: { params: idParams } }, async (req, reply) => {
      const { zip, fileName } = await patientData.exportTenant(req.auth, req.params.id);
      return reply
        .headers({ ...zipHeaders, 'content-disposition': contentDisposition('attachment', fileName) })
        .send(zip);
    });

    app.get(
      '/api/submissions/:id/access-log',
      { schema: { params: idParams, response: { 200: accessLogResponse } } },
      async (req) => ({ entries: await auditTrail.accessLog(req.auth, req.params.id) }),
    );

    app.get(
      '/api/submissions/:id/related',
      { schema: { params: idParams, response: { 200: patientMatchesResponse } } },
      async (req) => ({ matches: await patientData.matches(req.auth, req.params.id) }),
    );

    app.post(
      '/api/submissions/:id/export',
      { schema: { params: idParams, body: patientExportRequest } },
      async (req, reply) => {
        const { zip, fileName } = await patientData.export(req.auth, req.params.id, req.body.ids);
        return reply
          .headers({ ...zipHeaders, 'content-disposition': contentDisposition('attachment', fileName) })
          .send(zip);
      },
    );

    app.post('/api/submissions/:id/erasure', { schema: { params: idParams } }, async (req, reply) => {
      await patientData.erase(req.auth, req.params.id);
      return reply.code(204).send();
    });
  };
