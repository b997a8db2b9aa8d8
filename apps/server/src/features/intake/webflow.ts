/**
 * webflow-submit: plain HTML forms without JavaScript (form-encoded or multipart). Every field
 * but the control fields goes into the form data; the answer is a 303 redirect to the
 * website's own success/error page when it is on the tenant's registered origins, else to
 * our /success and /error pages (never an open redirect). Both error pages get the German
 * message in `error` (and the stable code in `code` on the website's own page). A plain form
 * must give a way back to the sender: an e-mail address or a phone number (issue 18).
 */
import { messageFor, publicPaths } from '@praxisdesk/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { AppError } from '../../lib/errors.js';
import { normEmail, phoneOf } from '../privacy/contactIndex.js';
import { isTenantOrigin, type PublicTenant } from '../tenants/publicTenant.js';
import { callerOf } from './http.js';
import type { IntakeService } from './service.js';

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

type Fields = Record<string, string | string[]>;

function add(fields: Fields, key: string, value: string) {
  if (FORBIDDEN_KEYS.has(key)) return;
  const prev = fields[key];
  fields[key] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
}

async function readFields(req: FastifyRequest): Promise<Fields> {
  const fields: Fields = Object.create(null);
  if (req.isMultipart()) {
    for await (const part of req.parts()) {
      if (part.type === 'file')
        part.file.resume(); // files are not taken on this path
      else if (typeof part.value === 'string') add(fields, part.fieldname, part.value);
    }
  } else if (req.body && typeof req.body === 'object') {
    for (const [k, v] of Object.entries(req.body as Record<string, unknown>)) {
      for (const item of Array.isArray(v) ? v : [v]) add(fields, k, String(item ?? ''));
    }
  }
  return fields;
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

const EMAIL_KEYS = ['email', 'e-mail', 'e_mail', 'mail'];

/** An e-mail address (with an @) or a phone number (at least 6 digits) under one of the usual names. */
function hasContact(fields: Fields): boolean {
  const flat = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k.toLowerCase(), first(v)]));
  return EMAIL_KEYS.some((k) => normEmail(flat[k]) !== '') || phoneOf(flat) !== '';
}

/** The website's error page with the message (and code) appended to its query. */
function withError(href: string, code: string, message: string): string {
  const url = new URL(href);
  url.searchParams.set('error', message);
  url.searchParams.set('code', code);
  return url.href;
}

/**
 * The website's own page, if it is on the practice's registered origins, as a valid Location:
 * the URL parser drops CR/LF/tabs and percent-encodes what a header cannot carry (non-ASCII).
 */
function sitePage(tenant: PublicTenant | null, url: string | undefined): string | undefined {
  if (!tenant || !url || !URL.canParse(url)) return undefined;
  const href = new URL(url).href;
  return isTenantOrigin(tenant, href) ? href : undefined;
}

function ourPage(path: '/success' | '/error', params: Record<string, string | undefined>) {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v) q.set(k, v);
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

export const webflowRoutes =
  (intake: IntakeService, formDataSchema: ZodType): FastifyPluginAsync =>
  async (app) => {
    app.post(publicPaths.webflowSubmit, async (req, reply) => {
      let tenant: PublicTenant | null = null;
      let fields: Fields = {};
      let from: string | undefined;
      try {
        fields = await readFields(req);
        tenant = await intake.findTenant(first(fields.tenantId));
        const referer = req.headers.referer;
        from = tenant && isTenantOrigin(tenant, referer) ? referer : undefined;
        const parsed = formDataSchema.safeParse(fields);
        if (!parsed.success) throw new AppError('VALIDATION_FAILED');
        if (!hasContact(fields)) {
          // An unknown practice or a foreign site is the more basic refusal: say that first.
          await intake.tenantFor(first(fields.tenantId), undefined, false, callerOf(req));
          throw new AppError('CONTACT_REQUIRED');
        }
        await intake.submit({
          tenantRef: first(fields.tenantId),
          apiKey: undefined,
          requireKey: false,
          formData: parsed.data as Record<string, unknown>,
          idempotencyKey: undefined,
          caller: callerOf(req),
        });
        const target =
          sitePage(tenant, first(fields.success_url)) ?? ourPage('/success', { tenant: tenant?.slug, from });
        return reply.code(303).redirect(target);
      } catch (err) {
        const code = err instanceof AppError ? err.code : 'INTERNAL_ERROR';
        if (!(err instanceof AppError))
          req.log.error({ err: { message: (err as Error).message } }, 'webflow-submit failed');
        const message = messageFor(code);
        const site = sitePage(tenant, first(fields.error_url));
        const target = site
          ? withError(site, code, message)
          : ourPage('/error', { tenant: tenant?.slug, error: message, from });
        if (err instanceof AppError && err.extra.retryAfterSeconds)
          reply.header('retry-after', String(err.extra.retryAfterSeconds));
        return reply.code(303).redirect(target);
      }
    });
  };
