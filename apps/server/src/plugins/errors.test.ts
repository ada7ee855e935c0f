import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { busy, DomainError, rateLimited, type DomainErrorKind } from '../lib/domain-error.ts';
import { registerErrorHandling } from './errors.ts';

async function answerTo(error: Error) {
  const app = Fastify({ logger: false });
  registerErrorHandling(app);
  app.get('/', async () => {
    throw error;
  });
  const res = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return { status: res.statusCode, retryAfter: res.headers['retry-after'], body: res.json() };
}

describe('domain errors over HTTP', () => {
  it.each<[DomainErrorKind, number]>([
    ['invalid', 400],
    ['unauthenticated', 401],
    ['forbidden', 403],
    ['not_found', 404],
    ['conflict', 409],
    ['mismatch', 422],
  ])('answers %s with %i and the message', async (kind, status) => {
    const answer = await answerTo(new DomainError(kind, `a ${kind} refusal`));
    expect(answer).toEqual({ status, retryAfter: undefined, body: { error: `a ${kind} refusal` } });
  });

  it('says when to come back after a rate limit (429) or a full queue (503)', async () => {
    expect(await answerTo(rateLimited('Too many sign-in attempts.', 90))).toEqual({
      status: 429,
      retryAfter: '90',
      body: { error: 'Too many sign-in attempts.' },
    });
    expect(
      await answerTo(busy('Too many sign-ins at once. Please try again in a moment.', 5)),
    ).toEqual({
      status: 503,
      retryAfter: '5',
      body: { error: 'Too many sign-ins at once. Please try again in a moment.' },
    });
  });
});
