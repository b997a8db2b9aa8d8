/**
 * The app's own route table (app.routeTable, filled by an onRoute hook in buildApp), so that
 * sweeps over "every route" include routes added later without anyone listing them here.
 */
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface Route {
  method: string;
  url: string;
}

/** Every method + path the app serves, without duplicates, in registration order. */
export function routesOf(app: FastifyInstance): Route[] {
  const seen = new Set<string>();
  return app.routeTable.filter((r) => {
    const key = `${r.method} ${r.url}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The path parameters of a route pattern (`/api/x/:id/y` → ['id']). */
export const paramsOf = (url: string) => [...url.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');

/** Fills `:name` placeholders; `*` (the OPTIONS catch-all) becomes `fill('*')`. */
export function fillPath(url: string, fill: (param: string) => string): string {
  return url.replace(/:(\w+)/g, (_, name: string) => fill(name)).replace(/\*$/, () => fill('*'));
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * One request over a real socket (not inject): streamed answers (server-sent events) are cut
 * after their headers, and the raw bytes go out exactly as given.
 */
export function rawRequest(
  app: FastifyInstance,
  opts: { method: string; path: string; headers?: Record<string, string>; body?: Buffer | string },
): Promise<RawResponse> {
  const { port } = app.server.address() as AddressInfo;
  const headers: Record<string, string> = { ...opts.headers };
  // Node sends no length for a DELETE body by default; the server would read it as a new request.
  if (opts.body !== undefined && !headers['content-length'])
    headers['content-length'] = String(Buffer.byteLength(opts.body));
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, method: opts.method, path: opts.path, headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        const done = () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() });
        if (String(res.headers['content-type']).startsWith('text/event-stream')) {
          res.destroy();
          done();
          return;
        }
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', done);
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.setTimeout(10_000, () => req.destroy(new Error(`no answer: ${opts.method} ${opts.path}`)));
    req.end(opts.body);
  });
}
