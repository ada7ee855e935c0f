// buildApp assembles the API (and the built storefront) but never listens: tests use inject.
import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { Database, DatabaseHandle } from './db/client.ts';
import { registerAdminAuth } from './plugins/admin-auth.ts';
import { registerAuth } from './plugins/auth.ts';
import { acceptEmptyJsonBody } from './plugins/empty-json-body.ts';
import { FirstLook, registerReadCache } from './plugins/read-cache.ts';
import { AccessLogController, accessLogOptions } from './plugins/access-log.ts';
import {
  describingErrorCodes,
  noSuchEndpoint,
  registerErrorHandling,
  sendError,
} from './plugins/errors.ts';
import { registerRateLimiter } from './lib/rate-limiter.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerStorefront } from './plugins/storefront.ts';
import { userOfSessionToken } from './modules/accounts/index.ts';
import { mainPictureOf, productArchived } from './modules/catalog/index.ts';
import { paymentFormTargets } from './modules/payments/index.ts';
import { staffOfToken } from './modules/staff/index.ts';
import { catalogVersion } from './kernel/catalog-version.ts';
import { storeModules } from './store-modules.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: DatabaseHandle;
    db: Database;
  }
}

export interface BuildOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** Extra pino options (tests silence the log). */
  logger?: boolean | { level: string };
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: { write(line: string): void };
  /** The attempt counters' clock (tests move it instead of waiting out a window). */
  limiterClock?: () => number;
}

const REQUEST_ID = /^[A-Za-z0-9_.:-]{1,64}$/;

export async function buildApp({
  config,
  database,
  logger,
  logStream,
  limiterClock,
}: BuildOptions): Promise<FastifyInstance> {
  // The server offers each request to the read cache before Fastify (plugins/read-cache.ts).
  const firstLook = new FirstLook();
  const app = Fastify({
    serverFactory: firstLook.serverFactory,
    // One access line per request, none for cache hits (plugins/access-log.ts).
    logger: logger ?? accessLogOptions(config.logLevel, logStream),
    logController: new AccessLogController(),
    bodyLimit: config.bodyLimit,
    // A hop count becomes a predicate: trust that many proxies nearest to us.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_addr: string, i: number) =>
              i < hops
          )(config.trustProxy)
        : config.trustProxy,
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // The router refuses undecodable and over-long paths before any hook or error handler
    // runs; by default it answers in its own shape, echoing the whole path back.
    frameworkErrors: (error, _req, reply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      void sendError(
        reply as FastifyReply,
        tooLong ? 'uri_too_long' : 'invalid',
        tooLong ? 'The address is too long' : 'The address is not valid',
      );
    },
    // On close, drop idle keep-alive sockets at once but let requests in flight finish (server.ts
    // bounds the wait); `true` would cut those off mid-answer.
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  // The API reads JSON only. Fastify also parses text/plain, which let a JSON object sent as
  // text reach validation as a string and come back as "must be a JSON object", not a 415.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  // Once closing, answers in flight say `connection: close`, so their keep-alive sockets end
  // with them and the server can finish closing instead of waiting on them.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (req, reply, payload, done) => {
    reply.header('x-request-id', req.id);
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  registerErrorHandling(app);
  // First of the onRequest hooks: a catalog read it answers from memory skips all the others.
  registerReadCache(app, () => catalogVersion(app.db), firstLook);
  await registerSecurity(app, config, paymentFormTargets(config));
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Quality 4 keeps brotli cheap enough to run on every JSON response.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  registerAuth(app, (token) => userOfSessionToken(app.db, token));
  registerRateLimiter(app, limiterClock);

  await registerApiDescription(app);

  await registerModules(app);

  if (
    !(await registerStorefront(app, config.webDistDir, {
      readVersion: () => catalogVersion(app.db),
      productArchived: (id) => productArchived(app.db, id),
      mainPictureOf: (product) => mainPictureOf(app.db, product),
    }))
  ) {
    app.setNotFoundHandler((req, reply) =>
      sendError(reply, 'not_found', noSuchEndpoint(req.method, req.url)),
    );
  }
  return app;
}

/** The OpenAPI document of the API, served at /api/v1/docs with a browsable page. */
async function registerApiDescription(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Ethnic Elegance store API',
        version: '1.0.0',
        description:
          'The JSON API behind the storefront. Errors are { "error": "readable sentence", "code": "stable_name", "fields"?: { "path": "message" } }; each operation lists the codes it may answer.',
        license: { name: 'MIT', url: 'https://opensource.org/licenses/MIT' },
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: describingErrorCodes(jsonSchemaTransform),
  });
  await app.register(swaggerUi, { routePrefix: '/api/v1/docs', staticCSP: true });
}

/**
 * Every module's routes and jobs, in the order of the list (src/store-modules.ts): shopper
 * routes under /api/v1, admin routes under /api/v1/admin behind a staff token, then the few
 * outside the API, then the jobs.
 */
async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(
    async (api) => {
      // GET responses of the API are computed per request; shared caches must not keep them,
      // except where a route says otherwise.
      api.addHook('onSend', (_req, reply, payload, done) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
        done(null, payload);
      });
      for (const m of storeModules) for (const routes of m.routes ?? []) await api.register(routes);
    },
    { prefix: '/api/v1' },
  );
  // The owner's admin (docs/decisions/009-admin.md): every route in this scope needs a staff
  // token; a shopper's token is refused with a 403. Each module's descriptor lists its admin
  // routes (`adminRoutes`, from `modules/<domain>/<domain>.admin-routes.ts`).
  await app.register(
    async (admin) => {
      registerAdminAuth(admin, {
        staffOfToken: (token) => staffOfToken(app.db, token, app.config.auth.adminSessionMaxDays),
        isShopperToken: async (token) => (await userOfSessionToken(app.db, token)) !== null,
      });
      admin.addHook('onSend', (_req, reply, payload, done) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
        done(null, payload);
      });
      acceptEmptyJsonBody(admin);
      for (const m of storeModules) {
        for (const routes of m.adminRoutes ?? []) await admin.register(routes);
      }
    },
    { prefix: '/api/v1/admin' },
  );
  for (const m of storeModules) for (const routes of m.rootRoutes ?? []) await app.register(routes);
  // Timers, workers and start-up lines, once every route is in place.
  for (const m of storeModules) for (const job of m.jobs ?? []) job(app);
}
