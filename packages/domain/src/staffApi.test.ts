import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fillPath, pathParams, type RouteContract } from './apiContract.js';
import { publicPaths } from './publicConstants.js';
import { staffApi } from './staffApi.js';

const routes: RouteContract[] = Object.values(staffApi);

const keysOf = (schema: z.ZodType | undefined): string[] =>
  schema instanceof z.ZodObject ? Object.keys(schema.shape).sort() : [];

describe('staff API contracts', () => {
  it('declares each method + path once', () => {
    const seen = routes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('names every route after its key', () => {
    for (const [key, route] of Object.entries(staffApi)) expect(route.id).toBe(key);
  });

  it.each(routes.map((r) => [r.id, r] as const))('%s: path parameters match the params schema', (_, route) => {
    expect(route.path).toMatch(/^\/api\/[a-z0-9/:.-]+$/i);
    expect([...pathParams(route.path)].sort()).toEqual(keysOf(route.params));
    // A params schema must be an object the router can fill (no refinements hiding keys).
    if (route.params) expect(route.params).toBeInstanceOf(z.ZodObject);
  });

  it('queries are flat objects (serialised as URL parameters)', () => {
    for (const route of routes) if (route.query) expect(route.query).toBeInstanceOf(z.ZodObject);
  });

  it('has bodies only on writes, and success statuses that fit their answers', () => {
    for (const route of routes) {
      if (route.method === 'GET') expect(route.body, route.id).toBeUndefined();
      if (route.status === 204) expect(route.response, route.id).toBeUndefined();
    }
  });

  it('keeps staff and public paths apart', () => {
    for (const path of Object.values(publicPaths)) expect(path.startsWith('/functions/v1/')).toBe(true);
  });
});

describe('fillPath', () => {
  it('URI-encodes each parameter', () => {
    expect(fillPath(staffApi.removeBlacklist.path, { ipHash: 'a/b?c' })).toBe('/api/admin/blacklist/a%2Fb%3Fc');
  });

  it('refuses a missing parameter instead of calling another route', () => {
    expect(() => fillPath(staffApi.getSubmission.path, {})).toThrow(/id/);
  });
});
