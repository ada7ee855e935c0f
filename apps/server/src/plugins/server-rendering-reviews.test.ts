// A product page's JSON-LD and its reviews (issue 33): nothing about ratings before a review is
// approved; then aggregateRating and the review itself, from the approved reviews the page
// carries, valid for Adobe's structured-data validator (Google's review snippet rules).
// Runs against the storefront build (apps/web/dist), like server-rendering.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../modules/orders/test-fixtures.ts';
import { deliveredLine, reviewForm } from '../modules/reviews/reviews.test-kit.ts';
import { adminCaller, staffToken } from '../modules/staff/staff.test-kit.ts';
import { createTestApp, createTestUser, type TestApp } from '../test/harness.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const webDist = path.join(root, 'apps/web/dist');
let t: TestApp;

beforeAll(async () => {
  if (!fs.existsSync(path.join(webDist, '.server/entry-server.js'))) {
    throw new Error('build the storefront first (npm run build)');
  }
  t = await createTestApp({
    env: { WEB_DIST_DIR: webDist, PUBLIC_URL: 'https://shop.example', CATALOG_CACHE_POLL_MS: '50' },
  });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function productLd(id: number) {
  const html = (await t.app.inject({ method: 'GET', url: `/product/${id}` })).body;
  const extracted = new WebAutoExtractor({
    addLocation: true,
    embedSource: ['rdfa', 'microdata'],
  }).parse(html) as { jsonld: Record<string, Array<Record<string, unknown>>> };
  const issues = (await new Validator().validate(extracted)) as { severity: string }[];
  return {
    product: extracted.jsonld.Product?.[0] as Record<string, unknown> | undefined,
    errors: issues.filter((i) => i.severity === 'ERROR'),
  };
}

describe('a product page with reviews', () => {
  it('says nothing of ratings until a review is approved, then carries it', async () => {
    const p = await createProduct(t.database.db);
    const buyer = await createTestUser(t.database.db);
    await deliveredLine(t.database.db, buyer, p.id);
    const form = reviewForm({
      rating: 5,
      title: 'Perfect fit',
      text: 'Lovely weave.',
      fit: 'true',
    });
    const made = await t.app.inject({
      method: 'POST',
      url: `/api/v1/products/${p.id}/reviews`,
      headers: { ...form.headers, authorization: `Bearer ${buyer.token}` },
      payload: form.payload,
    });
    expect(made.statusCode, made.body).toBe(201);
    const before = await productLd(p.id);
    expect(before.product).toBeTruthy();
    expect(before.product).not.toHaveProperty('aggregateRating');

    const staff = await staffToken(t.app, 'staff');
    const id = made.json<{ id: number }>().id;
    const approved = await adminCaller(t.app)(
      'POST',
      `/reviews/${id}`,
      { action: 'approve' },
      { token: staff },
    );
    expect(approved.status).toBe(200);
    let after = await productLd(p.id);
    for (let i = 0; i < 40 && !after.product?.aggregateRating; i++) {
      await new Promise((r) => setTimeout(r, 50));
      after = await productLd(p.id);
    }
    expect(after.errors).toEqual([]);
    expect(after.product?.aggregateRating).toMatchObject({
      '@type': 'AggregateRating',
      ratingValue: 5,
      reviewCount: 1,
    });
    expect(after.product?.review).toEqual([
      expect.objectContaining({
        '@type': 'Review',
        name: 'Perfect fit',
        author: { '@type': 'Person', name: 'Asha' }, // the name on the delivered order
        reviewRating: expect.objectContaining({ ratingValue: 5 }),
      }),
    ]);
  });
});
