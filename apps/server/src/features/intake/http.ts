/**
 * HTTP helpers shared by the public endpoints: caller facts, CORS for the tenants' registered
 * website origins, and the answer shapes the spec gives each endpoint.
 */
import { errorMessages } from '@praxisdesk/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/index.js';
import { toHttpError } from '../../plugins/errors.js';
import { originKnown } from './repository.js';
import type { Caller } from './service.js';
import { UploadError } from './upload.js';

export function callerOf(req: FastifyRequest): Caller {
  const origin = req.headers.origin;
  return {
    ip: req.ip,
    userAgent: req.headers['user-agent']?.slice(0, 300) ?? null,
    // "null" is what sandboxed frames and file:// pages send: no origin to check.
    origin: origin && origin !== 'null' ? origin : undefined,
  };
}

/** The tenant key from `apikey`, or from `Authorization: Bearer` as the reception also sends it. */
export function apiKeyOf(req: FastifyRequest): string | undefined {
  const key = req.headers.apikey;
  if (typeof key === 'string' && key) return key;
  const auth = req.headers.authorization;
  return auth?.startsWith('Bearer ') ? auth.slice(7) : undefined;
}

export const CORS_HEADERS = 'content-type, apikey, authorization, idempotency-key, x-submission-grant';

const CORS_CACHE_MS = 5_000;
const CORS_CACHE_MAX = 1_000;

/**
 * Which origins get CORS headers on the public endpoints: our own, and those a practice
 * registered (any practice: a preflight comes before the body names one; the intake then
 * checks the practice's own list). Answers are cached for 5 s per origin, like the public
 * tenant cache (decision 0013), so a flood with one Origin costs no database work.
 */
export function corsPolicy(db: Database, own: readonly string[]) {
  const cache = new Map<string, { allowed: boolean; until: number }>();
  return async function allows(origin: string | undefined): Promise<boolean> {
    if (!origin || origin === 'null') return false;
    if (own.includes(origin)) return true;
    const hit = cache.get(origin);
    if (hit && hit.until > Date.now()) return hit.allowed;
    const allowed = await originKnown(db, origin);
    if (cache.size >= CORS_CACHE_MAX) cache.clear();
    cache.set(origin, { allowed, until: Date.now() + CORS_CACHE_MS });
    return allowed;
  };
}
export type CorsPolicy = ReturnType<typeof corsPolicy>;

/** Preflight: allowed when the origin is ours or registered by a practice. */
export async function preflight(allows: CorsPolicy, req: FastifyRequest, reply: FastifyReply) {
  const origin = req.headers.origin;
  reply.header('vary', 'Origin');
  if (origin && origin !== 'null') {
    if (await allows(origin)) {
      reply.headers({
        'access-control-allow-origin': origin,
        'access-control-allow-methods': 'POST, GET, OPTIONS',
        'access-control-allow-headers': CORS_HEADERS,
        'access-control-max-age': '600',
      });
    }
  }
  return reply.code(204).send();
}

/**
 * Error answers in the spec's shapes: secureUpload {error, details, errorCode}, everything else
 * {success: false, error, code}. Never a 5xx for bad input; the status tells programs the class.
 */
export function publicErrorHandler(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (err instanceof UploadError) {
    return reply.code(err.status).send({ error: err.message, details: err.details, errorCode: err.errorCode });
  }
  const e = toHttpError(err, req);
  if (e.retryAfterSeconds) reply.header('retry-after', String(e.retryAfterSeconds));
  if (req.routeOptions.url?.endsWith('/secureUpload')) {
    const errorCode =
      e.code === 'RATE_LIMITED' ? 'RATE_LIMITED' : e.code === 'PAYLOAD_TOO_LARGE' ? 'FILE_TOO_LARGE' : 'BAD_REQUEST';
    return reply.code(e.status).send({ error: e.message, details: '', errorCode });
  }
  const code = req.routeOptions.url?.endsWith('/verifySubmissionToken') && e.status === 400 ? 'BAD_REQUEST' : e.code;
  return reply.code(e.status).send({
    success: false,
    error: e.message || errorMessages.INTERNAL_ERROR,
    code,
    ...(e.issues ? { issues: e.issues } : {}),
  });
}
