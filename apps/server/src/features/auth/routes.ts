import { MFA_CHALLENGE_MINUTES, staffApi } from '@praxisdesk/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contractRoute.js';
import { requireUser } from './context.js';
import { MFA_COOKIE, SESSION_COOKIE, sessionCookieOptions } from './cookie.js';
import type { AuthService } from './service.js';
import { toSessionUser } from './service.js';

export const authRoutes =
  (auth: AuthService, secureCookies: boolean, absoluteMs: number): FastifyPluginAsyncZod =>
  async (app) => {
    const userAgent = (req: FastifyRequest) => req.headers['user-agent']?.slice(0, 300) ?? null;

    contractRoute(app, staffApi.login, async (req, reply) => {
      const result = await auth.login({
        email: req.body.email,
        password: req.body.password,
        ip: req.ip,
        userAgent: userAgent(req),
      });
      if (result.kind === 'mfa') {
        reply.setCookie(
          MFA_COOKIE,
          result.challengeId,
          sessionCookieOptions(secureCookies, MFA_CHALLENGE_MINUTES * 60_000),
        );
        return { mfaRequired: true as const };
      }
      reply.setCookie(SESSION_COOKIE, result.sessionId, sessionCookieOptions(secureCookies, absoluteMs));
      return { user: toSessionUser(result.auth) };
    });

    contractRoute(app, staffApi.loginMfa, async (req, reply) => {
      const { sessionId, auth: ctx } = await auth.completeMfa(req.cookies[MFA_COOKIE], req.body.code, userAgent(req));
      reply.clearCookie(MFA_COOKIE, sessionCookieOptions(secureCookies, 0));
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
