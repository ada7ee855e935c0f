// Reviews end to end (issue 33): only a delivered line's buyer may write one, once; photos go
// through the photo pipeline; nobody sees a review before the owner approves it; approved ones
// give the product its stars; the review request mail's link works once.
import { adminReview, ownReview, product, productReviewsResponse } from '@store/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orders, reviewPhotos, reviews } from '../../db/schema.ts';
import {
  caller,
  createTestApp,
  createTestUser,
  randomIp,
  testDbKind,
  type TestApp,
} from '../../test/harness.ts';
import { photoPixels } from '../catalog/photos.test-kit.ts';
import { createProduct } from '../orders/test-fixtures.ts';
import { adminCaller, staffToken } from '../staff/staff.test-kit.ts';
import { sendReviewRequests } from './review-requests.service.ts';
import { deliveredLine, reviewForm } from './reviews.test-kit.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: ReturnType<typeof adminCaller>;
let staff: string;
let photo: Buffer;

beforeAll(async () => {
  t = await createTestApp({ env: { CATALOG_CACHE_POLL_MS: '50' } });
  call = caller(t.app);
  admin = adminCaller(t.app);
  staff = await staffToken(t.app, 'staff');
  photo = await (await photoPixels(800, 600)).jpeg().toBuffer();
});
afterAll(async () => {
  await t?.close();
});

const good = {
  rating: 4,
  title: 'Lovely colour',
  text: 'Soft cotton, the maroon is rich.',
  fit: 'small',
};

async function post(productId: number, review: unknown, photos: Buffer[] = [], token?: string) {
  const form = reviewForm(review, photos);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/products/${productId}/reviews`,
    remoteAddress: randomIp(),
    headers: { ...form.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: form.payload,
  });
  return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
}

const approvedOf = async (productId: number) =>
  productReviewsResponse.parse((await call('GET', `/products/${productId}/reviews`)).body);

describe(`reviews (${testDbKind})`, () => {
  it('takes a review with a photo only from the buyer of a delivered line, once', async () => {
    const p = await createProduct(t.database.db);
    const buyer = await createTestUser(t.database.db, { firstName: 'Asha' });
    const stranger = await createTestUser(t.database.db);

    expect((await post(p.id, good)).status).toBe(401);
    const none = await post(p.id, good, [], stranger.token);
    expect(none.status).toBe(403);
    expect(none.body.code).toBe('forbidden');
    // An order that is not delivered yet gives no right to review.
    await deliveredLine(t.database.db, buyer, p.id, { delivered: false });
    expect((await post(p.id, good, [], buyer.token)).status).toBe(403);

    await deliveredLine(t.database.db, buyer, p.id);
    const made = await post(p.id, good, [photo], buyer.token);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const review = ownReview.parse(made.body);
    expect(review).toMatchObject({ status: 'pending', rating: 4, fit: 'small', author: 'Asha' });
    expect(review.photos).toHaveLength(1);
    expect(review.photos[0]!.srcset.avif).toContain('/api/v1/media/images/');

    // The one delivered line is reviewed: a second review of it is refused.
    const again = await post(p.id, good, [], buyer.token);
    expect(again.status).toBe(409);
    const stored = await t.database.db.select().from(reviews).where(eq(reviews.productId, p.id));
    expect(stored).toHaveLength(1);
  });

  it('refuses bad input with a clear 400 and stores nothing', async () => {
    const p = await createProduct(t.database.db);
    const buyer = await createTestUser(t.database.db);
    await deliveredLine(t.database.db, buyer, p.id);
    const bad = [
      { ...good, rating: 6 },
      { ...good, title: 'Nice\u0007' },
      { ...good, text: 'x'.repeat(4001) },
      { ...good, fit: 'tight' },
      { ...good, verified: true },
    ];
    for (const body of bad) {
      const res = await post(p.id, body, [], buyer.token);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('invalid');
    }
    const five = await post(p.id, good, [photo, photo, photo, photo, photo], buyer.token);
    expect(five.status).toBe(400);
    const notPhoto = await post(p.id, good, [Buffer.from('<html>not a photo</html>')], buyer.token);
    expect(notPhoto.status).toBe(415);
    expect(await t.database.db.select().from(reviews).where(eq(reviews.productId, p.id))).toEqual(
      [],
    );
  });

  it('shows a review to nobody until approved; then the page, the stars and the queue agree', async () => {
    const p = await createProduct(t.database.db);
    const buyer = await createTestUser(t.database.db);
    await deliveredLine(t.database.db, buyer, p.id);
    const made = ownReview.parse((await post(p.id, good, [photo], buyer.token)).body);

    expect((await approvedOf(p.id)).count).toBe(0);
    expect((await approvedOf(p.id)).data).toEqual([]);
    // The owner's queue has it; staff tokens are needed.
    expect((await admin('GET', '/reviews')).status).toBe(401);
    const queue = await admin('GET', '/reviews?status=pending', undefined, { token: staff });
    const pending = (queue.body.data as unknown[]).map((r) => adminReview.parse(r));
    expect(pending.map((r) => r.id)).toContain(made.id);
    expect(pending.find((r) => r.id === made.id)?.email).toBe(buyer.email);

    const approve = await admin(
      'POST',
      `/reviews/${made.id}`,
      { action: 'approve' },
      { token: staff },
    );
    expect(approve.status).toBe(200);
    const reply = await admin(
      'POST',
      `/reviews/${made.id}`,
      { action: 'reply', reply: 'Thank you, Asha!' },
      { token: staff },
    );
    expect(reply.status).toBe(200);

    const page = await approvedOf(p.id);
    expect(page).toMatchObject({ count: 1, average: 4, fit: { small: 1, true: 0, large: 0 } });
    expect(page.data[0]).toMatchObject({
      id: made.id,
      verifiedBuyer: true,
      reply: 'Thank you, Asha!',
    });
    expect(page.data[0]).not.toHaveProperty('email');
    // The card's stars come with the product (after the catalog cache notices the change).
    let rating: unknown;
    for (let i = 0; i < 40 && !rating; i++) {
      rating = product.parse((await call('GET', `/products/${p.id}`)).body).rating;
      if (!rating) await new Promise((r) => setTimeout(r, 50));
    }
    expect(rating).toEqual({ average: 4, count: 1 });

    const reject = await admin(
      'POST',
      `/reviews/${made.id}`,
      { action: 'reject', reason: 'Shows a face' },
      { token: staff },
    );
    expect(adminReview.parse(reject.body)).toMatchObject({
      status: 'rejected',
      rejectReason: 'Shows a face',
    });
    expect((await approvedOf(p.id)).count).toBe(0);
  });
});

describe(`reviews read and requested (${testDbKind})`, () => {
  it('lets a shopper mark an approved review helpful once, and sorts by it', async () => {
    const p = await createProduct(t.database.db);
    const ids: number[] = [];
    for (const rating of [5, 3]) {
      const buyer = await createTestUser(t.database.db);
      await deliveredLine(t.database.db, buyer, p.id);
      const r = ownReview.parse(
        (await post(p.id, { ...good, rating, fit: 'true' }, [], buyer.token)).body,
      );
      await admin('POST', `/reviews/${r.id}`, { action: 'approve' }, { token: staff });
      ids.push(r.id);
    }
    const reader = await createTestUser(t.database.db);
    expect(
      (await call('POST', `/reviews/${ids[0]}/helpful`, undefined, { token: reader.token })).status,
    ).toBe(204);
    expect(
      (await call('POST', `/reviews/${ids[0]}/helpful`, undefined, { token: reader.token })).status,
    ).toBe(204);
    const helpful = productReviewsResponse.parse(
      (await call('GET', `/products/${p.id}/reviews?sort=helpful`)).body,
    );
    expect(helpful.data.map((r) => r.id)).toEqual(ids);
    expect(helpful.data[0]!.helpful).toBe(1);
    const newest = productReviewsResponse.parse(
      (await call('GET', `/products/${p.id}/reviews`)).body,
    );
    expect(newest.data.map((r) => r.id)).toEqual([...ids].reverse());
    expect(newest.average).toBe(4);
  });

  it('mails a single-use review link some days after delivery, once', async () => {
    const p = await createProduct(t.database.db);
    const buyer = await createTestUser(t.database.db);
    const line = await deliveredLine(t.database.db, buyer, p.id, { daysAgo: 5 });
    const now = new Date();
    expect(
      await sendReviewRequests(t.database.db, { publicUrl: 'http://127.0.0.1:1', now }),
    ).toBeGreaterThanOrEqual(1);
    expect(await sendReviewRequests(t.database.db, { publicUrl: 'http://127.0.0.1:1', now })).toBe(
      0,
    );
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `review-request:${line.orderId}`));
    expect(mail?.to).toBe(buyer.email);
    const token = /\/review\?token=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeDefined();

    const link = await call('GET', `/review-links/${token}`);
    expect(link.body).toMatchObject({ orderItemId: line.orderItemId, productId: p.id });
    // Written through the link, without signing in; the link then stops working.
    const made = await post(p.id, { ...good, token }, [photo]);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect((await post(p.id, { ...good, token })).status).toBe(404);
    expect((await call('GET', `/review-links/${token}`)).status).toBe(404);
    const photos = await t.database.db.select().from(reviewPhotos);
    expect(photos.length).toBeGreaterThanOrEqual(1);
  });

  it('asks a shopper who ordered in Hindi in Hindi, with links to the Hindi review page', async () => {
    const p = await createProduct(t.database.db);
    const buyer = await createTestUser(t.database.db);
    const line = await deliveredLine(t.database.db, buyer, p.id, { daysAgo: 5 });
    await t.database.db.update(orders).set({ language: 'hi' }).where(eq(orders.id, line.orderId));
    await sendReviewRequests(t.database.db, { publicUrl: 'http://127.0.0.1:1' });
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `review-request:${line.orderId}`));
    expect(mail?.subject).toMatch(/ऑर्डर कैसा बैठा\?$/);
    expect(mail?.text).toContain('नमस्ते');
    expect(mail?.text).toMatch(/\/hi\/review\?token=[A-Za-z0-9_-]{43}/);
    expect(mail?.html).toContain('<html lang="hi">');
    expect(mail?.text).not.toMatch(/Your order arrived|Each link works once/);
  });
});
