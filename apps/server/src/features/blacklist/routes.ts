import { addBlacklistRequest, blacklistEntry, blacklistResponse, ipHashParams } from '@praxisdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BlacklistService } from './service.js';

/** /api/admin/blacklist: admin only (checked in the service). */
export const blacklistRoutes =
  (blacklist: BlacklistService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/admin/blacklist', { schema: { response: { 200: blacklistResponse } } }, async (req) => ({
      entries: await blacklist.list(req.auth),
    }));

    app.post(
      '/api/admin/blacklist',
      { schema: { body: addBlacklistRequest, response: { 201: blacklistEntry } } },
      async (req, reply) => reply.code(201).send(await blacklist.add(req.auth, req.body)),
    );

    app.delete('/api/admin/blacklist/:ipHash', { schema: { params: ipHashParams } }, async (req, reply) => {
      await blacklist.remove(req.auth, req.params.ipHash);
      return reply.code(204).send();
    });
  };
