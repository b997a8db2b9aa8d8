import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';

/**
 * Takes the response over for server-sent events (`data: {json}` lines). Access checks must
 * have run before: after this, errors can only travel as events.
 */
export function openEventStream(reply: FastifyReply): { res: ServerResponse; send(data: unknown): void } {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no', // proxies must not buffer the stream
    'x-content-type-options': 'nosniff',
  });
  return { res, send: (data) => res.write(`data: ${JSON.stringify(data)}\n\n`) };
}
