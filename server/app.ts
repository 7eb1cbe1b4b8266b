/**
 * The reference API: routes and validation come from openapi.yaml through fastify-openapi-glue, so the server
 * cannot drift from the contract. Tests call buildApp() and use app.inject; server/main.ts adds the SPA and listens.
 */
import { healthOptionsFromEnv, registerHealth, type HealthOptions } from './health.ts';
import compress from '@fastify/compress';
import type { Http2SecureServer } from 'node:http2';
import Fastify, { type FastifyHttp2SecureOptions, type FastifyInstance, type FastifyRequest } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { IDENTITY_TYPE, INTERN_FILE_MAX_BYTES } from '../src/constants.ts';
import { systemClock, type Clock } from './clock.ts';
import { registerApiDocs } from './api-docs.ts';
import { defaultConfig, type AppContext, type ServerConfig } from './context.ts';
import type { Db } from './db/client.ts';
import { handlers } from './routes/index.ts';
import type { Handlers } from './routes/respond.ts';
import { installCors } from './cors.ts';
import { apiNotFound, installErrorHandling } from './error-handler.ts';
import { installAudit } from './services/audit.ts';
import { forbidden } from './services/errors.ts';
import { partnerExpired, partnerLapsedNow } from './services/identity.ts';
import { authenticateAccess, authenticateOnetime } from './services/sessions.ts';
import { registerMedia } from './media.ts';
import { loadSpec, type LoadedSpec } from './spec.ts';
import { registerSpa } from './static.ts';

export interface BuildAppOptions {
  db: Db;
  clock?: Clock;
  config?: Partial<ServerConfig> & { distDir?: string };
  /** Handlers of operations added to the contract by a test (config.specPath); production has none. */
  extraHandlers?: Handlers;
  /** Serve HTTPS with HTTP/2 (HTTP/1.1 still accepted) with this certificate and key (PEM); plain HTTP/1.1 without. */
  tls?: { cert: Buffer | string; key: Buffer | string };
  /** Probes and load shedding (server/health.ts); from the environment when not given. */
  health?: HealthOptions;
}

/**
 * Operations an unfinished session (no identity type selected yet) may call; everything else answers 4003. A partner
 * session whose partnership has lapsed may call the same, and gets 4003 "partner validation failed" for the rest.
 */
const UNFINISHED_ALLOWED = new Set(['getInfo', 'logout', 'getToken', 'getLongToken', 'getUserTokens']);

const TRACKING_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

// Only documents use it; JSON answers ignore it. 'unsafe-inline' styles: Chakra (emotion) injects style tags.
// Frames and media come from 'self' alone (default-src): the report preview frames a file at a signed address of
// this origin, and videos and live streams play from /media (server/media.ts).
const CSP_DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
];
const CSP = [...CSP_DIRECTIVES, "frame-ancestors 'none'"].join('; ');
/** Files at signed addresses (/files/…) may be framed by the site's own pages, and by no other. */
const CSP_FRAMABLE = [...CSP_DIRECTIVES, "frame-ancestors 'self'"].join('; ');
const framable = (url: string) => url.startsWith('/files/');

const headerValue = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export async function buildApp({ db, clock = systemClock, config: overrides = {}, extraHandlers = {}, tls, health = healthOptionsFromEnv() }: BuildAppOptions) {
  const { distDir, ...rest } = overrides;
  const config: ServerConfig = { ...defaultConfig(), ...rest };
  const ctx: AppContext = { db, clock, config };

  const serverOptions = {
    logger: config.logger,
    // The client's address (per-address limits, the audit log) comes from X-Forwarded-For only behind a listed proxy.
    ...(config.trustProxy.length > 0 ? { trustProxy: config.trustProxy } : {}),
    // The contract keeps vendor keywords (x-*) in response schemas; Ajv's strict mode would refuse them.
    ajv: { customOptions: { strict: false } },
  };
  // Routes and hooks use only what HTTP/1.1 and HTTP/2 requests share, so one instance type serves both.
  const app: FastifyInstance = tls
    ? (Fastify({ ...serverOptions, http2: true, https: { allowHTTP1: true, cert: tls.cert, key: tls.key } } as FastifyHttp2SecureOptions<Http2SecureServer>) as unknown as FastifyInstance)
    : Fastify(serverOptions);
  app.decorate('ctx', ctx);
  installErrorHandling(app);
  // Intern attendance carries its file as base64 JSON (up to INTERN_FILE_MAX_BYTES, ~1.37× on the wire);
  // every other operation keeps Fastify's 1 MiB limit.
  app.addHook('onRoute', (route) => {
    if (route.url === '/api/public/intern/attendance/save') route.bodyLimit = Math.ceil(INTERN_FILE_MAX_BYTES * 1.4) + 64 * 1024;
  });
  installAudit(app);
  installCors(app, config.corsOrigins);

  app.addHook('onSend', async (req, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', framable(req.url) ? 'SAMEORIGIN' : 'DENY');
    reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    reply.header('Content-Security-Policy', framable(req.url) ? CSP_FRAMABLE : CSP);
    // Holdings and tokens must never sit in a browser or proxy cache.
    if (req.url.startsWith('/api/') || req.url.startsWith('/sstatic/')) reply.header('Cache-Control', 'no-store');
  });
  await registerHealth(app, db, health);
  await app.register(compress, { global: true });
  if (process.env.BENCH_ROUTES === '1') await app.register((await import('./bench-routes.ts')).benchRoutes);

  // Visit tracking: answers a pixel and stores nothing (no personal data to protect, nothing to leak).
  app.get('/sstatic/sc.png', async (_req, reply) => reply.type('image/png').send(TRACKING_PNG));

  const spec = loadSpec(config.specPath, { demo: config.demo });
  // Every operation of the contract has its handler, or the server refuses to start and names the missing ones.
  const all: Handlers = { ...handlers, ...extraHandlers };
  const missing = spec.operationIds.filter((id) => !all[id]);
  if (missing.length > 0) throw new Error(`openapi.yaml operations without a handler: ${missing.join(', ')}`);
  const service: Handlers = Object.fromEntries(spec.operationIds.map((id) => [id, all[id]]));
  const securityHandlers = {
    async token(req: FastifyRequest) {
      const session = await authenticateAccess(ctx, headerValue(req.headers.token));
      const operationId = (req.routeOptions.schema as { operationId?: string } | undefined)?.operationId ?? '';
      if (session.currentIdType === 0 && !UNFINISHED_ALLOWED.has(operationId)) {
        // Named for the audit entry only: with an anonymous alternative ([token, {}]) the call goes on as anonymous.
        req.refusedUserId = session.userId;
        throw forbidden();
      }
      if (session.currentIdType === IDENTITY_TYPE.partner && !UNFINISHED_ALLOWED.has(operationId) && (await partnerLapsedNow(ctx, session.userId))) {
        req.refusedUserId = session.userId;
        throw partnerExpired();
      }
      req.session = session;
    },
    async onetimeToken(req: FastifyRequest) {
      req.onetime = await authenticateOnetime(ctx, headerValue(req.headers.onetimetoken));
    },
  };
  refuseUndeclaredMediaTypes(app, spec.document);
  refuseMissingBodies(app);
  // Its routes sit under /api/docs, where the contract has no path; unknown /api paths still answer apiNotFound.
  if (config.apiDocs ?? config.demo) await registerApiDocs(app, spec.document);
  await app.register(openapiGlue, {
    specification: spec.document,
    serviceHandlers: service,
    securityHandlers,
    prefix: '/api',
  });

  registerMedia(app);
  if (distDir) await registerSpa(app, distDir);
  else app.setNotFoundHandler(apiNotFound);
  return app;
}

/**
 * Requests of the contract are JSON alone, so a body of any other media type is refused with 415 before it reaches
 * validation (Fastify parses text/plain by default, and such a body skipped the schema). The media types the
 * contract names only for answers (PDFs, images) get a parser that refuses the same way: fastify-openapi-glue then
 * finds a parser for every media type of the contract and has nothing to warn about at start.
 */
function refuseUndeclaredMediaTypes(app: FastifyInstance, document: LoadedSpec['document']): void {
  app.removeContentTypeParser('text/plain');
  const answerOnly = [...mediaTypesOf(document)].filter((type) => !app.hasContentTypeParser(type));
  if (answerOnly.length === 0) return;
  app.addContentTypeParser(answerOnly, (_req, _payload, done) => {
    done(Object.assign(new Error('Unsupported Media Type'), { statusCode: 415 }), undefined);
  });
}

/**
 * A request without the body its operation requires (no body at all, so no media type either) is refused like any
 * other invalid body, 400 / 4000 in the request's language: Fastify validates a body only when there is one, so such
 * a request reached its handler, which failed on it (500).
 */
function refuseMissingBodies(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    if (req.body !== undefined || !(req.routeOptions.schema as { body?: unknown } | undefined)?.body) return;
    throw Object.assign(new Error('body required'), {
      statusCode: 400,
      validationContext: 'body',
      validation: [{ keyword: 'required', instancePath: '', params: {}, message: 'is required' }],
    });
  });
}

function mediaTypesOf(document: LoadedSpec['document']): Set<string> {
  const types = new Set<string>();
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'content' && value && typeof value === 'object') for (const type of Object.keys(value)) if (type.includes('/')) types.add(type);
      visit(value);
    }
  };
  visit(document.paths);
  visit(document.components);
  return types;
}
