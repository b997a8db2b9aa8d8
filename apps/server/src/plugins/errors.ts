/**
 * The one place that turns errors into HTTP answers: {code, message} with a stable code and
 * a German message. Unknown errors are logged (without request data) and answered as 500;
 * a lost database connection is a 503 the client may retry.
 */
import { errorMessages } from '@praxisdesk/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.js';

const DB_DOWN = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P02', '57P03', '08006', '08001']);

export function errorHandler(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (err instanceof AppError) {
    if (err.extra.retryAfterSeconds) reply.header('retry-after', String(err.extra.retryAfterSeconds));
    return reply.code(err.status).send({ code: err.code, message: err.message });
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    return reply.code(400).send({
      code: 'VALIDATION_FAILED',
      message: errorMessages.VALIDATION_FAILED,
      issues: err.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? '',
      })),
    });
  }
  const status = err.statusCode ?? 500;
  if (status === 413) return send(reply, 413, 'PAYLOAD_TOO_LARGE');
  if (status === 415) return send(reply, 415, 'UNSUPPORTED_MEDIA_TYPE');
  if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (status === 400 && err instanceof SyntaxError)) {
    return send(reply, 400, 'INVALID_JSON');
  }
  if (status >= 400 && status < 500) return send(reply, status, 'VALIDATION_FAILED');
  if (DB_DOWN.has(String(err.code))) {
    reply.header('retry-after', '5');
    return send(reply, 503, 'SERVICE_UNAVAILABLE');
  }
  req.log.error({ err: { type: err.name, code: err.code, stack: err.stack } }, 'unhandled error');
  return send(reply, 500, 'INTERNAL_ERROR');
}

function send(reply: FastifyReply, status: number, code: keyof typeof errorMessages) {
  return reply.code(status).send({ code, message: errorMessages[code] });
}

/** API paths answer JSON 404; every other GET is a route of the single-page app. */
export function notFoundHandler(serveSpa: boolean) {
  return (req: FastifyRequest, reply: FastifyReply) => {
    const isApi = req.url.startsWith('/api/') || req.url.startsWith('/functions/');
    if (serveSpa && !isApi && (req.method === 'GET' || req.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return send(reply, 404, 'NOT_FOUND');
  };
}
