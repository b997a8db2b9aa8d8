/**
 * buildApp(deps) -> Fastify instance. Used by main.ts and by every test (app.inject()).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/index.js';
import { accountRoutes } from './features/account/routes.js';
import { anamnesisRoutes } from './features/anamnesis/routes.js';
import { authPlugin } from './features/auth/plugin.js';
import { authRoutes } from './features/auth/routes.js';
import { blacklistRoutes } from './features/blacklist/routes.js';
import { healthRoutes } from './features/health/routes.js';
import { intakeRoutes } from './features/intake/routes.js';
import { membershipRoutes } from './features/membership/routes.js';
import { privacyRoutes } from './features/privacy/routes.js';
import { noScriptPages } from './features/reception/noScriptPages.js';
import { recordsRoutes } from './features/records/routes.js';
import { spamRoutes } from './features/spam/routes.js';
import { type InboxEvents, inboxEvents } from './features/submissions/events.js';
import { inboxExportRoutes } from './features/submissions/exportRoutes.js';
import { submissionRoutes } from './features/submissions/routes.js';
import { findPublicTenant } from './features/tenants/publicTenant.js';
import { tenantAdminRoutes } from './features/tenants/routes.js';
import { userAdminRoutes } from './features/users/routes.js';
import { webhookRoutes } from './features/webhooks/routes.js';
import { completeOpenApi } from './lib/openapi.js';
import { clientErrorHandler, errorHandler, frameworkErrorHandler, notFoundHandler } from './plugins/errors.js';
import { securityHeaderSet, securityHeaders } from './plugins/securityHeaders.js';
import { buildServices, type Services } from './services.js';

export interface RouteEntry {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: readonly RouteEntry[];
  }
}

export interface AppDeps {
  config: Config;
  db: Database;
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
  /** Where log lines go (tests capture them to prove no health data is logged). */
  logStream?: NodeJS.WritableStream;
  /** The process's services (services.ts), shared with its worker; built here when not given. */
  services?: Services;
  /** Inbox change notifications; default: LISTEN on DATABASE_URL, else a poll (PGlite). */
  events?: InboxEvents;
}

/** Fastify's trustProxy: a hop count becomes "trust the n nearest hops" (`true` counts as 1). */
function trustProxyOption(t: Config['trustProxy']): false | string[] | ((addr: string, hop: number) => boolean) {
  if (t === false || Array.isArray(t)) return t;
  const hops = t === true ? 1 : t;
  return (_addr, hop) => hop < hops;
}

/**
 * One log line per request (Fastify writes two), when it completes: staff API calls at info;
 * the public paths (intake, static files, reception pages), which take the floods, at debug, so
 * by default they cost one level check (issue 16). LOG_LEVEL=debug shows them; failed requests
 * and answers >= 500 are logged at error whatever the path.
 */
class RequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const level = error || reply.statusCode >= 500 ? 'error' : request.url.startsWith('/api/') ? 'info' : 'debug';
    reply.log[level]({ req: request, res: reply, ms: Math.round(reply.elapsedTime) }, 'request completed');
  }
}

export async function buildApp({
  config,
  db,
  serveWeb = true,
  logStream,
  services = buildServices(config, db),
  events,
}: AppDeps): Promise<FastifyInstance> {
  const hsts = config.publicUrl.startsWith('https:');
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            ...(logStream ? { stream: logStream } : {}),
            // Never log query strings (magic-link tokens), bodies or cookies.
            serializers: {
              req: (req) => ({ method: req.method, path: req.url.split('?')[0] }),
              res: (res) => ({ statusCode: res.statusCode }),
            },
          },
    logController: new RequestLog(),
    bodyLimit: 1024 * 1024,
    // `true` would believe every X-Forwarded-For hop, including the one the client writes itself.
    trustProxy: trustProxyOption(config.trustProxy),
    // Fastify's default is no limit: a slow upload could hold a connection forever.
    requestTimeout: config.requestTimeoutMs,
    // Node checks that timeout only every 30 s by default; a shorter timeout needs a finer check.
    http: { connectionsCheckingInterval: Math.min(30_000, Math.max(250, Math.floor(config.requestTimeoutMs / 4))) },
    clientErrorHandler: clientErrorHandler(securityHeaderSet(hsts)),
    frameworkErrors: frameworkErrorHandler(securityHeaderSet(hsts)),
  }).withTypeProvider<ZodTypeProvider>();
  // Node swaps the two when headersTimeout (60 s) exceeds requestTimeout, which would stretch a
  // short request timeout to 60 s: headers never get longer than the whole request.
  app.server.headersTimeout = Math.min(app.server.headersTimeout, config.requestTimeoutMs);

  // Every route the app serves, for tests that must cover all of them (headers, hostile input):
  // a route added later is swept without anyone remembering to list it.
  const routeTable: RouteEntry[] = [];
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) routeTable.push({ method, url: r.url });
  });
  app.decorate('routeTable', routeTable);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);

  await app.register(swagger, {
    openapi: { info: { title: 'PraxisDesk staff API', version: '0.1.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(cookie);
  await app.register(securityHeaders, { hsts });

  const { auth } = services;
  await app.register(authPlugin, { auth });

  await app.register(healthRoutes(db));
  await app.register(authRoutes(auth, config.publicUrl.startsWith('https:'), config.session.absoluteMs));
  // Accounts (issue 19): Konto page, reset and invitation links, the admin's 2FA controls.
  await app.register(accountRoutes(services.account, config.publicUrl.startsWith('https:'), config.session.absoluteMs));
  await app.register(membershipRoutes(db, services.membership));
  // Anamnesis card (issue 7): generation itself runs in the worker ('anamnesis.process').
  await app.register(anamnesisRoutes(services.anamnesis));
  await app.register(recordsRoutes(services.records));
  // Administration (issue 8): admin only, checked first in each service method.
  await app.register(userAdminRoutes(services.users));
  await app.register(tenantAdminRoutes(services.tenants));
  await app.register(blacklistRoutes(services.blacklist));
  // Data protection (issue 10): audit trail, retention, patient export and erasure.
  await app.register(privacyRoutes(services));
  await app.register(spamRoutes(services.spam.scans));
  await app.register(webhookRoutes(services.webhooks));
  const inboxEventSource = events ?? inboxEvents(db, { listenUrl: config.databaseUrl });
  app.addHook('onClose', () => inboxEventSource.close());
  await app.register(submissionRoutes(services.submissions, inboxEventSource, auth));
  await app.register(inboxExportRoutes(services.inboxExport));
  await app.register(
    intakeRoutes({
      db,
      intake: services.intake,
      uploads: services.uploads,
      anamnesis: services.anamnesisIntake,
      magicLinks: services.magicLinks,
    }),
  );
  let openApi: object | undefined;
  app.get('/api/openapi.json', { schema: { hide: true } }, () => {
    openApi ??= completeOpenApi(app.swagger(), config.publicUrl);
    return openApi;
  });

  const webIndex = join(config.webDist, 'index.html');
  if (serveWeb && existsSync(webIndex)) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: false,
      // The build writes .br/.gz beside each asset (apps/web/vite.config.ts).
      preCompressed: true,
      // File names under /assets/ carry a content hash: they never change.
      setHeaders: (reply, path) => {
        if (path.startsWith(join(config.webDist, 'assets'))) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  const serveSpa = serveWeb && existsSync(webIndex);
  const frameOrigins = async (tenantRef: string) =>
    ((await findPublicTenant(db, tenantRef))?.allowedOrigins ?? []).flatMap((o) => {
      try {
        const url = new URL(o);
        return url.protocol === 'https:' || url.hostname === 'localhost' ? [url.origin] : [];
      } catch {
        return [];
      }
    });
  const receptionHtml = join(config.webDist, 'reception.html');
  const hasReception = serveSpa && existsSync(receptionHtml);
  // /success, /error and the landing page as real HTML for browsers without JavaScript (issue 18).
  if (hasReception) {
    noScriptPages(app, {
      receptionHtmlPath: receptionHtml,
      publicOrigin: config.publicUrl,
      findTenant: services.publicTenants.find,
      frameOrigins,
    });
  }
  app.setNotFoundHandler(notFoundHandler(serveSpa, hasReception, frameOrigins));
  return app;
}
