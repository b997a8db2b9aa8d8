/**
 * The server serves exactly the staff API of packages/domain (staffApi): every contract is in
 * the app's route table, and no /api/ route exists without a contract, so the web client
 * (which builds its requests from the same contracts) cannot call a path the server lacks.
 */
import { type RouteContract, staffApi } from '@praxisdesk/domain';
import { expect, it } from 'vitest';
import { describeEachDatabase } from './harness.js';
import { routesOf } from './routes.js';

/** /api/ routes that are infrastructure, not staff API: no session, no client call. */
const notStaffApi = new Set(['GET /api/health', 'GET /api/openapi.json']);

const contracts: RouteContract[] = Object.values(staffApi);
const key = (method: string, url: string) => `${method} ${url}`;

describeEachDatabase('staff API route table', (ctx) => {
  it('registers every staff contract', () => {
    const served = new Set(routesOf(ctx().app).map((r) => key(r.method, r.url)));
    const missing = contracts.map((c) => key(c.method, c.path)).filter((k) => !served.has(k));
    expect(missing).toEqual([]);
  });

  it('serves no /api/ route without a contract', () => {
    const declared = new Set(contracts.map((c) => key(c.method, c.path)));
    const extra = routesOf(ctx().app)
      // HEAD is Fastify's automatic twin of each GET.
      .filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD')
      .map((r) => key(r.method, r.url))
      .filter((k) => !declared.has(k) && !notStaffApi.has(k));
    expect(extra).toEqual([]);
  });

  it('describes every visible contract in the OpenAPI document under its id', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/openapi.json' });
    const paths = res.json().paths as Record<string, Record<string, { operationId?: string }>>;
    for (const c of contracts) {
      const op = paths[c.path.replace(/:(\w+)/g, '{$1}')]?.[c.method.toLowerCase()];
      if (c.hide) expect(op, c.id).toBeUndefined();
      else expect(op?.operationId, c.id).toBe(c.id);
    }
  });
});
