/**
 * /api/openapi.json (issue 18, point 6): the document @fastify/swagger builds from the route
 * schemas, completed so that `redocly lint` (recommended rules) passes: the server address,
 * the two ways to authenticate (staff session cookie; the practice's public key for the
 * public endpoints, which some take without any), a summary and operationId on every
 * operation, an error answer on every operation, and the bodies and answers of the public
 * endpoints whose routes read them by hand (secureUpload and webflow-submit parse multipart
 * and form bodies themselves; submitForm's answer is not a route schema). CI lints it
 * (npm run lint:openapi); test/openapi.test.ts checks the same shape.
 */
import { publicPaths } from '@praxisdesk/domain';

type Json = Record<string, unknown>;
type Operation = Json & {
  operationId?: string;
  summary?: string;
  security?: unknown[];
  responses?: Record<string, unknown>;
  requestBody?: unknown;
};

const METHODS = ['get', 'put', 'post', 'patch', 'delete', 'options', 'head'] as const;

const errorSchema = {
  type: 'object',
  required: ['code', 'message'],
  properties: {
    code: { type: 'string', description: 'Stabiler Fehlercode (packages/domain, errors.ts)' },
    message: { type: 'string', description: 'Deutscher Text für Menschen' },
    issues: {
      type: 'array',
      items: { type: 'object', properties: { path: { type: 'string' }, message: { type: 'string' } } },
    },
  },
};

const publicErrorSchema = {
  type: 'object',
  required: ['success', 'error', 'code'],
  properties: {
    success: { type: 'boolean', enum: [false] },
    error: { type: 'string', description: 'Deutscher Text für Menschen' },
    code: { type: 'string', description: 'Stabiler Fehlercode' },
  },
};

/** Summaries of the public endpoints (what a practice website calls). */
const publicOperations: Record<string, { id: string; summary: string; key: 'required' | 'none' }> = {
  [`post ${publicPaths.submitForm}`]: { id: 'submitForm', summary: 'Formular einreichen (JSON)', key: 'required' },
  [`post ${publicPaths.webflowSubmit}`]: {
    id: 'webflowSubmit',
    summary: 'Formular ohne JavaScript einreichen (HTML-Formular, Weiterleitung)',
    key: 'none',
  },
  [`post ${publicPaths.secureUpload}`]: {
    id: 'secureUpload',
    summary: 'Datei (Rezept) zu einer Einreichung hochladen',
    key: 'none',
  },
  [`post ${publicPaths.submitAnamnese}`]: { id: 'submitAnamnese', summary: 'Anamnesebogen einreichen', key: 'none' },
  [`post ${publicPaths.verifySubmissionToken}`]: {
    id: 'verifySubmissionToken',
    summary: 'Magic-Link oder Einmal-Code prüfen',
    key: 'none',
  },
};

/** 'listSubmissions' → 'List submissions'. */
export function summaryOf(operationId: string): string {
  const words = operationId
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/Csv\b/, 'CSV')
    .split(' ');
  const text = words.map((w, i) => (i === 0 || /^[A-Z]{2,}$/.test(w) ? w : w.toLowerCase())).join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const idFromPath = (method: string, path: string) =>
  `${method}${path
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((p) => p.charAt(0).toUpperCase() + p.slice(1))
    .join('')}`;

/** zod's nullable `unknown` comes out as `{anyOf, nullable}`; OpenAPI 3.0 wants a type beside nullable. */
function fixNullable(node: unknown): void {
  if (Array.isArray(node)) {
    for (const n of node) fixNullable(n);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const o = node as Json;
  if (o.nullable === true && o.type === undefined) delete o.nullable;
  for (const v of Object.values(o)) fixNullable(v);
}

export function completeOpenApi(raw: unknown, publicUrl: string): Json {
  const doc = structuredClone(raw) as Json & { paths: Record<string, Record<string, Operation>>; components?: Json };
  doc.info = {
    ...(doc.info as Json),
    title: 'PraxisDesk API',
    description:
      'Staff API (session cookie) and the public endpoints for practice websites and the online reception. Errors: a stable `code` and a German `message`.',
    license: { name: 'Proprietary', url: `${publicUrl}/impressum` },
  };
  doc.servers = [{ url: publicUrl }];
  doc.components = {
    ...(doc.components ?? {}),
    securitySchemes: {
      session: {
        type: 'apiKey',
        in: 'cookie',
        name: 'pd_session',
        description: 'Staff session from POST /api/auth/login (HttpOnly cookie).',
      },
      publicKey: {
        type: 'apiKey',
        in: 'header',
        name: 'apikey',
        description: 'The practice’s public key (Administration → Mandanten → API-Details).',
      },
    },
  };
  doc.security = [{ session: [] }];

  for (const [path, item] of Object.entries(doc.paths)) {
    // The CORS preflight of the public endpoints is no operation of the API.
    if (path.includes('{*}')) {
      delete doc.paths[path];
      continue;
    }
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const known = publicOperations[`${method} ${path}`];
      if (known) op.operationId = known.id;
      op.operationId ??= idFromPath(method, path);
      op.summary ??= known?.summary ?? summaryOf(op.operationId);
      const isPublic = path.startsWith('/functions/') || path === '/api/health' || path === '/api/auth/login';
      if (isPublic) op.security = known?.key === 'required' ? [{ publicKey: [] }, { session: [] }] : [];
      op.responses ??= {};
      const responses = op.responses;
      if (!Object.keys(responses).some((s) => s.startsWith('4'))) {
        responses['4XX'] = {
          description: 'Abgelehnt (Code und deutscher Text)',
          content: { 'application/json': { schema: path.startsWith('/functions/') ? publicErrorSchema : errorSchema } },
        };
      }
    }
  }

  const fn = (p: string) => doc.paths[p] as Record<string, Operation> | undefined;
  const submitForm = fn(publicPaths.submitForm)?.post;
  if (submitForm) {
    submitForm.responses = {
      ...submitForm.responses,
      200: {
        description: 'Gespeichert',
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['success', 'submissionId'],
              properties: {
                success: { type: 'boolean', enum: [true] },
                submissionId: { type: 'string', format: 'uuid' },
                grant: { type: 'string', description: 'Berechtigung für secureUpload (15 Minuten)' },
              },
            },
          },
        },
      },
      429: {
        description: 'Zu viele Anfragen (Retry-After)',
        content: { 'application/json': { schema: publicErrorSchema } },
      },
    };
  }
  const upload = fn(publicPaths.secureUpload)?.post;
  if (upload) {
    upload.requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['file', 'submissionId'],
            properties: {
              file: { type: 'string', format: 'binary', description: 'JPG, PNG oder PDF, höchstens 4 MB' },
              submissionId: { type: 'string', format: 'uuid' },
              fileName: { type: 'string' },
              grant: { type: 'string', description: 'Aus der Antwort von submitForm' },
            },
          },
        },
      },
    };
    upload.responses = {
      ...upload.responses,
      200: {
        description: 'Gespeichert',
        content: {
          'application/json': {
            schema: { type: 'object', properties: { success: { type: 'boolean', enum: [true] } } },
          },
        },
      },
      '4XX': {
        description: 'Abgelehnt',
        content: {
          'application/json': {
            schema: {
              type: 'object',
              properties: { error: { type: 'string' }, details: { type: 'string' }, errorCode: { type: 'string' } },
            },
          },
        },
      },
    };
  }
  const webflow = fn(publicPaths.webflowSubmit)?.post;
  if (webflow) {
    const form = {
      type: 'object',
      required: ['tenantId'],
      properties: {
        tenantId: { type: 'string', description: 'Mandanten-ID (Slug) oder UUID' },
        success_url: { type: 'string', format: 'uri' },
        error_url: { type: 'string', format: 'uri', description: 'Erhält error und code in der Abfrage' },
        email: { type: 'string' },
        telefon: { type: 'string', description: 'E-Mail oder Telefon ist Pflicht' },
        website_url: { type: 'string', description: 'Spam-Falle: muss leer bleiben' },
      },
      additionalProperties: { type: 'string' },
    };
    webflow.requestBody = {
      required: true,
      content: { 'application/x-www-form-urlencoded': { schema: form }, 'multipart/form-data': { schema: form } },
    };
    webflow.responses = {
      303: {
        description: 'Weiterleitung auf success_url/error_url (wenn registriert) oder /success bzw. /error',
        headers: { Location: { schema: { type: 'string' } } },
      },
      '4XX': {
        description: 'Nur bei nicht lesbarem Inhalt; sonst immer 303',
        content: { 'application/json': { schema: publicErrorSchema } },
      },
    };
  }
  fixNullable(doc);
  return doc;
}
