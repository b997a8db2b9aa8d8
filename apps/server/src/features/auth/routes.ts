import { loginRequest, sessionResponse } from '@praxisdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from './context.js';
import { SESSION_COOKIE, sessionCookieOptions } from './cookie.js';
import type { AuthService } from './service.js';
import { toSessionUser } from './service.js';

export const authRoutes =
  (auth: AuthService, secureCookies: boolean, absoluteMs: number): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/auth/login',
      { schema: { body: loginRequest, response: { 200: sessionResponse } } },
      async (req, reply) => {
        const { sessionId, auth: ctx } = await auth.login({
          email: req.body.email,
          password: req.body.password,
          ip: req.ip,
          userAgent: req.headers['user-agent']?.slice(0, 300) ?? null,
        });
        reply.setCookie(SESSION_COOKIE, sessionId, sessionCookieOptions(secureCookies, absoluteMs));
        return { user: toSessionUser(ctx) };
      },
    );

    app.post('/api/auth/logout', async (req, reply) => {
      await auth.logout(req.auth);
      reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(secureCookies, 0));
      return reply.code(204).send();
    });

    app.get('/api/auth/session', { schema: { response: { 200: sessionResponse } } }, async (req) => ({
      user: toSessionUser(requireUser(req.auth)),
    }));
  };
