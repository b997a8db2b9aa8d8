import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Everything is served from our own origin: no third-party scripts, fonts or frames.
 * Referrer-Policy same-origin keeps read-only link tokens from leaking to other sites.
 */
const CSP_BASE =
  "default-src 'self'; img-src 'self' data: blob:; style-src 'self'; script-src 'self'; " +
  "connect-src 'self'; base-uri 'self'; form-action 'self' https:; object-src 'none'";

/** A reception page that the tenant's own websites (and we) may show in a frame. */
export const receptionCsp = (origins: string[]) => `${CSP_BASE}; frame-ancestors 'self' ${origins.join(' ')}`;

const headers = {
  'content-security-policy': `${CSP_BASE}; frame-ancestors 'none'`,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'x-frame-options': 'DENY',
  // The legacy XSS auditor is gone from current browsers and could be abused in old ones
  // (OWASP Secure Headers: send 0). The CSP above is the XSS defence.
  'x-xss-protection': '0',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

/** Only sent when the public address is https: browsers ignore it over plain http anyway. */
export const HSTS = 'max-age=31536000; includeSubDomains';

declare module 'fastify' {
  interface FastifyReply {
    /** The headers every answer carries; for handlers that write the raw response (event streams). */
    readonly securityHeaders: Readonly<Record<string, string>>;
  }
}

/** The headers every answer carries (HSTS when the app is served over https). */
export const securityHeaderSet = (hsts: boolean): Readonly<Record<string, string>> => ({
  ...headers,
  ...(hsts ? { 'strict-transport-security': HSTS } : {}),
});

export const securityHeaders = fp(async (app: FastifyInstance, opts: { hsts?: boolean }) => {
  const all = securityHeaderSet(opts.hsts ?? false);
  app.decorateReply('securityHeaders', { getter: () => all });
  app.addHook('onSend', async (req, reply) => {
    // A route may tighten or relax framing for itself (the inline prescription file does; a
    // frameable reception page sets frame-ancestors, which X-Frame-Options must not contradict).
    const ownCsp = reply.hasHeader('content-security-policy');
    for (const [name, value] of Object.entries(all)) {
      if (reply.hasHeader(name) || (ownCsp && name === 'x-frame-options')) continue;
      reply.header(name, value);
    }
    // Staff API and public endpoints alike answer with health data (the read-only link's
    // verifySubmissionToken does): no browser or proxy cache may keep a copy.
    if (req.url.startsWith('/api/') || req.url.startsWith('/functions/')) reply.header('cache-control', 'no-store');
  });
});
