import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { Database } from '../../db/index.js';
import { AppError } from '../../lib/errors.js';

/** Liveness plus a database round trip, for load balancers and the start-up check. */
export const healthRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/health', async () => {
      try {
        await sql`select 1`.execute(db);
      } catch {
        throw new AppError('SERVICE_UNAVAILABLE');
      }
      return { status: 'ok' };
    });
  };
