import { describe, expect, it } from 'vitest';
import type { CartLine } from './cart-reducer';
import { checkoutGate } from './checkout-gate';

const line = (fields: Partial<CartLine> = {}): CartLine => ({
  id: 1,
  name: 'Silk Saree',
  image: '',
  price: 4999,
  quantity: 1,
  selectedSize: 'One Size',
  selectedColor: 'Red',
  ...fields,
});

describe('checkoutGate', () => {
  it('lets a signed-in shopper with complete lines proceed', () => {
    expect(checkoutGate([line()], true)).toEqual({ kind: 'proceed' });
  });

  it('sends a signed-out shopper to sign in first', () => {
    expect(checkoutGate([line()], false)).toEqual({ kind: 'sign-in' });
  });

  it('asks for the first missing choice before anything else, signed in or not', () => {
    const open = line({ id: 2, name: 'Kurta', selectedSize: undefined, sizeOptions: ['S', 'M'] });
    for (const signedIn of [true, false]) {
      expect(checkoutGate([line(), open], signedIn)).toEqual({
        kind: 'choose',
        line: open,
        which: 'size',
      });
    }
  });

  it('asks for a colour where the colour is the missing choice', () => {
    const open = line({ selectedColor: undefined, colorOptions: ['Red', 'Blue'] });
    expect(checkoutGate([open], true)).toMatchObject({ kind: 'choose', which: 'colour' });
  });
});
