import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import {
  CART_STORAGE_KEY,
  cartCount,
  cartReducer,
  cartTotal,
  lineKey,
  loadCart,
  missingChoice,
  saveCart,
  type CartLine,
} from './cart-reducer';
import { colourIn } from './colour-names';

const kurta: CartLine = {
  id: 1,
  name: 'Chikankari Kurta',
  image: '/k.svg',
  price: 1999,
  quantity: 1,
  selectedSize: 'M',
  selectedColor: 'Ivory',
};

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  };
}

describe('cartReducer', () => {
  it('appends a new line', () => {
    const lines = cartReducer([], { type: 'add', line: kurta });
    expect(lines).toEqual([kurta]);
  });

  it('merges the same product, size and colour by raising the quantity', () => {
    let lines = cartReducer([], { type: 'add', line: kurta });
    lines = cartReducer(lines, { type: 'add', line: { ...kurta, quantity: 2 } });
    expect(lines).toHaveLength(1);
    expect(lines[0]?.quantity).toBe(3);
  });

  it('keeps another size or colour of the same product as its own line', () => {
    let lines = cartReducer([], { type: 'add', line: kurta });
    lines = cartReducer(lines, { type: 'add', line: { ...kurta, selectedSize: 'L' } });
    lines = cartReducer(lines, { type: 'add', line: { ...kurta, selectedColor: 'Maroon' } });
    expect(lines).toHaveLength(3);
  });

  it('caps a line at 10 pieces', () => {
    const lines = cartReducer([{ ...kurta, quantity: 9 }], {
      type: 'add',
      line: { ...kurta, quantity: 5 },
    });
    expect(lines[0]?.quantity).toBe(10);
  });

  it('ignores adding less than one', () => {
    const start = [kurta];
    expect(cartReducer(start, { type: 'add', line: { ...kurta, quantity: 0 } })).toBe(start);
  });

  it('removes only the line asked for, not every line of the product', () => {
    const large = { ...kurta, selectedSize: 'L' };
    const lines = cartReducer([kurta, large], { type: 'remove', key: lineKey(kurta) });
    expect(lines).toEqual([large]);
  });

  it('sets a quantity and ignores anything below 1', () => {
    const key = lineKey(kurta);
    expect(cartReducer([kurta], { type: 'setQuantity', key, quantity: 4 })[0]?.quantity).toBe(4);
    const start = [kurta];
    expect(cartReducer(start, { type: 'setQuantity', key, quantity: 0 })).toBe(start);
    expect(cartReducer(start, { type: 'setQuantity', key, quantity: -3 })).toBe(start);
  });

  it('clears every line', () => {
    expect(cartReducer([kurta, { ...kurta, id: 2 }], { type: 'clear' })).toEqual([]);
  });
});

describe('totals', () => {
  it('sums price times quantity and counts pieces', () => {
    const lines = [
      { ...kurta, quantity: 2 },
      { ...kurta, id: 2, price: 199.99, quantity: 3 },
    ];
    expect(cartTotal(lines)).toBe(4597.97);
    expect(cartCount(lines)).toBe(5);
    expect(cartTotal([])).toBe(0);
  });
});

describe('choices left open by a product card', () => {
  const fromCard: CartLine = {
    ...kurta,
    selectedSize: undefined,
    selectedColor: undefined,
    sizeOptions: ['M', 'L'],
    colorOptions: ['Ivory', 'Maroon'],
  };

  it('says what a line still needs: a size, then a colour, then nothing', () => {
    expect(missingChoice(fromCard)).toBe('size');
    expect(missingChoice({ ...fromCard, selectedSize: 'M' })).toBe('colour');
    expect(missingChoice({ ...fromCard, selectedSize: 'M', selectedColor: 'Ivory' })).toBeNull();
    expect(missingChoice(kurta)).toBeNull();
    expect(missingChoice({ ...kurta, selectedSize: undefined })).toBeNull();
  });

  it('names the choice on the line, which takes its new identity', () => {
    let lines = cartReducer([fromCard], {
      type: 'choose',
      key: lineKey(fromCard),
      selectedSize: 'L',
    });
    lines = cartReducer(lines, {
      type: 'choose',
      key: lineKey(lines[0]!),
      selectedColor: 'Maroon',
    });
    expect(lines).toHaveLength(1);
    expect(lineKey(lines[0]!)).toBe(lineKey({ id: 1, selectedSize: 'L', selectedColor: 'Maroon' }));
    expect(missingChoice(lines[0]!)).toBeNull();
  });

  it('merges into a line that already has that size and colour, at most 10 pieces', () => {
    const chosen = { ...kurta, quantity: 8 };
    const lines = cartReducer([chosen, { ...fromCard, quantity: 3 }], {
      type: 'choose',
      key: lineKey(fromCard),
      selectedSize: 'M',
      selectedColor: 'Ivory',
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]?.quantity).toBe(10);
  });

  it('keeps the open choices when saved and restored', () => {
    const storage = memoryStorage();
    saveCart(storage, [fromCard]);
    expect(loadCart(storage)).toEqual([fromCard]);
    expect(
      loadCart(memoryStorage({ cart: JSON.stringify([{ ...fromCard, sizeOptions: [1] }]) })),
    ).toEqual([]);
  });
});

describe('persistence', () => {
  it('saves under the key cart and restores the same lines', () => {
    const storage = memoryStorage();
    saveCart(storage, [kurta]);
    expect(JSON.parse(storage.data.get(CART_STORAGE_KEY) ?? '')).toEqual([kurta]);
    expect(loadCart(storage)).toEqual([kurta]);
  });

  it('drops malformed saved data', () => {
    expect(loadCart(memoryStorage({ cart: 'not json' }))).toEqual([]);
    expect(loadCart(memoryStorage({ cart: '{"a":1}' }))).toEqual([]);
    expect(
      loadCart(
        memoryStorage({ cart: JSON.stringify([kurta, { id: 'x' }, { ...kurta, quantity: 0 }]) }),
      ),
    ).toEqual([kurta]);
    expect(loadCart(null)).toEqual([]);
  });
});

describe('the Hindi names a line keeps (docs/decisions/031)', () => {
  it('shows its colour by them on Hindi pages only', () => {
    const line = { names: { Ivory: 'आइवरी', Women: 'महिलाएँ' } };
    expect(colourIn(line, 'Ivory')).toBe('Ivory');
    setLanguage('hi', {});
    try {
      expect(colourIn(line, 'Ivory')).toBe('आइवरी');
      expect(colourIn(line, 'Teal')).toBe('Teal');
      expect(colourIn({}, 'Ivory')).toBe('Ivory');
      // Saved on the device: a name that is not a text is no name.
      expect(colourIn({ names: { Ivory: 3 } as unknown as Record<string, string> }, 'Ivory')).toBe(
        'Ivory',
      );
    } finally {
      setLanguage('en');
    }
  });

  it('are saved and restored with the line; a line without them saves as before', () => {
    const named: CartLine = { ...kurta, names: { Ivory: 'आइवरी' } };
    const storage = memoryStorage();
    saveCart(storage, [named, { ...kurta, id: 2, names: undefined }]);
    expect(loadCart(storage)).toEqual([named, { ...kurta, id: 2 }]);
    expect(storage.data.get(CART_STORAGE_KEY)).not.toContain('"id":2,"names"');
    // Whatever else was saved there is kept, and shows no name (colourIn reads only texts).
    const [odd] = loadCart(memoryStorage({ cart: JSON.stringify([{ ...kurta, names: 'x' }]) }));
    setLanguage('hi', {});
    try {
      expect(colourIn(odd!, 'Ivory')).toBe('Ivory');
    } finally {
      setLanguage('en');
    }
  });
});
