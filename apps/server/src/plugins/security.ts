// Security headers, the content security policy and CORS for the configured storefronts.
import cors from '@fastify/cors';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';

export async function registerSecurity(
  app: FastifyInstance,
  config: AppConfig,
  extraFormActions: string[] = [],
): Promise<void> {
  // helmet decides the headers; it runs once here, against a recording response, and every
  // request then gets the recorded set. @fastify/helmet re-parsed the CSP on each request
  // (about 6% of a cached catalog read's CPU in a --cpu-prof run under autocannon).
  const headers = recordHelmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        // No inline script: the storefront is built as external modules. The one exception is a
        // Hindi page's font check, allowed by its hash on those pages only (withScriptSource).
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", ...config.corsOrigins],
        // Card payments post a form to the gateway; nothing else may be a form target.
        'form-action': ["'self'", ...extraFormActions],
        'frame-ancestors': ["'none'"],
        'base-uri': ["'self'"],
        'object-src': ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // Product images are fetched cross-origin when the storefront runs on another host.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    strictTransportSecurity: config.env === 'production',
  });
  const apiHeaders = apiSecurityHeaders(config);
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(req.url.startsWith('/api/') ? apiHeaders : headers);
    done();
  });

  // CORS headers only for an allowed Origin: a request without one (the store's own pages,
  // a server, a benchmark) or from elsewhere gets none, only `Vary: Origin`.
  const allowed = new Set(config.corsOrigins);
  await app.register(cors, {
    origin: (origin, cb) => cb(null, origin !== undefined && allowed.has(origin) ? origin : false),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key', 'X-Client-Host'],
    exposedHeaders: ['X-Request-Id', 'Retry-After'],
    maxAge: 600,
  });
}

/**
 * A page's policy with one more script source in `script-src` (an inline script's hash): the
 * Hindi pages' font check (plugins/languages.ts). Every other directive stays as it is.
 */
export function withScriptSource(policy: string, source: string): string {
  return policy.replace(/(^|;)\s*script-src([^;]*)/, (_all, start: string, sources: string) => {
    return `${start}script-src${sources} ${source}`;
  });
}

/**
 * The security headers of a JSON answer. It is never rendered as a page, so the page policy
 * means nothing for it; it gets the short set OWASP's REST cheat sheet suggests (no
 * Referrer-Policy either: a JSON answer never navigates anywhere). On a cached catalog read
 * the full page set was half of every response's bytes.
 */
export function apiSecurityHeaders(config: AppConfig): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; base-uri 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    ...(config.env === 'production'
      ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
      : {}),
  };
}

/** The headers helmet would set for these options, computed once. */
export function recordHelmetHeaders(options: HelmetOptions): Record<string, string> {
  const recorded: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      recorded[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete recorded[name.toLowerCase()];
    },
    getHeader: (name: string) => recorded[name.toLowerCase()],
  };
  let failure: unknown;
  // helmet's middleware only sets headers and calls next synchronously.
  helmet(options)({ headers: {} } as never, res as never, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure;
  return recorded;
}
