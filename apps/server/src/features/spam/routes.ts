import { staffApi } from '@praxisdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contractRoute.js';
import { openEventStream } from '../../plugins/eventStream.js';
import type { SpamScanService } from './scan.js';

export const spamRoutes =
  (scans: SpamScanService): FastifyPluginAsyncZod =>
  async (app) => {
    /**
     * Standard scan: one JSON result. With options.enableStreaming: text/event-stream of
     * `data: {json}` lines — progress per submission, then complete (or error).
     */
    contractRoute(app, staffApi.spamScan, async (req, reply) => {
      const run = scans.scan(req.auth, req.body);
      if (!req.body.options.enableStreaming) {
        let step = await run.next();
        while (!step.done) step = await run.next();
        return step.value;
      }
      // Access is checked before the stream opens, so auth errors are ordinary JSON answers.
      let step = await run.next();
      const { res, send } = openEventStream(reply);
      try {
        while (!step.done) {
          if (res.destroyed) {
            await run.return(undefined as never);
            return reply;
          }
          send(step.value);
          step = await run.next();
        }
        send({ type: 'complete', result: step.value });
      } catch (err) {
        req.log.error({ err: { message: (err as Error).message } }, 'spam scan failed');
        send({ type: 'error', error: 'Beim Scannen ist ein Fehler aufgetreten' });
      }
      res.end();
      return reply;
    });
  };
