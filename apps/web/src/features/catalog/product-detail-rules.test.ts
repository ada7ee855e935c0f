import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY } from '../cart';
import type { ShopProduct } from '../../lib/shop-product';
import {
  canAddToCart,
  canIncrease,
  cartItemOf,
  categoryTags,
  discountPercent,
  initialColour,
  initialSize,
  needsSize,
  stepQuantity,
} from './product-detail-rules';

const product = (fields: Partial<ShopProduct> = {}): ShopProduct => ({
  id: 7,
  name: 'Anarkali Kurta',
  description: '',
  price: 1500,
  image: 'https://img.example/7.jpg',
  images: [],
  featured: false,
  sizes: ['S', 'M', 'L'],
  colors: ['Maroon', 'Ivory'],
  category: 'Women',
  masterCategory: 'Apparel',
  subCategory: 'Kurtas',
  parentCategory: 'Ethnic Wear',
  gender: 'Women',
  inStock: true,
  ...fields,
});

describe('discountPercent', () => {
  it('rounds the share taken off the regular price to a whole percentage', () => {
    expect(discountPercent({ price: 1500, originalPrice: 2000 })).toBe(25);
    expect(discountPercent({ price: 999, originalPrice: 1499 })).toBe(33);
  });

  it('is 0 without a regular price, or when the price is not below it', () => {
    expect(discountPercent({ price: 1500 })).toBe(0);
    expect(discountPercent({ price: 1500, originalPrice: 1500 })).toBe(0);
    expect(discountPercent({ price: 1500, originalPrice: 0 })).toBe(0);
  });
});

describe('initial choices', () => {
  it('starts with a single size chosen unless it is sold out, and with no size among several', () => {
    expect(initialSize(product({ sizes: ['One Size'] }))).toBe('One Size');
    expect(initialSize(product({ sizes: ['M'], inStockSizes: [] }))).toBeUndefined();
    expect(initialSize(product())).toBeUndefined();
  });

  it('starts with the first colour chosen', () => {
    expect(initialColour(product())).toBe('Maroon');
    expect(initialColour(product({ colors: [] }))).toBeUndefined();
  });
});

describe('adding to the cart', () => {
  it('needs a size where the product has sizes, and none where it has none', () => {
    expect(needsSize(product(), undefined)).toBe(true);
    expect(needsSize(product(), 'M')).toBe(false);
    expect(needsSize(product({ sizes: [] }), undefined)).toBe(false);
    expect(canAddToCart(product(), undefined)).toBe(false);
    expect(canAddToCart(product(), 'M')).toBe(true);
    expect(canAddToCart(product({ sizes: [] }), undefined)).toBe(true);
  });

  it('refuses a sold-out product whatever is chosen', () => {
    expect(canAddToCart(product({ inStock: false }), 'M')).toBe(false);
  });

  it('keeps the quantity between 1 and the line maximum', () => {
    expect(stepQuantity(1, -1)).toBe(1);
    expect(stepQuantity(1, 1)).toBe(2);
    expect(stepQuantity(MAX_LINE_QUANTITY, 1)).toBe(MAX_LINE_QUANTITY);
    expect(canIncrease(MAX_LINE_QUANTITY - 1)).toBe(true);
    expect(canIncrease(MAX_LINE_QUANTITY)).toBe(false);
  });

  it('makes the cart line from the product at its current price and the choices', () => {
    expect(cartItemOf(product(), { size: 'M', colour: 'Ivory', quantity: 2 })).toEqual({
      id: 7,
      name: 'Anarkali Kurta',
      image: 'https://img.example/7.jpg',
      price: 1500,
      quantity: 2,
      selectedSize: 'M',
      selectedColor: 'Ivory',
    });
  });

  it('keeps the Hindi names a Hindi page read, for the cart to show its colour (docs/decisions/031)', () => {
    const names = { Women: 'महिलाएँ', Maroon: 'मैरून', Ivory: 'आइवरी' };
    expect(
      cartItemOf(product({ names }), { size: 'M', colour: 'Ivory', quantity: 1 }),
    ).toMatchObject({ selectedColor: 'Ivory', names });
  });
});

describe('categoryTags', () => {
  it('names each category once and leaves out empty ones', () => {
    expect(categoryTags(product())).toEqual(['Women', 'Apparel', 'Ethnic Wear']);
    expect(
      categoryTags(product({ category: 'Men', masterCategory: '', parentCategory: 'Men' })),
    ).toEqual(['Men']);
  });
});
