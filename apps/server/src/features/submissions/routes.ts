/** The inbox's HTTP API: list, detail, mutations, the prescription file and live change events. */
import { staffApi } from '@praxisdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contractRoute.js';
import { openEventStream } from '../../plugins/eventStream.js';
import { tenantScope } from '../auth/context.js';
import { SESSION_COOKIE } from '../auth/cookie.js';
import type { AuthService } from '../auth/service.js';
import type { InboxEvents } from './events.js';
import type { SubmissionsService } from './service.js';

const HEARTBEAT_MS = 25_000;
/** An open stream re-checks its session this often, so a signed-out or removed user stops hearing. */
const REAUTH_MS = 5 * 60_000;

/** RFC 6266 / 5987: an ASCII fallback plus the exact UTF-8 name. */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export const submissionRoutes =
  (submissions: SubmissionsService, events: InboxEvents, auth: AuthService): FastifyPluginAsyncZod =>
  async (app) => {
    // Open event streams end before the server closes (they would otherwise hold it open).
    const open = new Set<{ end(): void }>();
    app.addHook('preClose', async () => {
      for (const res of open) res.end();
    });

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

    contractRoute(app, staffApi.submissionStats, (req) => submissions.stats(req.auth, req.query.tenant));

    contractRoute(app, staffApi.setSpam, async (req) => ({
      submission: await submissions.setSpam(req.auth, req.params.id, req.body.isSpam),
    }));

    contractRoute(app, staffApi.bulkDeleteSubmissions, (req) => submissions.deleteMany(req.auth, req.body.ids));

    contractRoute(app, staffApi.deletionPreview, async (req) => ({
      items: await submissions.deletionPreview(req.auth, req.body.ids),
    }));

    contractRoute(app, staffApi.blockSender, (req) => submissions.blockSender(req.auth, req.params.id));

    /**
     * The decrypted prescription: never a public URL, only through this authenticated handler.
     * `?inline=1` lets the detail page show it in an <img>/<iframe> of our own origin.
     */
    contractRoute(app, staffApi.submissionFile, async (req, reply) => {
      const file = await submissions.file(req.auth, req.params.id);
      const inline = req.query.inline === '1';
      const safeInline = inline && /^(image\/(png|jpeg)|application\/pdf)$/.test(file.fileType);
      reply
        .header('content-type', file.fileType)
        .header('content-disposition', contentDisposition(safeInline ? 'inline' : 'attachment', file.fileName))
        .header('cache-control', 'private, no-store');
      if (safeInline) {
        // Framed only by our own pages, with nothing active inside (a PDF cannot run script).
        reply
          .header('content-security-policy', "default-src 'none'; img-src 'self'; frame-ancestors 'self'; sandbox")
          .header('x-frame-options', 'SAMEORIGIN');
      }
      return reply.send(file.content);
    });

    /** Server-sent events: `data: {"type":"changed","tenantId":…}` when a tenant's inbox changed. */
    contractRoute(app, staffApi.submissionEvents, async (req, reply) => {
      const tenantIds = tenantScope(req.auth, req.query.tenant);
      const cookie = req.cookies[SESSION_COOKIE];
      const { res, send } = openEventStream(reply);
      const subscription = events.subscribe(tenantIds, (tenantId) => send({ type: 'changed', tenantId }));
      let lastAuth = Date.now();
      const heartbeat = setInterval(async () => {
        if (Date.now() - lastAuth >= REAUTH_MS) {
          lastAuth = Date.now();
          const still = await auth.authenticate(cookie).catch(() => null);
          if (!still || !tenantIds.every((id) => still.tenants.some((t) => t.id === id))) {
            res.end();
            return;
          }
        }
        res.write(': ping\n\n');
      }, HEARTBEAT_MS);
      open.add(res);
      const done = () => {
        open.delete(res);
        clearInterval(heartbeat);
        subscription.unsubscribe();
      };
      req.raw.on('close', done);
      res.on('close', done);
      res.on('error', done);
      // `ready` means: every change from now on is pushed; the client re-reads once on it.
      await subscription.ready;
      send({ type: 'ready' });
    });
  };
