import { staffApi } from '@praxisdesk/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contractRoute.js';
import { SESSION_COOKIE, sessionCookieOptions } from '../auth/cookie.js';
import { toSessionUser } from '../auth/service.js';
import type { AccountService } from './service.js';

/** /api/account/* (own account), the public link endpoints, and the admin's 2FA controls. */
export const accountRoutes =
  (account: AccountService, secureCookies: boolean, absoluteMs: number): FastifyPluginAsyncZod =>
  async (app) => {
    const userAgent = (req: FastifyRequest) => req.headers['user-agent']?.slice(0, 300) ?? null;

    // Links (no session)
    contractRoute(app, staffApi.requestPasswordReset, async (req) => {
      await account.requestReset(req.body.email, req.ip);
    });
    contractRoute(app, staffApi.completePasswordReset, async (req) => {
      await account.completeReset(req.body.token, req.body.password, req.ip);
    });
    contractRoute(app, staffApi.invitation, async (req) => account.invitation(req.body.token, req.ip));
    contractRoute(app, staffApi.acceptInvitation, async (req, reply) => {
      const { sessionId, auth } = await account.acceptInvitation(
        req.body.token,
        req.body.password,
        req.ip,
        userAgent(req),
      );
      reply.setCookie(SESSION_COOKIE, sessionId, sessionCookieOptions(secureCookies, absoluteMs));
      return { user: toSessionUser(auth) };
    });

    // Own account
    contractRoute(app, staffApi.mfaStatus, async (req) => account.mfaStatus(req.auth));
    contractRoute(app, staffApi.startMfaSetup, async (req) => account.startSetup(req.auth));
    contractRoute(app, staffApi.confirmMfaSetup, async (req) => account.confirmSetup(req.auth, req.body.code));
    contractRoute(app, staffApi.disableMfa, async (req) => {
      await account.disable(req.auth, req.body.password);
    });
    contractRoute(app, staffApi.regenerateRecoveryCodes, async (req) =>
      account.regenerateRecoveryCodes(req.auth, req.body.password),
    );
    contractRoute(app, staffApi.changePassword, async (req) => {
      await account.changePassword(req.auth, req.body.currentPassword, req.body.newPassword);
    });
    contractRoute(app, staffApi.listSessions, async (req) => ({ sessions: await account.listSessions(req.auth) }));
    contractRoute(app, staffApi.endSession, async (req) => {
      await account.endSession(req.auth, req.params.id);
    });
    contractRoute(app, staffApi.endOtherSessions, async (req) => ({ count: await account.endOtherSessions(req.auth) }));

    // Administration
    contractRoute(app, staffApi.resendInvitation, async (req) => {
      await account.resendInvitation(req.auth, req.params.id);
    });
    contractRoute(app, staffApi.resetUserMfa, async (req) => {
      await account.resetMfa(req.auth, req.params.id);
    });
    contractRoute(app, staffApi.securitySettings, async (req) => account.securitySettings(req.auth));
    contractRoute(app, staffApi.updateSecuritySettings, async (req) =>
      account.updateSecuritySettings(req.auth, req.body.requireMfa, req.body.tenantIds),
    );
  };
