// Whether this store serves the loopback Shiprocket double (sandbox/shiprocket-double.ts): on a
// loopback PUBLIC_URL unless SHIPPING_SANDBOX=false, or anywhere with SHIPPING_SANDBOX=true, and
// never with NODE_ENV=production (the same rule as the payment sandbox, docs/product/rules.md 8).
import type { FastifyInstance } from 'fastify';
import { isLoopbackUrl, type AppConfig } from '../../config.ts';

export const SHIPROCKET_DOUBLE_PREFIX = '/shiprocket-sandbox';

export function shippingSandboxOn(config: Pick<AppConfig, 'env' | 'publicUrl' | 'raw'>): boolean {
  if (config.env === 'production') return false;
  const asked = config.raw.SHIPPING_SANDBOX;
  if (asked === 'true') return true;
  if (asked === 'false') return false;
  return isLoopbackUrl(config.publicUrl);
}

/** Where the double answers, as Shiprocket's base URL (the paths below it are Shiprocket's). */
export const shiprocketDoubleUrl = (publicUrl: string) =>
  `${publicUrl.replace(/\/+$/, '')}${SHIPROCKET_DOUBLE_PREFIX}`;

/**
 * fetch for the providers, which hands calls to this store's own double straight to it (Fastify's
 * inject) instead of through the network: the double answers even in tests, which never listen,
 * and a store behind a proxy does not call itself through the proxy. Everything else is fetch.
 */
export function doubleAwareFetch(app: FastifyInstance): typeof fetch {
  const prefix = shiprocketDoubleUrl(app.config.publicUrl);
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!shippingSandboxOn(app.config) || !url.startsWith(`${prefix}/`)) return fetch(input, init);
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: url.slice(app.config.publicUrl.replace(/\/+$/, '').length),
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    // A 204 or 304 answer has no body, and a Response refuses one.
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : res.rawPayload, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? '') },
    });
  };
}
