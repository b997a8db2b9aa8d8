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
    // Hijacked answers skip the onSend hooks: the common security headers are added here.
    ...reply.securityHeaders,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no', // proxies must not buffer the stream
  });
  // A HEAD request gets the headers and the end at once; it used to hold the stream open forever.
  if (reply.request.method === 'HEAD') res.end();
  return {
    res,
    send: (data) => {
      if (!res.writableEnded) res.write(`data: ${JSON.stringify(data)}\n\n`);
    },
  };
}
