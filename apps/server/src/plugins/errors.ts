/**
 * The one place that turns errors into HTTP answers with a stable code and a German message.
 * `toHttpError` classifies; the staff API sends {code, message}; the public endpoints reshape
 * the same result into the payloads the spec gives them. Unknown errors are logged (without
 * request data) and answered as 500; a lost database connection is a 503 to retry.
 */
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { type ErrorCode, errorMessages } from '@praxisdesk/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.js';
import { receptionCsp } from './securityHeaders.js';

/** PostgreSQL: invalid byte sequence, untranslatable character, invalid text representation, too long. */
const DB_BAD_INPUT = new Set(['22021', '22P05', '22P02', '22001']);
const DB_DOWN = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P02', '57P03', '08006', '08001']);
/** PostgreSQL: disk full, out of resources, I/O error — nothing the sender can fix; retry later. */
const DB_STORAGE = new Set(['53100', '53000', '53200', '58030']);
export const isStorageError = (err: unknown) => DB_STORAGE.has(String((err as { code?: unknown } | null)?.code));
/** node-postgres' own errors for a connection that broke under a running request (no code). */
const DB_LOST = /^(Connection terminated|Client has encountered a connection error|Client was closed)/;

export interface HttpError {
  status: number;
  code: ErrorCode;
  message: string;
  retryAfterSeconds?: number;
  issues?: { path: string; message: string }[];
}

export function toHttpError(err: FastifyError, req: FastifyRequest): HttpError {
  if (err instanceof AppError) {
    const retryAfterSeconds = err.extra.retryAfterSeconds ?? (err.status === 503 ? 5 : undefined);
    return { status: err.status, code: err.code, message: err.message, retryAfterSeconds };
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    return {
      ...known(400, 'VALIDATION_FAILED'),
      issues: err.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? '',
      })),
    };
  }
  const status = err.statusCode ?? 500;
  if (status === 413 || err.code === 'FST_REQ_FILE_TOO_LARGE') return known(413, 'PAYLOAD_TOO_LARGE');
  if (status === 415) return known(415, 'UNSUPPORTED_MEDIA_TYPE');
  if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (status === 400 && err instanceof SyntaxError)) {
    return known(400, 'INVALID_JSON');
  }
  if (status >= 400 && status < 500) return known(status, 'VALIDATION_FAILED');
  if (DB_DOWN.has(String(err.code)) || DB_LOST.test(err.message))
    return { ...known(503, 'SERVICE_UNAVAILABLE'), retryAfterSeconds: 5 };
  if (isStorageError(err)) {
    // The operator must hear about this one (a full disk); the sender gets a retryable 503.
    req.log.error({ err: { type: err.name, code: err.code } }, 'database storage full or failing');
    return { ...known(503, 'SERVICE_UNAVAILABLE'), retryAfterSeconds: 60 };
  }
  // Input PostgreSQL refuses as text (a NUL byte, a malformed value, too long): the sender's error.
  if (DB_BAD_INPUT.has(String(err.code))) return known(400, 'VALIDATION_FAILED');
  req.log.error({ err: { type: err.name, code: err.code, stack: err.stack } }, 'unhandled error');
  return known(500, 'INTERNAL_ERROR');
}

const known = (status: number, code: ErrorCode): HttpError => ({ status, code, message: errorMessages[code] });

export function errorHandler(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const e = toHttpError(err, req);
  if (e.retryAfterSeconds) reply.header('retry-after', String(e.retryAfterSeconds));
  return reply.code(e.status).send({ code: e.code, message: e.message, ...(e.issues ? { issues: e.issues } : {}) });
}

/**
 * A path Fastify cannot decode (`/api/%E0%A4%A`) or a path parameter over 100 characters is
 * answered before any route or hook runs: it gets our shape, the German text and the headers
 * too (Fastify's own answer was English, echoed the path and had no security headers).
 */
export function frameworkErrorHandler(headers: Readonly<Record<string, string>>) {
  return (err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    const { code, message } = known(400, 'VALIDATION_FAILED');
    reply
      .headers({ ...headers, 'cache-control': 'no-store' })
      .code(err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400);
    return req.url.startsWith('/functions/')
      ? reply.send({ success: false, error: message, code })
      : reply.send({ code, message });
  };
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them: headers over 16 KB (a huge
 * URL), a request that did not arrive within REQUEST_TIMEOUT_MS (slow upload), malformed HTTP.
 * Same shape, German text and headers as every other answer; then the connection is closed.
 */
export function clientErrorHandler(headers: Readonly<Record<string, string>>) {
  return (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, code]: [number, ErrorCode] =
      err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'REQUEST_TIMEOUT']
        : err.code === 'HPE_HEADER_OVERFLOW'
          ? [431, 'PAYLOAD_TOO_LARGE']
          : [400, 'VALIDATION_FAILED'];
    const body = JSON.stringify({ code, message: errorMessages[code] });
    const head = Object.entries({
      ...headers,
      'cache-control': 'no-store',
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    }).map(([k, v]) => `${k}: ${v}\r\n`);
    // As Node does: never write into an answer that has already begun on this connection.
    const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (socket.writable && !inFlight?.headersSent) {
      socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('')}\r\n${body}`);
    }
    socket.destroy();
  };
}

/**
 * Routes of the public online reception (spec reception §2). They are served from their own
 * page, reception.html, whose bundle holds none of the back-office code.
 */
export const RECEPTION_PATH =
  /^\/(?:online-rezeption(?:\/[^?]*)?|success(?:\.html)?|error(?:\.html)?|impressum|datenschutz|kontakt)\/?(?:\?.*)?$/;

/** Origins allowed to show a tenant's reception pages in a frame (its registered websites). */
export type FrameOrigins = (tenantRef: string) => Promise<string[]>;

/**
 * API paths answer JSON 404; reception paths get reception.html (when it was built); every
 * other GET is a route of the back-office single-page app. Reception pages may be framed by
 * the tenant's own registered websites (CSP frame-ancestors); nothing else may frame anything.
 */
export function notFoundHandler(serveSpa: boolean, hasReception = false, frameOrigins?: FrameOrigins) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const isApi = req.url.startsWith('/api/') || req.url.startsWith('/functions/');
    const path = req.url.split('?')[0] ?? '';
    const receptionPath = RECEPTION_PATH.test(req.url);
    // A missing file (`/backup.zip`, `/assets/alt.js`) is a 404, not the app page with 200: no
    // route of the app has a dot in its last segment except the reception's success/error pages.
    const missingFile = path.slice(path.lastIndexOf('/') + 1).includes('.') && !receptionPath;
    if (serveSpa && !isApi && !missingFile && (req.method === 'GET' || req.method === 'HEAD')) {
      const reception = hasReception && receptionPath;
      const tenantRef = new URLSearchParams(req.url.split('?')[1] ?? '').get('tenant');
      if (reception && tenantRef && frameOrigins) {
        const origins = await frameOrigins(tenantRef);
        if (origins.length > 0) reply.header('content-security-policy', receptionCsp(origins));
      }
      return reply.header('cache-control', 'no-cache').sendFile(reception ? 'reception.html' : 'index.html');
    }
    return reply.code(404).send({ code: 'NOT_FOUND', message: errorMessages.NOT_FOUND });
  };
}
