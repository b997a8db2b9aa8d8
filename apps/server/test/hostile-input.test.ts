/**
 * Property-based hostile input (fast-check) against EVERY route of the app, taken from the
 * app's own route table (a route added later is fuzzed without being listed here): random and
 * malformed JSON, wrong types, huge strings, deep nesting, prototype keys, invalid UTF-8 and
 * other encodings, in bodies, queries and path parameters, signed in as admin, as staff, with a
 * forged session and anonymously. Whatever comes in:
 *  - the answer is 2xx–4xx, never a 5xx, and an error carries a stable code and a message;
 *  - a rejected request (4xx, or webflow-submit's redirect to the error page) stored nothing:
 *    every table that holds people's data is unchanged, row by row (test/stored.ts).
 * HOSTILE_RUNS=n raises the number of runs per route (default 8).
 */
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { withTenant } from '../src/db/scope.js';
import { describeEachDatabase, makeSubmission, makeTenant, makeUser, randomIp, type TestUser } from './harness.js';
import { multipartBody, samples } from './multipart.js';
import { paramsOf, rawRequest, routesOf } from './routes.js';
import { type StoredState, storedState } from './stored.js';

const RUNS = Number(process.env.HOSTILE_RUNS ?? 8);

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    '{"a":',
    '\u0000',
    "' or 1=1 --",
    "'; drop table form_submissions; --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '\ud800', // a lone surrogate: not encodable as UTF-8
    'x'.repeat(30_000),
  ),
  // Found by this test once: a NUL byte in a tenant id reached PostgreSQL as text (now a 400).
  fc.constantFrom('\u0000', 'praxis\u0000', '\u0000@example.de'),
);
const hostileValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileString, tie('value'), { maxKeys: 4 }),
  ),
})).value;
/** Nesting far deeper than any form (a parser or a recursive walk must not blow its stack). */
const deepNesting: fc.Arbitrary<{ payload: Buffer; type: string }> = fc
  .tuple(fc.integer({ min: 500, max: 20_000 }), fc.constantFrom('', '{"tenantId":"x","formData":'))
  .map(([n, prefix]) => ({
    payload: Buffer.from(`${prefix}${'{"a":['.repeat(n)}1${']}'.repeat(n)}${prefix ? '}' : ''}`),
    type: 'application/json',
  }));

/** Byte sequences that are not UTF-8, or text in another encoding where UTF-8 is expected. */
const INVALID_UTF8 = [
  [0xff, 0xfe, 0xfd],
  [0xc3, 0x28], // a lead byte without its continuation
  [0xc0, 0xaf], // overlong '/'
  [0xed, 0xa0, 0x80], // a UTF-16 surrogate half encoded as UTF-8 (CESU-8)
  [0xf4, 0x90, 0x80, 0x80], // beyond U+10FFFF
  [0xe2, 0x82], // cut off in the middle of '€'
  [0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72], // 'Müller' in Latin-1
  [0x00],
].map((b) => Buffer.from(b));
const invalidUtf8 = fc.constantFrom(...INVALID_UTF8);
/** The same bytes, percent-encoded, for paths and queries. */
const badPercent = fc.oneof(
  invalidUtf8.map((b) => [...b].map((x) => `%${x.toString(16).padStart(2, '0').toUpperCase()}`).join('')),
  fc.constantFrom('%', '%zz', '%E0%A4%A', '%00', '%2e%2e%2f', '%u00e4'),
);

/** encodeURIComponent, but a lone surrogate (which it refuses) becomes U+FFFD first. */
const enc = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '\ufffd'));
  }
};

interface Body {
  payload: Buffer;
  type: string | undefined;
}

/** A JSON text as bytes: as it should be, with broken bytes inside a string, or in another encoding. */
const encodedJson = (value: unknown): fc.Arbitrary<Body> => {
  const text = JSON.stringify(value) ?? 'null';
  const json = 'application/json';
  return fc.oneof(
    fc.constant({ payload: Buffer.from(text), type: json }),
    fc.tuple(invalidUtf8, fc.nat()).map(([bad, n]) => {
      const strings = [...text.matchAll(/"(?:[^"\\]|\\.)*"/g)];
      const at = strings.length > 0 ? (strings[n % strings.length]?.index ?? 0) + 1 : -1;
      const payload =
        at > 0
          ? Buffer.concat([Buffer.from(text.slice(0, at)), bad, Buffer.from(text.slice(at))])
          : Buffer.concat([Buffer.from('{"x":"'), bad, Buffer.from('"}')]);
      return { payload, type: json };
    }),
    fc.constant({ payload: Buffer.from(text, 'latin1'), type: `${json}; charset=iso-8859-1` }),
    fc.constant({ payload: Buffer.from(text, 'latin1'), type: json }),
    fc.constant({
      payload: Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]),
      type: `${json}; charset=utf-16`,
    }),
    fc.constant({ payload: Buffer.from(text, 'utf16le'), type: json }),
    fc.constant({ payload: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]), type: json }),
  );
};

const rawBody: fc.Arbitrary<Body> = fc.record({
  payload: fc.oneof(
    fc.uint8Array({ maxLength: 2000 }).map((a) => Buffer.from(a)),
    fc.string().map((s) => Buffer.from(s)),
    fc.constantFrom('', '{', '[]', 'null', '"x"', '{"a":1}{"b":2}', '\ufeff{}').map((s) => Buffer.from(s)),
  ),
  type: fc.constantFrom(
    undefined,
    'application/json',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'multipart/form-data',
    'text/plain',
    'application/octet-stream',
    'application/xml',
    'application/json; charset=utf-32',
    'application/json; charset=unbekannt',
  ),
});

const multipartBodyArb: fc.Arbitrary<Body> = fc
  .tuple(fc.dictionary(hostileString, hostileString, { maxKeys: 5 }), fc.boolean(), invalidUtf8)
  .map(([fields, withFile, bad]) => {
    const clean = Object.fromEntries(
      Object.entries(fields).map(([k, v]) => [k.replace(/["\r\n]/g, '') || 'feld', v.slice(0, 5000)]),
    );
    const mp = multipartBody(
      clean,
      withFile
        ? {
            name: 'file',
            filename: `${bad.toString('latin1')}.pdf`,
            contentType: 'application/pdf',
            content: samples.pdf,
          }
        : undefined,
    );
    return { payload: mp.payload, type: mp.headers['content-type'] };
  });

const queryString = (names: string[]) =>
  fc
    .array(
      fc.tuple(
        fc.oneof(fc.constantFrom(...(names.length > 0 ? names : ['q'])), hostileString.map(enc)),
        fc.oneof(
          hostileString.map((v) => enc(v.slice(0, 3000))),
          badPercent,
        ),
      ),
      { maxLength: 5 },
    )
    .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));

/** What the OpenAPI document says a route takes: query names and JSON body properties. */
interface Shape {
  query: string[];
  body: string[];
}

describeEachDatabase('hostile input', (ctx) => {
  let tenant: Awaited<ReturnType<typeof makeTenant>>;
  let admin: TestUser;
  let staff: TestUser;
  let submissionId = '';
  const victims = { submissionId: '', userId: '', tenantId: '' };
  let shapes: Map<string, Shape>;

  async function makeVictims() {
    victims.submissionId = await makeSubmission(ctx(), tenant.id);
    victims.userId = (await makeUser(ctx(), { login: false })).id;
    victims.tenantId = (await makeTenant(ctx(), 'Opfer Praxis')).id;
  }

  beforeAll(async () => {
    tenant = await makeTenant(ctx(), 'Fuzz Praxis', { allowedOrigins: ['https://www.fuzz.example'] });
    admin = await makeUser(ctx(), { role: 'admin', tenantIds: [tenant.id] });
    staff = await makeUser(ctx(), { tenantIds: [tenant.id] });
    submissionId = await makeSubmission(ctx(), tenant.id);
    await makeVictims();
    const doc = ctx().app.swagger() as {
      paths: Record<
        string,
        Record<
          string,
          {
            parameters?: { in: string; name: string }[];
            requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
          }
        >
      >;
    };
    shapes = new Map();
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const url = path.replace(/\{(\w+)\}/g, ':$1').replace(':*', '*');
        shapes.set(`${method.toUpperCase()} ${url}`, {
          query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
          body: Object.keys(op.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
        });
      }
    }
    // Event streams answer over a real socket (inject would wait for their end).
    await ctx().app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => ctx().app.server.close());

  const errorShapeOk = (res: { statusCode: number; body: string; headers: Record<string, unknown> }, what: string) => {
    expect(res.statusCode, `${what}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
    if (res.statusCode >= 400 && String(res.headers['content-type']).includes('json')) {
      const body = JSON.parse(res.body);
      expect(body.code ?? body.errorCode, `${what}: ${res.body.slice(0, 300)}`).toEqual(expect.any(String));
      const message = body.message ?? body.error;
      expect(message, what).toEqual(expect.any(String));
      expect(message, what).not.toMatch(/FST_|Error:|undefined|\bat \//);
    }
  };

  const rejected = (res: { statusCode: number; headers: Record<string, unknown> }) =>
    res.statusCode >= 400 || (res.statusCode === 303 && String(res.headers.location).startsWith('/error'));

  /** Sends one request and proves: no 5xx, a readable error, nothing stored when rejected. */
  async function sendAndCheck(
    what: string,
    opts: InjectOptions & { method: string; url: string },
    before: StoredState,
    stream = false,
  ): Promise<{ statusCode: number; after: StoredState }> {
    let res: { statusCode: number; body: string; headers: Record<string, unknown> };
    if (stream) {
      const r = await rawRequest(ctx().app, {
        method: opts.method,
        path: opts.url,
        headers: opts.headers as Record<string, string>,
        ...(opts.payload !== undefined ? { body: opts.payload as Buffer } : {}),
      });
      res = { statusCode: r.status, body: r.body, headers: r.headers };
    } else {
      res = await ctx().app.inject({ ...opts, method: opts.method as InjectOptions['method'] });
    }
    errorShapeOk(res, what);
    const after = await storedState(ctx().database.db);
    if (rejected(res))
      expect(after, `${what} was rejected (${res.statusCode}) but changed stored data`).toEqual(before);
    return { statusCode: res.statusCode, after };
  }

  it('fuzzes every route of the route table: no 5xx, and a rejected request stores nothing', async () => {
    const routes = routesOf(ctx().app).filter((r) => r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(50);
    let state = await storedState(ctx().database.db);
    const covered = new Set<string>();

    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      const shape = shapes.get(key) ?? { query: [], body: [] };
      const isPublic = route.url.startsWith('/functions/');
      const destructive = route.method === 'DELETE' || route.url.endsWith('/erasure');
      const stream = route.url === '/api/submissions/events';

      const fixture = (param: string) => {
        if (param === '*') return 'submitForm';
        if (param === 'ipHash') return 'ab'.repeat(32);
        if (route.url.startsWith('/api/admin/users/') || param === 'userId') {
          return destructive ? victims.userId : staff.id;
        }
        if (route.url.startsWith('/api/admin/tenants/')) return destructive ? victims.tenantId : tenant.id;
        return destructive ? victims.submissionId : submissionId;
      };
      const pathValue = (param: string) =>
        fc.oneof(
          { weight: 3, arbitrary: fc.constant(fixture(param)) },
          { weight: 1, arbitrary: fc.uuid().map(String) },
          { weight: 2, arbitrary: hostileString.map((s) => enc(s.slice(0, 200)) || 'x') },
          { weight: 1, arbitrary: badPercent },
        );
      const params = paramsOf(route.url.replace('*', ':*'));
      const pathArb = fc.tuple(...params.map((p) => pathValue(p))).map((values) => {
        let i = 0;
        return route.url.replace(/:(\w+)|\*$/g, () => values[i++] ?? 'x');
      });
      const nearValid = fc.record(Object.fromEntries(shape.body.map((k) => [k, hostileValue])), {
        requiredKeys: [],
      });
      const bodyArb: fc.Arbitrary<Body | undefined> = ['GET', 'OPTIONS'].includes(route.method)
        ? fc.constant(undefined)
        : fc.oneof(
            { weight: 3, arbitrary: nearValid.chain(encodedJson) },
            { weight: 2, arbitrary: hostileValue.chain(encodedJson) },
            { weight: 1, arbitrary: deepNesting },
            { weight: 2, arbitrary: rawBody },
            { weight: 1, arbitrary: multipartBodyArb },
            { weight: 1, arbitrary: fc.constant(undefined) },
          );
      const identity = isPublic
        ? fc.constantFrom('apikey', 'bearer', 'wrong-key', 'none')
        : route.url === '/api/auth/logout'
          ? fc.constantFrom('forged', 'none') // a real sign-out would end the sessions this test uses
          : fc.constantFrom('admin', 'admin', 'staff', 'forged', 'none');
      const origin = fc.option(fc.constantFrom('https://www.fuzz.example', 'https://boese.example', 'null'), {
        freq: 5,
      });

      await fc.assert(
        fc.asyncProperty(
          pathArb,
          queryString(shape.query),
          bodyArb,
          identity,
          origin,
          async (path, query, body, who, from) => {
            const headers: Record<string, string> = {};
            if (who === 'admin') headers.cookie = admin.cookie;
            if (who === 'staff') headers.cookie = staff.cookie;
            if (who === 'forged') headers.cookie = 'pd_session=erfunden%00%FF';
            if (who === 'apikey') headers.apikey = tenant.publicKey;
            if (who === 'bearer') headers.authorization = `Bearer ${tenant.publicKey}`;
            if (who === 'wrong-key') headers.apikey = 'pk_falsch';
            if (from) headers.origin = from;
            if (route.method === 'OPTIONS') headers['access-control-request-method'] = 'POST';
            if (body?.type) headers['content-type'] = body.type;
            const url = query ? `${path}?${query}` : path;
            const what = `${route.method} ${url.slice(0, 200)} as ${who}${body ? ` (${body.type})` : ''}`;
            const sent = await sendAndCheck(
              what,
              {
                method: route.method,
                url,
                headers,
                remoteAddress: randomIp(),
                ...(body ? { payload: body.payload } : {}),
              },
              state,
              stream,
            );
            state = sent.after;
            covered.add(key);
            if (destructive && sent.statusCode < 300) {
              await makeVictims();
              state = await storedState(ctx().database.db);
            }
          },
        ),
        { numRuns: RUNS },
      );
    }
    expect([...covered].sort()).toEqual(routes.map((r) => `${r.method} ${r.url}`).sort());
    // The fixtures the routes read are still there: nothing stored was lost on the way.
    const detail = await ctx().app.inject({
      method: 'GET',
      url: `/api/submissions/${submissionId}`,
      headers: { cookie: admin.cookie },
    });
    expect(detail.statusCode).toBe(200);
  }, 600_000);

  const publicJson = ['submitForm', 'submitAnamnese', 'verifySubmissionToken'];

  it('public JSON endpoints answer any body, in any encoding, without a 5xx, storing nothing on rejection', async () => {
    let state = await storedState(ctx().database.db);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...publicJson),
        fc
          .oneof(
            hostileValue,
            fc.record({ tenantId: fc.oneof(hostileString, fc.constant(''), fc.constant('')), formData: hostileValue }),
            fc.record({
              tenantId: fc.constant(''),
              formData: fc.dictionary(hostileString, hostileString, { maxKeys: 6 }),
            }),
            fc.record({ submissionId: hostileString, token: hostileValue }),
            fc.record({
              tenantId: hostileString,
              originalSubmissionId: hostileString,
              answers: hostileValue,
              completedAt: hostileString,
            }),
          )
          .map((b) =>
            b && typeof b === 'object' && 'tenantId' in b && b.tenantId === '' ? { ...b, tenantId: tenant.slug } : b,
          )
          .chain(encodedJson),
        async (endpoint, body) => {
          const sent = await sendAndCheck(
            endpoint,
            {
              method: 'POST',
              url: `/functions/v1/${endpoint}`,
              payload: body.payload,
              headers: { 'content-type': body.type ?? '', apikey: tenant.publicKey },
              remoteAddress: randomIp(),
            },
            state,
          );
          state = sent.after;
        },
      ),
      { numRuns: 80 },
    );
  });

  it('public endpoints answer raw bytes and wrong content types without a 5xx, storing nothing on rejection', async () => {
    let state = await storedState(ctx().database.db);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...publicJson, 'secureUpload', 'webflow-submit'),
        fc.oneof(rawBody, multipartBodyArb),
        async (endpoint, body) => {
          const sent = await sendAndCheck(
            `${endpoint} ${body.type}`,
            {
              method: 'POST',
              url: `/functions/v1/${endpoint}`,
              payload: body.payload,
              headers: { ...(body.type ? { 'content-type': body.type } : {}), apikey: tenant.publicKey },
              remoteAddress: randomIp(),
            },
            state,
          );
          state = sent.after;
        },
      ),
      { numRuns: 80 },
    );
  });

  it('webflow-submit always redirects, whatever the fields; to the error page only when nothing was stored', async () => {
    let state = await storedState(ctx().database.db);
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(hostileString, hostileString, { maxKeys: 8 }),
        fc.constantFrom(tenant.slug, 'gibt-es-nicht', ''),
        async (fields, tenantId) => {
          const res = await ctx().app.inject({
            method: 'POST',
            url: '/functions/v1/webflow-submit',
            payload: new URLSearchParams({ ...fields, tenantId }).toString(),
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            remoteAddress: randomIp(),
          });
          expect(res.statusCode).toBe(303);
          const location = String(res.headers.location);
          expect(location.startsWith('/success') || location.startsWith('/error')).toBe(true);
          const after = await storedState(ctx().database.db);
          if (location.startsWith('/error')) expect(after).toEqual(state);
          state = after;
        },
      ),
      { numRuns: 40 },
    );
  });

  it('text in a broken or foreign encoding is refused or stored as valid text that staff can open', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('Jürgen Müller', 'Straße 5, Köln', 'Schmerz: 7/10 – seit 3 Wochen', '東京 👩‍⚕️'),
        fc.constantFrom('invalid', 'latin1', 'utf16'),
        invalidUtf8,
        async (text, how, bad) => {
          const json = (name: string) =>
            JSON.stringify({ tenantId: tenant.slug, formData: { name, message: 'Termin' } });
          const payload =
            how === 'invalid'
              ? Buffer.concat([
                  Buffer.from(json('\u0001').split('\\u0001')[0] ?? ''),
                  bad,
                  Buffer.from(json('\u0001').split('\\u0001')[1] ?? ''),
                ])
              : how === 'latin1'
                ? Buffer.from(json(text), 'latin1')
                : Buffer.from(json(text), 'utf16le');
          const res = await ctx().app.inject({
            method: 'POST',
            url: '/functions/v1/submitForm',
            payload,
            headers: { 'content-type': 'application/json', apikey: tenant.publicKey },
            remoteAddress: randomIp(),
          });
          errorShapeOk(res, how);
          if (res.statusCode !== 200) return;
          const id = res.json().submissionId as string;
          const detail = await ctx().app.inject({
            method: 'GET',
            url: `/api/submissions/${id}`,
            headers: { cookie: admin.cookie },
          });
          expect(detail.statusCode).toBe(200);
          const name = detail.json().submission.formData.name as string;
          // Valid text: it survives a UTF-8 round trip unchanged (no lone surrogates, no raw bytes).
          expect(Buffer.from(name, 'utf8').toString('utf8')).toBe(name);
        },
      ),
      { numRuns: 30 },
    );
    // The fixture submission is untouched by all of the above.
    const rows = await withTenant(ctx().database.db, tenant.id, (tx) =>
      tx.selectFrom('form_submissions').select('id').where('id', '=', submissionId).execute(),
    );
    expect(rows).toHaveLength(1);
  });
});
