// Setting the scene through the store's own public API (the same calls the storefront makes), so a
// journey about payments or accounts starts from its own fresh shopper and order without clicking
// through what the purchase journey already proves.
import { expect } from 'vitest';
import type { StoreInfo } from './servers';
import type { newShopperIdentity } from './ui';

type Identity = ReturnType<typeof newShopperIdentity>;

async function call<T>(
  store: StoreInfo,
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
): Promise<T> {
  const res = await fetch(`${store.url}/api/v1${path}`, {
    method: init.method ?? 'GET',
    headers: {
      accept: 'application/json',
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

export async function registerShopper(store: StoreInfo, who: Identity): Promise<string> {
  const body = await call<{ token: string }>(store, '/users/register', {
    method: 'POST',
    body: {
      email: who.email,
      password: who.password,
      firstName: who.firstName,
      lastName: who.lastName,
    },
  });
  expect(body.token).toBeTruthy();
  return body.token;
}

interface ApiProduct {
  id: number;
  title: string;
  attributes: Array<{ key: string; value: string[] }>;
}

/** An in-stock product of a category with its first in-stock size and its first colour. */
export async function pickProduct(
  store: StoreInfo,
  category: string,
  skip = 0,
): Promise<{ id: number; title: string; size?: string; color?: string }> {
  const list = await call<{ data: ApiProduct[] }>(store, `/products?category=${category}&limit=24`);
  const candidates = list.data.filter((p) => {
    const attr = (k: string) => p.attributes.find((a) => a.key === k)?.value ?? [];
    return attr('size').length === 0 || attr('inStockSizes').length > 0;
  });
  const p = candidates[skip];
  if (!p) throw new Error(`No in-stock product in ${category}`);
  const attr = (k: string) => p.attributes.find((a) => a.key === k)?.value ?? [];
  return {
    id: p.id,
    title: p.title,
    size: attr('inStockSizes')[0] ?? attr('size')[0],
    color: attr('color')[0],
  };
}

export interface PlacedOrder {
  id: string;
  total: number;
  productTitle: string;
}

/** A Pending order of one line, placed as the storefront places it (items with size and colour). */
export async function placeOrder(
  store: StoreInfo,
  token: string,
  who: Identity,
  options: { category?: string; quantity?: number; skip?: number } = {},
): Promise<PlacedOrder> {
  const product = await pickProduct(store, options.category ?? 'women', options.skip ?? 0);
  const order = await call<{ id: string; total: number; status: number }>(store, '/orders', {
    method: 'POST',
    token,
    body: {
      items: [
        {
          productId: product.id,
          quantity: options.quantity ?? 1,
          ...(product.size ? { size: product.size } : {}),
          ...(product.color ? { color: product.color } : {}),
        },
      ],
      shippingAddress: {
        fullName: `${who.firstName} ${who.lastName}`,
        address: '14 Residency Road, Shanthala Nagar',
        city: 'Bengaluru',
        state: 'Karnataka',
        postalCode: '560025',
        phone: who.phone,
      },
    },
  });
  expect(order.status).toBe(0);
  return { id: order.id, total: order.total, productTitle: product.title };
}

export async function orderStatus(store: StoreInfo, token: string, id: string): Promise<number> {
  const order = await call<{ status: number }>(store, `/orders/${encodeURIComponent(id)}`, {
    token,
  });
  return order.status;
}
