// For the reviews tests: an order of a product marked delivered (as the owner's move leaves it),
// and the multipart body a browser sends with a review and its photos.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema.ts';
import { createOrder } from '../../flows/checkout/index.ts';
import { address } from '../orders/test-fixtures.ts';

/** An order of one `size` of the product, delivered `daysAgo` days ago; its one line's id. */
export async function deliveredLine(
  db: Database,
  shopper: { id: string; email: string },
  productId: number,
  options: { size?: string; daysAgo?: number; delivered?: boolean } = {},
): Promise<{ orderId: string; orderItemId: number }> {
  const { order } = await createOrder(db, shopper, {
    items: [{ productId, quantity: 1, size: options.size ?? 'S', color: 'Maroon' }],
    shippingAddress: address,
  });
  if (options.delivered !== false) {
    await db
      .update(orders)
      .set({
        status: 3,
        deliveredAt: sql`now() - make_interval(days => ${options.daysAgo ?? 0})`,
      })
      .where(eq(orders.id, order.id));
  }
  const [line] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id));
  return { orderId: order.id, orderItemId: line!.id };
}

/** multipart/form-data with the review's JSON in `review` and each photo in `photo`. */
export function reviewForm(review: unknown, photos: Buffer[] = []) {
  const boundary = '----review-test-boundary';
  const parts: Buffer[] = [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="review"\r\n\r\n${JSON.stringify(review)}\r\n`,
    ),
  ];
  photos.forEach((photo, i) => {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="p${i}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      photo,
      Buffer.from('\r\n'),
    );
  });
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
