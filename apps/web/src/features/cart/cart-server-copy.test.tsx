// The signed-in shopper's cart goes to the server a moment after the last change; a signed-out
// cart never does, and a cart found empty on opening is not sent (docs/whatsapp.md).
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '../../lib/auth-token';
import { json, renderInShop, stubFetchForEachTest } from '../../test/render';
import { useCart } from './cart-context';
import { CartServerCopy, SAVE_DELAY_MS } from './cart-server-copy';

const answer = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
stubFetchForEachTest((input, init) => answer(input, init));

let cart: ReturnType<typeof useCart> | undefined;
function Probe() {
  cart = useCart();
  return <CartServerCopy />;
}

const item = {
  id: 3,
  name: 'Banarasi Silk Saree',
  image: '',
  price: 8999,
  quantity: 1,
  selectedSize: 'Free',
  selectedColor: 'Crimson',
};

const cartPuts = () =>
  answer.mock.calls.filter(([url, init]) => /\/cart$/.test(String(url)) && init?.method === 'PUT');

describe('CartServerCopy', () => {
  beforeEach(() => {
    answer.mockReset();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answer.mockImplementation(async () => json({ items: [], changedAt: null }));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the lines once, after the last of quick changes, for a signed-in shopper', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'session-token-1234567890');
    renderInShop(<Probe />, { cart: true });
    await act(async () => vi.advanceTimersByTime(SAVE_DELAY_MS * 2));
    expect(cartPuts()).toHaveLength(0);
    act(() => cart?.addItem(item));
    act(() => cart?.addItem(item));
    await act(async () => vi.advanceTimersByTime(SAVE_DELAY_MS - 100));
    expect(cartPuts()).toHaveLength(0);
    await act(async () => vi.advanceTimersByTime(200));
    expect(cartPuts()).toHaveLength(1);
    expect(JSON.parse(String(cartPuts()[0]![1]?.body))).toEqual({
      items: [{ productId: 3, quantity: 2, size: 'Free', color: 'Crimson' }],
    });
    act(() => cart?.clear());
    await act(async () => vi.advanceTimersByTime(SAVE_DELAY_MS + 100));
    expect(JSON.parse(String(cartPuts()[1]![1]?.body))).toEqual({ items: [] });
  });

  it('sends nothing for a signed-out shopper', async () => {
    renderInShop(<Probe />, { cart: true });
    act(() => cart?.addItem(item));
    await act(async () => vi.advanceTimersByTime(SAVE_DELAY_MS * 2));
    expect(cartPuts()).toHaveLength(0);
  });
});
