import { staffApi } from '@praxisdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contractRoute.js';
import { requireUser } from './context.js';
import { SESSION_COOKIE, sessionCookieOptions } from './cookie.js';
import type { AuthService } from './service.js';
import { toSessionUser } from './service.js';

export const authRoutes =
  (auth: AuthService, secureCookies: boolean, absoluteMs: number): FastifyPluginAsyncZod =>
  async (app) => {
    contractRoute(app, staffApi.login, async (req, reply) => {
      const { sessionId, auth: ctx } = await auth.login({
        email: req.body.email,
        password: req.body.password,
        ip: req.ip,
        userAgent: req.headers['user-agent']?.slice(0, 300) ?? null,
      });
      reply.setCookie(SESSION_COOKIE, sessionId, sessionCookieOptions(secureCookies, absoluteMs));
      return { user: toSessionUser(ctx) };
    });

    contractRoute(app, staffApi.logout, async (req, reply) => {
      await auth.logout(req.auth);
      reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(secureCookies, 0));
    });

    contractRoute(app, staffApi.session, async (req) => ({
      user: toSessionUser(requireUser(req.auth)),
    }));
  };
