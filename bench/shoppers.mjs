// The shoppers of the mixed loads (bench/load-mixed.mjs on two PostgreSQL processes, and the
// memory section of bench/run.mjs on one embedded store): each autocannon connection is one
// shopper going round six calls: a category page, a product, a search, the store information,
// an order (with its own Idempotency-Key) and their last orders.
import { randomBytes } from 'node:crypto';

const CATEGORIES = ['men', 'women', 'accessories', 'kurta', 'saree', 'lehenga'];
const SEARCHES = ['silk', 'cotton kurta', 'banarasi', 'jutti'];
const pick = (xs) => xs[Math.floor(Math.random() * xs.length)];

/** The products a shopper may order, with a size and colour each, from a listing answer. */
export const productsOf = (listing) =>
  listing.data.map((p) => {
    const attr = (k) => p.attributes.find((a) => a.key === k)?.value ?? [];
    return { id: p.id, size: attr('size')[0], color: attr('color')[0] };
  });

function orderFor(products) {
  const p = pick(products);
  const line = { productId: p.id, quantity: 1 + Math.floor(Math.random() * 2) };
  if (p.size) line.size = p.size;
  if (p.color) line.color = p.color;
  return {
    items: [line],
    shippingAddress: {
      fullName: 'Bench Shopper',
      address: '12, Linking Road, Bandra West',
      city: 'Mumbai',
      state: 'Maharashtra',
      postalCode: '400050',
      phone: '98765 43210',
    },
  };
}

/**
 * autocannon's `requests` for one round of a shopper. `tokens` are signed-in sessions, shared
 * out one to a connection. `onAnswer(status)` hears every answer; `onOrderSent(order)` each
 * order as it goes ({ key, token, body, id: null }) and `onOrderPlaced(order)` each one answered
 * 201, with its id filled in.
 */
export function shopperRounds({ tokens, products, onAnswer, onOrderSent, onOrderPlaced }) {
  let shopper = 0;
  const answered = (status) => onAnswer?.(status);
  return [
    {
      method: 'GET',
      setupRequest: (req, ctx) => {
        ctx.token ??= tokens[shopper++ % tokens.length];
        return {
          ...req,
          path: `/api/v1/products?category=${pick(CATEGORIES)}&page=${1 + Math.floor(Math.random() * 3)}`,
        };
      },
      onResponse: answered,
    },
    {
      method: 'GET',
      setupRequest: (req) => ({ ...req, path: `/api/v1/products/${pick(products).id}` }),
      onResponse: answered,
    },
    {
      method: 'GET',
      setupRequest: (req) => ({
        ...req,
        path: `/api/v1/products?q=${encodeURIComponent(pick(SEARCHES))}`,
      }),
      onResponse: answered,
    },
    { method: 'GET', path: '/api/v1/storeInfo', onResponse: answered },
    {
      method: 'POST',
      path: '/api/v1/orders',
      setupRequest: (req, ctx) => {
        const key = randomBytes(12).toString('hex');
        const order = { key, token: ctx.token, body: JSON.stringify(orderFor(products)), id: null };
        onOrderSent?.(order);
        ctx.order = order;
        return {
          ...req,
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${order.token}`,
            'idempotency-key': key,
          },
          body: order.body,
        };
      },
      // One request at a time per connection: this answer is the order this connection sent.
      onResponse: (status, body, ctx) => {
        answered(status);
        if (status === 201) {
          ctx.order.id = JSON.parse(body).id;
          onOrderPlaced?.(ctx.order);
        }
      },
    },
    {
      method: 'GET',
      path: '/api/v1/orders?limit=5',
      setupRequest: (req, ctx) => ({
        ...req,
        headers: { authorization: `Bearer ${ctx.token}` },
      }),
      onResponse: answered,
    },
  ];
}
