/**
 * /api/openapi.json (issue 18, point 6) has what `redocly lint` (npm run lint:openapi, in CI)
 * demands and what integrators need: servers, security schemes, a summary, operationId,
 * security and an error answer on every operation, and the hand-parsed public bodies.
 */
import { publicPaths } from '@praxisdesk/domain';
import { expect, it } from 'vitest';
import { summaryOf } from '../src/lib/openapi.js';
import { describeEachDatabase } from './harness.js';

type Op = {
  operationId?: string;
  summary?: string;
  security?: unknown[];
  responses?: Record<string, unknown>;
  requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
};

describeEachDatabase('OpenAPI document', (ctx) => {
  it('is complete for a linter and for a practice’s developer', async () => {
    const c = ctx();
    const res = await c.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.servers).toEqual([{ url: c.config.publicUrl }]);
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['publicKey', 'session']);
    expect(doc.security).toEqual([{ session: [] }]);
    expect(doc.info.license.name).toBeTruthy();

    const ids = new Set<string>();
    for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, Op>>)) {
      expect(path).not.toContain('{*}');
      for (const [method, op] of Object.entries(item)) {
        const where = `${method} ${path}`;
        expect(op.summary, where).toBeTruthy();
        expect(op.operationId, where).toBeTruthy();
        expect(ids.has(op.operationId ?? ''), `${where}: unique operationId`).toBe(false);
        ids.add(op.operationId ?? '');
        expect(
          Object.keys(op.responses ?? {}).some((s) => s.startsWith('4')),
          where,
        ).toBe(true);
        if (path.startsWith('/functions/')) expect(op.security, where).toBeDefined();
      }
    }
    const fn = (p: string) => doc.paths[p].post as Op;
    expect(fn(publicPaths.submitForm).security).toEqual([{ publicKey: [] }, { session: [] }]);
    expect(fn(publicPaths.submitForm).responses?.['200']).toMatchObject({
      content: { 'application/json': { schema: { required: ['success', 'submissionId'] } } },
    });
    expect(Object.keys(fn(publicPaths.secureUpload).requestBody?.content ?? {})).toEqual(['multipart/form-data']);
    expect(fn(publicPaths.secureUpload).requestBody?.content['multipart/form-data']?.schema.properties.file).toEqual(
      expect.objectContaining({ format: 'binary' }),
    );
    expect(Object.keys(fn(publicPaths.webflowSubmit).requestBody?.content ?? {})).toEqual([
      'application/x-www-form-urlencoded',
      'multipart/form-data',
    ]);
    expect(fn(publicPaths.webflowSubmit).responses?.['303']).toBeDefined();
    // OpenAPI 3.0: no `nullable` without a `type` beside it.
    expect(res.body).not.toMatch(/"nullable":true(?![^{}]*"type")/);
  });

  it('reads operation ids as summaries', () => {
    expect(summaryOf('listSubmissions')).toBe('List submissions');
    expect(summaryOf('exportSubmissionsCsv')).toBe('Export submissions CSV');
  });
});
