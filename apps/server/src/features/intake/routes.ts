/**
 * The public endpoints, at the paths practice websites already post to. No cookies are read
 * here; the tenant key, the grant or the link token are the only credentials.
 */
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import {
  formData as formDataSchema,
  formToken,
  MAX_UPLOAD_BYTES,
  publicPaths,
  receptionConfigResponse,
  submitAnamneseRequest,
  submitFormRequest,
  verifyRequest,
  verifyResponse,
} from '@praxisdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/index.js';
import { AppError } from '../../lib/errors.js';
import type { MagicLinkService } from '../magicLinks/service.js';
import type { anamnesisIntake } from './anamnesis.js';
import { apiKeyOf, callerOf, corsPolicy, preflight, publicErrorHandler } from './http.js';
import type { IntakeService } from './service.js';
import { UploadError, type uploadService } from './upload.js';
import { webflowRoutes } from './webflow.js';

export interface IntakeDeps {
  db: Database;
  intake: IntakeService;
  uploads: ReturnType<typeof uploadService>;
  anamnesis: ReturnType<typeof anamnesisIntake>;
  magicLinks: MagicLinkService;
}

const idempotencyKey = (v: unknown) => (typeof v === 'string' && v.length > 0 && v.length <= 200 ? v : undefined);

export const intakeRoutes =
  (deps: IntakeDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.setErrorHandler(publicErrorHandler);
    await app.register(formbody, { bodyLimit: 256 * 1024 });
    await app.register(multipart, {
      // Over-size files are cut at the limit and flagged (truncated), answered as FILE_TOO_LARGE.
      throwFileSizeLimit: false,
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 120, fieldSize: 20_000, parts: 130 },
    });

    // Answers may be read by a page of our own or of a registered practice website (no
    // credentials); any other origin gets no CORS headers, so its page cannot read them.
    const allows = corsPolicy(deps.db, deps.intake.ownOrigins);
    app.addHook('onSend', async (req, reply) => {
      const origin = req.headers.origin;
      if (req.method !== 'OPTIONS' && reply.statusCode !== 403 && origin && (await allows(origin))) {
        reply.headers({
          'access-control-allow-origin': origin,
          'access-control-expose-headers': 'retry-after',
          vary: 'Origin',
        });
      }
    });
    app.options('/functions/v1/*', (req, reply) => preflight(allows, req, reply));

    app.post(
      publicPaths.submitForm,
      {
        schema: { body: submitFormRequest },
        preValidation: (req) =>
          deps.intake.refuseEarly((req.body as { tenantId?: unknown } | null)?.tenantId, apiKeyOf(req), callerOf(req)),
      },
      async (req) => {
        const r = await deps.intake.submit({
          tenantRef: req.body.tenantId,
          apiKey: apiKeyOf(req),
          requireKey: true,
          formData: req.body.formData,
          language: req.body.language,
          idempotencyKey: idempotencyKey(req.headers['idempotency-key']),
          caller: callerOf(req),
        });
        return { success: true, submissionId: r.submissionId, grant: r.grant };
      },
    );

    app.post(publicPaths.submitAnamnese, { schema: { body: submitAnamneseRequest } }, (req) =>
      deps.anamnesis.submit(req.body, apiKeyOf(req), callerOf(req)),
    );

    app.post(publicPaths.secureUpload, async (req) => {
      if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
      const fields: Record<string, string> = {};
      let file: { bytes: Buffer; truncated: boolean; receivedBytes: number } | undefined;
      try {
        for await (const part of req.parts()) {
          if (part.type === 'file') {
            const chunks: Buffer[] = [];
            let size = 0;
            // Streamed: the limit stops reading at 4 MB; nothing beyond is kept in memory.
            for await (const chunk of part.file) {
              size += chunk.length;
              chunks.push(chunk);
            }
            const declared = Number(req.headers['content-length']) || size;
            file = {
              bytes: Buffer.concat(chunks),
              truncated: part.file.truncated,
              receivedBytes: part.file.truncated ? Math.max(size, declared) : size,
            };
          } else if (typeof part.value === 'string') {
            fields[part.fieldname] = part.value;
          }
        }
      } catch (err) {
        // A malformed multipart body (cut off, broken headers) is the sender's error.
        if (err instanceof UploadError || err instanceof AppError) throw err;
        throw new AppError('VALIDATION_FAILED', 'Die Anfrage ist kein gültiges Formular mit Datei.');
      }
      return deps.uploads.upload({
        submissionId: fields.submissionId,
        grant: fields.grant ?? (req.headers['x-submission-grant'] as string | undefined),
        fileName: fields.fileName,
        file,
      });
    });

    app.post(
      publicPaths.verifySubmissionToken,
      { schema: { body: verifyRequest, response: { 200: verifyResponse, 429: verifyResponse } } },
      async (req, reply) => {
        const { retryAfterSeconds, ...answer } = await deps.magicLinks.verify({ ...req.body, ip: req.ip });
        // Guessing codes too fast: the same body, but a status and Retry-After that clients and proxies understand.
        if (retryAfterSeconds) return reply.code(429).header('retry-after', String(retryAfterSeconds)).send(answer);
        return answer;
      },
    );

    app.get(
      publicPaths.receptionConfig,
      {
        schema: {
          querystring: z.object({ tenant: z.string().max(100).optional() }),
          response: { 200: receptionConfigResponse },
        },
      },
      async (req) => {
        const tenant = await deps.intake.findTenant(req.query.tenant);
        if (!tenant) throw new AppError('TENANT_NOT_FOUND');
        return {
          tenant: { id: tenant.id, slug: tenant.slug, name: tenant.name },
          publicKey: tenant.publicKey,
          config: tenant.reception,
        };
      },
    );

    /** The signed render timestamp that forms send back as `_ts` (bot timing signal). */
    app.get(publicPaths.formToken, { schema: { response: { 200: formToken } } }, async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return { token: deps.intake.formToken() };
    });

    await app.register(webflowRoutes(deps.intake, formDataSchema));
  };
