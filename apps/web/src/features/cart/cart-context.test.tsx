import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../lib/toast';
import { CartProvider, useCart } from './cart-context';
import { CART_STORAGE_KEY, lineKey } from './cart-reducer';

vi.mock('../../lib/toast', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }),
}));

let cart: ReturnType<typeof useCart> | undefined;
function Probe() {
  cart = useCart();
  return null;
}

const item = {
  id: 3,
  name: 'Banarasi Silk Saree',
  image: '',
  price: 8999,
  quantity: 1,
  selectedSize: 'One Size',
  selectedColor: 'Crimson',
};

describe('CartProvider', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.clearAllMocks();
  });
  afterEach(() => {
    cleanup();
    cart = undefined;
  });

  it('announces adds, merges, removals and clearing in the words of docs/product/storefront.md', () => {
    render(
      <CartProvider>
        <Probe />
      </CartProvider>,
    );
    act(() => cart?.addItem(item));
    expect(toast.success).toHaveBeenLastCalledWith('Added to cart', {
      description: 'Banarasi Silk Saree added to your cart.',
    });
    act(() => cart?.addItem(item));
    expect(toast.success).toHaveBeenLastCalledWith('Cart updated', {
      description: 'Banarasi Silk Saree quantity increased.',
    });
    expect(cart?.count).toBe(2);
    expect(cart?.total).toBe(17998);

    act(() => cart?.removeLine(lineKey(item)));
    expect(toast).toHaveBeenLastCalledWith('Removed from cart', expect.anything());
    act(() => cart?.addItem(item));
    act(() => cart?.clear());
    expect(toast).toHaveBeenLastCalledWith('Cart cleared', {
      description: 'All items have been removed from your cart.',
    });
    expect(cart?.lines).toEqual([]);
  });

  it('says so, rather than "quantity increased", when a line already holds 10', () => {
    render(
      <CartProvider>
        <Probe />
      </CartProvider>,
    );
    act(() => cart?.addItem({ ...item, quantity: 10 }));
    vi.clearAllMocks();
    act(() => cart?.addItem(item));
    expect(toast.success).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenLastCalledWith('Cart limit reached', {
      description: 'You can order up to 10 of Banarasi Silk Saree at a time.',
    });
    expect(cart?.count).toBe(10);
  });

  it('restores the saved cart and saves changes under the key cart', () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([item]));
    render(
      <CartProvider>
        <Probe />
      </CartProvider>,
    );
    expect(cart?.count).toBe(1);
    act(() => cart?.setQuantity(lineKey(item), 3));
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]')[0].quantity).toBe(3);
    act(() => cart?.setQuantity(lineKey(item), 0));
    expect(cart?.count).toBe(3);
  });
});
