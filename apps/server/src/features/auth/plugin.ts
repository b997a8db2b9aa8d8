/**
 * Loads the caller (or null) for every /api request from the session cookie, and rejects
 * state-changing requests that a browser marks as coming from another site.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/errors.js';
import type { AuthContext } from './context.js';
import { SESSION_COOKIE } from './cookie.js';
import type { AuthService } from './service.js';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const MFA_SETUP_ALLOWED = ['/api/auth/', '/api/account/', '/api/membership/current'];

export function isCrossSite(req: FastifyRequest): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site && site !== 'same-origin' && site !== 'none') return true;
  const origin = req.headers.origin;
  if (origin) {
    try {
      // Via URL on both sides so that default ports compare equal (":80" vs none).
      return new URL(origin).origin !== new URL(`${req.protocol}://${req.host}`).origin;
    } catch {
      return true;
    }
  }
  return false;
}

export const authPlugin = fp(async (app: FastifyInstance, opts: { auth: AuthService }) => {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/api/')) return;
    if (!SAFE_METHODS.has(req.method) && isCrossSite(req)) throw new AppError('CROSS_SITE_REQUEST');
    req.auth = await opts.auth.authenticate(req.cookies[SESSION_COOKIE]);
    // 2FA required but not set up: only signing in/out, the Konto page and the header's
    // membership label answer until it is (issue 19).
    if (req.auth?.mfaRequired && !req.auth.mfaEnabled && !MFA_SETUP_ALLOWED.some((p) => req.url.startsWith(p))) {
      throw new AppError('MFA_SETUP_REQUIRED');
    }
  });
});
