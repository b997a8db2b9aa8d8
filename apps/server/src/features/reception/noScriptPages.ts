/**
 * The reception without JavaScript (issue 18, point 2). /success, /success.html, /error,
 * /error.html and the landing page /online-rezeption are answered with the built
 * reception.html into which the page's content is rendered here, inside <noscript>: a browser
 * without JavaScript shows real HTML (thank-you text with the countdown as a meta refresh, the
 * error text, the practice's phone, e-mail and opening hours); with JavaScript the noscript
 * content is never parsed and the SPA renders the page as before (click or key stops the
 * countdown there; the meta refresh sits in a <noscript> in <head>, so it cannot fire under
 * the SPA). Every value from the query or the practice's settings is HTML-escaped.
 * Language (issue 21): the browser's Accept-Language among the practice's reception languages
 * (German otherwise), with lang/dir on the page; the SPA's own choice takes over with JavaScript.
 */
import { readFileSync } from 'node:fs';
import { type ReceptionConfig, THANK_YOU_SECONDS } from '@praxisdesk/domain';
import { receptionCatalogue } from '@praxisdesk/domain/i18n/all';
import type { ReceptionCatalogue } from '@praxisdesk/domain/i18n/catalogue';
import { type NoScriptTexts, noScriptTexts } from '@praxisdesk/domain/i18n/noScript';
import {
  languageInfo,
  offeredLanguages,
  parseAcceptLanguage,
  pickLanguage,
  type ReceptionLanguage,
} from '@praxisdesk/domain/receptionLanguages';
import { returnTarget } from '@praxisdesk/domain/returnTarget';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { receptionCsp } from '../../plugins/securityHeaders.js';
import type { PublicTenant } from '../tenants/publicTenant.js';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

// Class names the web app's own sources use (Tailwind builds only those into the stylesheet).
const cls = {
  main: 'mx-auto max-w-3xl px-4 py-8',
  title: 'mb-4 text-2xl font-semibold text-slate-900',
  ok: 'rounded-lg border border-emerald-300 bg-emerald-50 p-5 text-emerald-950',
  bad: 'rounded-lg border border-red-300 bg-red-50 p-5 text-red-950',
  card: 'rounded-lg border border-slate-200 bg-white p-5 shadow-sm',
  primary:
    'inline-flex items-center justify-center gap-2 rounded-md bg-brand-700 px-5 py-2.5 text-base font-medium text-white hover:bg-brand-800',
  secondary:
    'inline-flex items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-5 py-2.5 text-base font-medium text-slate-800 hover:bg-slate-100',
  link: 'font-medium text-brand-800 underline',
  small: 'mt-4 text-sm text-slate-700',
};

const contactOf = (c: ReceptionConfig) => ({ phone: c.contactPhone || c.phone, email: c.contactEmail || c.email });

/** The page's texts: the reception catalogue and the few no-JavaScript texts of one language. */
interface Texts {
  t: ReceptionCatalogue;
  n: NoScriptTexts;
}

function contactHtml(tenant: PublicTenant | null, intro: string, n: NoScriptTexts): string {
  if (!tenant) return '';
  const { phone, email } = contactOf(tenant.reception);
  if (!phone && !email) return '';
  // Phone numbers and addresses keep left-to-right order inside a right-to-left page.
  const items = [
    phone
      ? `<li>${esc(n.phone)}: <a class="${cls.link}" dir="ltr" href="tel:${esc(phone.replace(/[^\d+]/g, ''))}">${esc(phone)}</a></li>`
      : '',
    email
      ? `<li>${esc(n.email)}: <a class="${cls.link}" dir="ltr" href="mailto:${esc(email)}">${esc(email)}</a></li>`
      : '',
  ].join('');
  return `<div class="mt-5 text-sm text-slate-700" data-noscript="contact"><p>${esc(intro)}</p><ul class="mt-1 space-y-1">${items}</ul></div>`;
}

function openingHoursHtml(c: ReceptionConfig, t: ReceptionCatalogue): string {
  if (c.openingHours.times.length === 0) return '';
  // The practice's own texts as typed: their direction comes from their content.
  const items = c.openingHours.times.map((x) => `<li dir="auto">${esc(x)}</li>`).join('');
  return `<section class="${cls.card} mt-4"><h2 class="mb-2 font-semibold">${esc(t.landing.openingHours)}</h2><ul class="space-y-1 text-sm text-slate-700">${items}</ul></section>`;
}

interface Page {
  language: ReceptionLanguage;
  title: string;
  head?: string;
  body: string;
}

function thankYou(
  tenant: PublicTenant | null,
  from: string | null,
  origin: string,
  { t: all, n }: Texts,
): Omit<Page, 'language'> {
  const t = all.thankYou;
  const target = returnTarget(from, tenant?.reception.website, origin);
  return {
    title: t.title,
    head: `<meta http-equiv="refresh" content="${THANK_YOU_SECONDS};url=${esc(target)}">`,
    body: `<h1 class="${cls.title}">${esc(t.title)}</h1>
<div class="${cls.ok}"><p>${esc(t.body)}</p></div>
<p class="${cls.small}" data-testid="countdown">${esc(t.countdown(THANK_YOU_SECONDS))}</p>
<p class="mt-5"><a class="${cls.primary}" href="${esc(target)}">${esc(t.button)}</a></p>
${contactHtml(tenant, all.failure.contact, n)}`,
  };
}

function failure(
  tenant: PublicTenant | null,
  error: string | null,
  from: string | null,
  referer: string | null,
  origin: string,
  { t: all, n }: Texts,
): Omit<Page, 'language'> {
  const t = all.failure;
  const home = returnTarget(null, tenant?.reception.website, origin);
  // "Erneut versuchen" is history.back() with JavaScript; without it, the form page it came from.
  const back = returnTarget(from ?? referer, tenant?.reception.website, origin);
  const details = error
    ? `<p class="mt-2"><span class="font-semibold">${esc(t.errorLabel)}:</span> ${esc(error)}</p>`
    : `<p class="mt-2 font-semibold">${esc(t.causesTitle)}</p><ul class="list-inside list-disc">${t.causes
        .map((c) => `<li>${esc(c)}</li>`)
        .join('')}</ul>`;
  return {
    title: t.title,
    body: `<h1 class="${cls.title}">${esc(t.title)}</h1>
<div role="alert" class="${cls.bad}"><p>${esc(t.body)}</p>${details}</div>
<div class="mt-5 flex flex-wrap gap-3"><a class="${cls.primary}" href="${esc(back)}">${esc(t.retry)}</a><a class="${cls.secondary}" href="${esc(home)}">${esc(t.home)}</a></div>
${contactHtml(tenant, t.contact, n)}`,
  };
}

function landing(tenant: PublicTenant | null, { t, n }: Texts): Omit<Page, 'language'> {
  if (!tenant) {
    return {
      title: n.title,
      body: `<h1 class="${cls.title}">${esc(n.title)}</h1><p>${esc(n.needsJavaScript)}</p>`,
    };
  }
  return {
    title: `${tenant.name} – ${n.title}`,
    body: `<h1 class="${cls.title}" dir="auto">${esc(tenant.name)}</h1>
<p>${esc(`${n.formsNeedJavaScript} ${t.failure.contact}`)}</p>
${contactHtml(tenant, t.landing.contact, n)}
${openingHoursHtml(tenant.reception, t)}`,
  };
}

/** reception.html with the page in <noscript> (body) and its head extras in <noscript> (head). */
export function renderInto(template: string, page: Page): string {
  const noscriptBody = `<noscript><main class="${cls.main}" data-noscript="page">${page.body}</main></noscript>`;
  const { dir } = languageInfo[page.language];
  let html = template.replace(/<html[^>]*>/, `<html lang="${page.language}" dir="${dir}">`);
  html = html.replace(/<noscript>[\s\S]*?<\/noscript>/, noscriptBody);
  if (!html.includes(noscriptBody)) html = html.replace('</body>', `${noscriptBody}</body>`);
  html = html.replace(/<title>[\s\S]*?<\/title>/, `<title>${esc(page.title)}</title>`);
  if (page.head) html = html.replace('</head>', `<noscript>${page.head}</noscript></head>`);
  return html;
}

export interface NoScriptDeps {
  receptionHtmlPath: string;
  publicOrigin: string;
  findTenant(ref: string | undefined): Promise<PublicTenant | null>;
  /** The practice's registered website origins that may frame its pages (as the SPA's pages). */
  frameOrigins(ref: string): Promise<string[]>;
}

const first = (v: unknown) => (typeof v === 'string' ? v : Array.isArray(v) && typeof v[0] === 'string' ? v[0] : null);

export function noScriptPages(app: FastifyInstance, deps: NoScriptDeps) {
  const template = readFileSync(deps.receptionHtmlPath, 'utf8');
  const origin = new URL(deps.publicOrigin).origin;

  async function answer(
    req: FastifyRequest,
    reply: FastifyReply,
    build: (q: Record<string, string | null>, tenant: PublicTenant | null, texts: Texts) => Omit<Page, 'language'>,
  ) {
    const raw = (req.query ?? {}) as Record<string, unknown>;
    const q = Object.fromEntries(['tenant', 'tenantId', 'from', 'error'].map((k) => [k, first(raw[k])]));
    const ref = q.tenant || q.tenantId || undefined;
    const tenant = ref ? await deps.findTenant(ref) : null;
    if (ref && tenant) {
      const origins = await deps.frameOrigins(ref);
      if (origins.length > 0) reply.header('content-security-policy', receptionCsp(origins));
    }
    const language = pickLanguage(
      parseAcceptLanguage(first(req.headers['accept-language'])),
      offeredLanguages(tenant?.reception.languages),
    );
    const texts = { t: receptionCatalogue(language), n: noScriptTexts[language] };
    return reply
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Language')
      .type('text/html; charset=utf-8')
      .send(renderInto(template, { language, ...build(q, tenant, texts) }));
  }

  const opts = { schema: { hide: true } };
  for (const url of ['/success', '/success.html']) {
    app.get(url, opts, (req, reply) =>
      answer(req, reply, (q, tenant, texts) => thankYou(tenant, q.from ?? null, origin, texts)),
    );
  }
  for (const url of ['/error', '/error.html']) {
    app.get(url, opts, (req, reply) =>
      answer(req, reply, (q, tenant, texts) =>
        failure(
          tenant,
          q.error?.trim().slice(0, 500) || null,
          q.from ?? null,
          first(req.headers.referer),
          origin,
          texts,
        ),
      ),
    );
  }
  for (const url of ['/online-rezeption', '/online-rezeption/']) {
    app.get(url, opts, (req, reply) => answer(req, reply, (_q, tenant, texts) => landing(tenant, texts)));
  }
}
