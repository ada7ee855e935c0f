// Gateway posts (PayU's return and notification, the sandbox's checkout) come from anyone who
// cares to send them, and each one that names one of our transactions is stored as a payment
// event (payments.repository.ts caps those per payment). Posts that are not believed are counted
// per client address, so that a forger is stopped after a few; a post that is believed gives its
// attempt back, so the gateway and shoppers returning from it are never held up by them
// (SECURITY.md, "Orders and money").
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rateLimited } from '../../lib/domain-error.ts';
import { clientAddressKey } from '../../lib/rate-limiter.ts';

/** Posts that were not believed, per client address and window, before the address waits. */
export const GATEWAY_POSTS_PER_ADDRESS = 20;
export const GATEWAY_POST_WINDOW_MS = 10 * 60_000;

export interface GatewayPostLimit {
  /** Gives the request's attempt back: the post was believed. */
  refund(req: FastifyRequest): Promise<void>;
}

const keyOf = (name: string, req: FastifyRequest) =>
  `gateway:${name}:address:${clientAddressKey(req.ip)}`;

/**
 * Counts every post to the routes of `app` (a plugin scope) before it is read, and refuses an
 * address past the limit with a 429. With `refundBelow400`, any answer under 400 counts as
 * believed; otherwise the route calls refund() itself.
 */
export function limitGatewayPosts(
  app: FastifyInstance,
  name: string,
  options: { refundBelow400?: boolean } = {},
): GatewayPostLimit {
  const limiter = app.rateLimiter;
  app.addHook('onRequest', async (req) => {
    if (req.method !== 'POST') return;
    const r = await limiter.consume(
      keyOf(name, req),
      GATEWAY_POSTS_PER_ADDRESS,
      GATEWAY_POST_WINDOW_MS,
    );
    if (!r.allowed) {
      const minutes = Math.max(1, Math.ceil(r.retryAfterSeconds / 60));
      throw rateLimited(
        `Too many payment messages from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        r.retryAfterSeconds,
      );
    }
  });
  const limit: GatewayPostLimit = { refund: (req) => limiter.refund(keyOf(name, req)) };
  if (options.refundBelow400) {
    app.addHook('onResponse', async (req, reply) => {
      if (req.method === 'POST' && reply.statusCode < 400) await limit.refund(req);
    });
  }
  return limit;
}
