import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  busy,
  couponRefused,
  DomainError,
  invalid,
  outOfStock,
  rateLimited,
  type DomainErrorKind,
} from '../lib/domain-error.ts';
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
  it.each<[DomainErrorKind, number, string]>([
    ['invalid', 400, 'invalid'],
    ['unauthenticated', 401, 'unauthorized'],
    ['forbidden', 403, 'forbidden'],
    ['not_found', 404, 'not_found'],
    ['conflict', 409, 'conflict'],
    ['mismatch', 422, 'idempotency_mismatch'],
    ['too_large', 413, 'payload_too_large'],
    ['unsupported_media', 415, 'unsupported_media_type'],
  ])('answers %s with %i, the message and the code', async (kind, status, code) => {
    const answer = await answerTo(new DomainError(kind, `a ${kind} refusal`));
    expect(answer).toEqual({
      status,
      retryAfter: undefined,
      body: { error: `a ${kind} refusal`, code },
    });
  });

  it('says when to come back after a rate limit (429) or a full queue (503)', async () => {
    expect(await answerTo(rateLimited('Too many sign-in attempts.', 90))).toEqual({
      status: 429,
      retryAfter: '90',
      body: { error: 'Too many sign-in attempts.', code: 'rate_limited' },
    });
    expect(
      await answerTo(busy('Too many sign-ins at once. Please try again in a moment.', 5)),
    ).toEqual({
      status: 503,
      retryAfter: '5',
      body: {
        error: 'Too many sign-ins at once. Please try again in a moment.',
        code: 'unavailable',
      },
    });
  });

  it('answers the finer codes with their own status', async () => {
    expect(await answerTo(outOfStock('Not enough stock: only 1 left of "Kurta"'))).toMatchObject({
      status: 409,
      body: { error: 'Not enough stock: only 1 left of "Kurta"', code: 'out_of_stock' },
    });
    expect(await answerTo(couponRefused('expired', 'The code X expired.'))).toMatchObject({
      status: 400,
      body: { code: 'coupon_expired' },
    });
    expect(
      await answerTo(couponRefused('minimum-not-met', 'The code X needs more.')),
    ).toMatchObject({ status: 400, body: { code: 'coupon_invalid' } });
    expect(await answerTo(couponRefused('used-up', 'The code X has been used up.'))).toMatchObject({
      status: 409,
      body: { code: 'coupon_used_up' },
    });
  });

  it('names the refused field of a "path: message" refusal in fields, and no field of a sentence', async () => {
    expect(
      (await answerTo(invalid('shippingAddress.postalCode: a PIN code is 6 digits'))).body,
    ).toEqual({
      error: 'shippingAddress.postalCode: a PIN code is 6 digits',
      code: 'invalid',
      fields: { 'shippingAddress.postalCode': 'a PIN code is 6 digits' },
    });
    expect((await answerTo(outOfStock('Not enough stock: "Kurta" is sold out'))).body).toEqual({
      error: 'Not enough stock: "Kurta" is sold out',
      code: 'out_of_stock',
    });
    expect((await answerTo(invalid('Invalid settings at a.b: no', { 'a.b': 'no' }))).body).toEqual({
      error: 'Invalid settings at a.b: no',
      code: 'invalid',
      fields: { 'a.b': 'no' },
    });
  });

  it('answers a fault with a code and no internals', async () => {
    const answer = await answerTo(new Error('relation "secret_table" does not exist'));
    expect(answer).toEqual({
      status: 500,
      retryAfter: undefined,
      body: { error: 'Something went wrong on our side. Please try again.', code: 'internal' },
    });
  });
});
