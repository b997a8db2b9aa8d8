import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/index.js';
import { AppError } from '../../lib/errors.js';
import { healthRepository as repo } from './repository.js';

/** Liveness plus a database round trip, for load balancers and the start-up check. */
export const healthRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/health', async () => {
      try {
        await repo.ping(db);
      } catch {
        throw new AppError('SERVICE_UNAVAILABLE');
      }
      return { status: 'ok' };
    });
  };
