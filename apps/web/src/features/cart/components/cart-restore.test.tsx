// The reminder's link (docs/whatsapp.md, "The cart reminder"): the saved lines are merged into
// this device's cart and the shopper lands on /cart; a used or expired link says so.
import { product as productSchema, type Product } from '@store/contract';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { fixture } from '../../../test/fixture';
import { json, renderInShop, stubFetchForEachTest } from '../../../test/render';
import { CART_STORAGE_KEY, type CartLine } from '../cart-reducer';
import { CartRestore } from './cart-restore';

const answer = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
stubFetchForEachTest((input, init) => answer(input, init));

const TOKEN = 'a'.repeat(43);

const wire = (id: number, title: string, price: number): Product =>
  fixture(productSchema, {
    id,
    title,
    description: '',
    imgUrl: '',
    category: 'Women',
    parentCategory: 'Sarees',
    subCategory: 'Silk Sarees',
    masterCategory: 'Apparel',
    gender: 'Women',
    regularPrice: price,
    discountedPrice: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    images: [],
    attributes: [],
    inStock: true,
  });

const kept: CartLine = {
  id: 3,
  name: 'Banarasi Silk Saree',
  image: '',
  price: 8999,
  quantity: 1,
  selectedSize: 'Free',
  selectedColor: 'Crimson',
};

function cartInStorage(): CartLine[] {
  return JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]') as CartLine[];
}

function show() {
  return renderInShop(
    <Routes>
      <Route path="/cart/restore" element={<CartRestore />} />
      <Route path="/cart" element={<p>The cart page</p>} />
    </Routes>,
    { at: `/cart/restore?token=${TOKEN}`, cart: true },
  );
}

describe('CartRestore', () => {
  it('merges the saved lines into this cart, once, and lands on /cart', async () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([kept]));
    answer.mockResolvedValue(
      json({
        items: [
          {
            line: { productId: 3, quantity: 2, size: 'Free', color: 'Crimson' },
            product: wire(3, 'Banarasi Silk Saree', 8999),
          },
          {
            line: { productId: 7, quantity: 1, size: 'M' },
            product: wire(7, 'Chikankari Kurta', 2499),
          },
        ],
      }),
    );
    show();
    expect(await screen.findByText('The cart page')).toBeTruthy();
    expect(answer).toHaveBeenCalledTimes(1);
    const [url, init] = answer.mock.calls[0]!;
    expect(String(url)).toMatch(/\/cart\/restore$/);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ token: TOKEN });
    await waitFor(() =>
      expect(cartInStorage()).toEqual([
        { ...kept, quantity: 3 },
        expect.objectContaining({
          id: 7,
          name: 'Chikankari Kurta',
          price: 2499,
          quantity: 1,
          selectedSize: 'M',
        }),
      ]),
    );
  });

  it('says so when the link was used or has expired, and leaves the cart alone', async () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([kept]));
    answer.mockResolvedValue(
      json({ error: 'This cart link has expired or was already used', code: 'not_found' }, 404),
    );
    show();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This cart link has expired or was already used',
    );
    expect(screen.getByRole('link', { name: 'Go to your cart' })).toBeTruthy();
    expect(cartInStorage()).toEqual([kept]);
  });
});
