import { product, type Product } from '@store/contract';
import { describe, expect, it } from 'vitest';
import { fixture } from '../test/fixture';
import {
  isOnSale,
  isSizeInStock,
  preselectedOption,
  showsColourPicker,
  sizeLabel,
  toShopProduct,
} from './shop-product';

const resolve = (url: string) => (url ? `https://api.example.in${url}` : '');

function wire(overrides: Partial<Product> = {}): Product {
  return fixture(product, {
    id: 7,
    title: 'Chikankari Kurta',
    description: 'Hand-embroidered cotton kurta.',
    imgUrl: '/api/v1/images/products/7.svg',
    category: 'Men',
    parentCategory: 'Kurtas & Kurta Sets',
    subCategory: 'Kurtas',
    masterCategory: 'Apparel',
    gender: 'Men',
    regularPrice: 2499,
    discountedPrice: 1999,
    createdAt: '2025-01-05T10:00:00.000Z',
    images: [{ url: '/api/v1/images/products/7-2.svg' }],
    attributes: [
      { key: 'size', value: ['S', 'M', 'L'] },
      { key: 'color', value: ['Ivory'] },
    ],
    inStock: true,
    ...overrides,
  });
}

describe('toShopProduct', () => {
  it("keeps the owner's photos with their srcsets resolved against the API; the art has none", () => {
    const photo = {
      url: '/api/v1/media/images/a1/640-aa.webp',
      alt: 'Front',
      width: 1200,
      height: 1600,
      srcset: {
        avif: '/api/v1/media/images/a1/320-bb.avif 320w, /api/v1/media/images/a1/640-cc.avif 640w',
        webp: '/api/v1/media/images/a1/320-dd.webp 320w, /api/v1/media/images/a1/640-aa.webp 640w',
      },
    };
    const p = toShopProduct(wire({ imgUrl: photo.url, images: [photo] }), resolve);
    expect(p.image).toBe('https://api.example.in/api/v1/media/images/a1/640-aa.webp');
    expect(p.photos?.[p.image]).toEqual({
      alt: 'Front',
      width: 1200,
      height: 1600,
      srcset: {
        avif: 'https://api.example.in/api/v1/media/images/a1/320-bb.avif 320w, https://api.example.in/api/v1/media/images/a1/640-cc.avif 640w',
        webp: 'https://api.example.in/api/v1/media/images/a1/320-dd.webp 320w, https://api.example.in/api/v1/media/images/a1/640-aa.webp 640w',
      },
    });
    expect(toShopProduct(wire(), resolve).photos).toBeUndefined();
  });

  it('charges the discounted price and keeps the regular one as originalPrice', () => {
    const p = toShopProduct(wire(), resolve);
    expect(p.name).toBe('Chikankari Kurta');
    expect(p.price).toBe(1999);
    expect(p.originalPrice).toBe(2499);
    expect(isOnSale(p)).toBe(true);
  });

  it('uses the regular price and no originalPrice without a discount', () => {
    const p = toShopProduct(wire({ discountedPrice: null }), resolve);
    expect(p.price).toBe(2499);
    expect(p.originalPrice).toBeUndefined();
    expect(isOnSale(p)).toBe(false);
  });

  it('falls back to 0 when no price is known', () => {
    // Off the contract on purpose (no regular price): the screen must survive such an answer.
    const p = toShopProduct(
      { ...wire({ discountedPrice: null }), regularPrice: undefined as unknown as number },
      resolve,
    );
    expect(p.price).toBe(0);
  });

  it('takes imgUrl, else the first image, else empty, resolved against the API', () => {
    expect(toShopProduct(wire(), resolve).image).toBe(
      'https://api.example.in/api/v1/images/products/7.svg',
    );
    expect(toShopProduct(wire({ imgUrl: '' }), resolve).image).toBe(
      'https://api.example.in/api/v1/images/products/7-2.svg',
    );
    expect(toShopProduct(wire({ imgUrl: '', images: [] }), resolve).image).toBe('');
  });

  it('puts the main image first in the gallery without duplicates', () => {
    const p = toShopProduct(
      wire({
        images: [
          { url: '/api/v1/images/products/7.svg' },
          { url: '/api/v1/images/products/7-2.svg' },
        ],
      }),
      resolve,
    );
    expect(p.images).toEqual([
      'https://api.example.in/api/v1/images/products/7.svg',
      'https://api.example.in/api/v1/images/products/7-2.svg',
    ]);
  });

  it('reads sizes from size or sizes, and colours from color, colour or colours', () => {
    const p = toShopProduct(
      wire({
        attributes: [
          { key: 'sizes', value: ['M', 'L'] },
          { key: 'size', value: ['L', 'XL'] },
          { key: 'colour', value: ['Maroon'] },
          { key: 'colours', value: ['Gold', 'Maroon'] },
          { key: 'Color', value: ['Ivory'] },
        ],
      }),
      resolve,
    );
    expect(p.sizes).toEqual(['M', 'L', 'XL']);
    expect(p.colors).toEqual(['Maroon', 'Gold', 'Ivory']);
  });

  it('marks featured products and reads inStockSizes', () => {
    const p = toShopProduct(
      wire({
        attributes: [
          { key: 'size', value: ['S', 'M'] },
          { key: 'featured', value: ['true'] },
          { key: 'inStockSizes', value: ['M'] },
        ],
      }),
      resolve,
    );
    expect(p.featured).toBe(true);
    expect(p.inStockSizes).toEqual(['M']);
    expect(isSizeInStock(p, 'M')).toBe(true);
    expect(isSizeInStock(p, 'S')).toBe(false);
    expect(toShopProduct(wire(), resolve).featured).toBe(false);
    expect(toShopProduct(wire(), resolve).inStockSizes).toBeUndefined();
    expect(isSizeInStock(toShopProduct(wire(), resolve), 'S')).toBe(true);
  });

  it('treats an out-of-stock product as having no purchasable size', () => {
    const p = toShopProduct(wire({ inStock: false }), resolve);
    expect(isSizeInStock(p, 'M')).toBe(false);
  });
});

describe('sizeLabel', () => {
  const base = { subCategory: 'Kurtas', description: 'Cotton kurta', sizes: ['S', 'M'] };
  it('says Shoe Size for footwear, shoes or a description mentioning shoes', () => {
    expect(sizeLabel({ ...base, subCategory: 'Ethnic Footwear' })).toBe('Shoe Size');
    expect(sizeLabel({ ...base, subCategory: 'Shoes' })).toBe('Shoe Size');
    expect(sizeLabel({ ...base, description: 'A handmade leather Shoe.' })).toBe('Shoe Size');
  });
  it('says Size for One Size and Clothing Size otherwise', () => {
    expect(sizeLabel({ ...base, sizes: ['One Size'] })).toBe('Size');
    expect(sizeLabel(base)).toBe('Clothing Size');
  });
});

describe('options', () => {
  it('hides the colour picker when the first colour is Default', () => {
    expect(showsColourPicker({ colors: ['Default'] })).toBe(false);
    expect(showsColourPicker({ colors: [] })).toBe(false);
    expect(showsColourPicker({ colors: ['Maroon', 'Default'] })).toBe(true);
  });
  it('preselects only when there is exactly one option', () => {
    expect(preselectedOption(['One Size'])).toBe('One Size');
    expect(preselectedOption(['S', 'M'])).toBeUndefined();
    expect(preselectedOption([])).toBeUndefined();
  });
});
