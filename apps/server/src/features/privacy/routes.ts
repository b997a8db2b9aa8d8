/** HTTP for issue 10: audit trail, retention settings, patient export and erasure, tenant export. */
import { staffApi } from '@praxisdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contractRoute.js';
import { contentDisposition } from '../submissions/routes.js';
import type { auditTrailService } from './auditTrail.js';
import type { PatientDataService } from './patientData.js';
import type { RetainedService } from './retained.js';
import type { retentionService } from './retention.js';

export interface PrivacyDeps {
  auditTrail: ReturnType<typeof auditTrailService>;
  retention: ReturnType<typeof retentionService>;
  patientData: PatientDataService;
  retained: RetainedService;
}

const zipHeaders = { 'content-type': 'application/zip', 'cache-control': 'private, no-store' };

export const privacyRoutes =
  ({ auditTrail, retention, patientData, retained }: PrivacyDeps): FastifyPluginAsyncZod =>
  async (app) => {
    contractRoute(app, staffApi.listAudit, (req) => auditTrail.list(req.auth, req.query));

    contractRoute(app, staffApi.exportAuditCsv, async (req, reply) => {
      const csv = await auditTrail.csv(req.auth, req.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="protokoll-${new Date().toISOString().slice(0, 10)}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    });

    contractRoute(app, staffApi.getRetention, async (req) => ({
      settings: await retention.get(req.auth, req.params.id),
    }));

    contractRoute(app, staffApi.updateRetention, async (req) => ({
      settings: await retention.update(req.auth, req.params.id, req.body),
    }));

    contractRoute(app, staffApi.exportTenant, async (req, reply) => {
      const { zip, fileName } = await patientData.exportTenant(req.auth, req.params.id);
      return reply
        .headers({ ...zipHeaders, 'content-disposition': contentDisposition('attachment', fileName) })
        .send(zip);
    });

    contractRoute(app, staffApi.accessLog, async (req) => ({
      entries: await auditTrail.accessLog(req.auth, req.params.id),
    }));

    contractRoute(app, staffApi.relatedSubmissions, async (req) => ({
      matches: await patientData.matches(req.auth, req.params.id),
    }));

    contractRoute(app, staffApi.exportPatient, async (req, reply) => {
      const { zip, fileName } = await patientData.export(req.auth, req.params.id, req.body.ids);
      return reply
        .headers({ ...zipHeaders, 'content-disposition': contentDisposition('attachment', fileName) })
        .send(zip);
    });

    contractRoute(app, staffApi.listRetained, (req) => retained.list(req.auth, req.query));

    contractRoute(app, staffApi.restoreRetained, async (req) => {
      await retained.restore(req.auth, req.params.id);
    });

    contractRoute(app, staffApi.eraseSubmission, async (req) => {
      await patientData.erase(req.auth, req.params.id);
    });
  };
