import { describe, expect, it } from 'vitest';
import { ARTICLE_KINDS, ART_PATTERNS } from '../product-art.ts';
import { DEMO_CATALOG_SEED, generateDemoCatalog, type DemoProduct } from './demo-catalog.ts';

const catalog = generateDemoCatalog();

const KIND_OF: Record<DemoProduct['subCategory'], string> = {
  Kurta: 'kurta',
  'Kurta Set': 'kurta-set',
  Sherwani: 'sherwani',
  'Nehru Jacket': 'nehru-jacket',
  Saree: 'saree',
  Lehenga: 'lehenga',
  Anarkali: 'anarkali',
  Dupatta: 'dupatta',
  Jutti: 'jutti',
  Mojari: 'mojari',
  Kolhapuri: 'kolhapuri',
  Jhumka: 'jhumka',
  Bangles: 'bangles',
  'Potli Bag': 'potli-bag',
  Stole: 'stole',
};

const PARENT_OF: Record<DemoProduct['subCategory'], string> = {
  Kurta: 'Kurtas & Kurta Sets',
  'Kurta Set': 'Kurtas & Kurta Sets',
  Sherwani: 'Ethnic Wear',
  'Nehru Jacket': 'Ethnic Wear',
  Saree: 'Ethnic Wear',
  Lehenga: 'Ethnic Wear',
  Anarkali: 'Ethnic Wear',
  Dupatta: 'Stoles & Dupattas',
  Jutti: 'Footwear',
  Mojari: 'Footwear',
  Kolhapuri: 'Footwear',
  Jhumka: 'Jewellery',
  Bangles: 'Jewellery',
  'Potli Bag': 'Bags',
  Stole: 'Stoles & Dupattas',
};

const FOOTWEAR = new Set(['Jutti', 'Mojari', 'Kolhapuri']);
const ACCESSORIES = new Set(['Jhumka', 'Bangles', 'Potli Bag', 'Stole']);
const ONE_SIZE = new Set(['Saree', 'Dupatta', ...ACCESSORIES]);
const soldOut = (p: DemoProduct) => Object.values(p.stock).every((n) => n === 0);

describe('generateDemoCatalog', () => {
  it('has at least 300 products, with a real range in every line', () => {
    expect(catalog.length).toBeGreaterThanOrEqual(300);
    const bySub = new Map<string, number>();
    for (const p of catalog) bySub.set(p.subCategory, (bySub.get(p.subCategory) ?? 0) + 1);
    expect([...bySub.keys()].sort()).toEqual(Object.keys(KIND_OF).sort());
    for (const sub of [
      'Kurta',
      'Kurta Set',
      'Sherwani',
      'Nehru Jacket',
      'Saree',
      'Lehenga',
      'Anarkali',
      'Dupatta',
    ]) {
      expect(bySub.get(sub), sub).toBeGreaterThanOrEqual(25);
    }
    for (const [sub, n] of bySub) expect(n, sub).toBeGreaterThanOrEqual(10);
  });

  it('is the same catalog every time for the same seed, and another for another seed', () => {
    expect(generateDemoCatalog(DEMO_CATALOG_SEED)).toEqual(catalog);
    expect(generateDemoCatalog()).toEqual(catalog);
    const other = generateDemoCatalog(DEMO_CATALOG_SEED + 1);
    expect(other.map((p) => p.title)).not.toEqual(catalog.map((p) => p.title));
  });

  it('gives every product a unique title and a unique, substantial description', () => {
    const titles = catalog.map((p) => p.title.toLowerCase());
    expect(new Set(titles).size).toBe(titles.length);
    const descriptions = catalog.map((p) => p.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const p of catalog) {
      const sentences = p.description.split(/(?<=[.!?])\s+/);
      expect(sentences.length, p.description).toBeGreaterThanOrEqual(2);
      expect(sentences.length, p.description).toBeLessThanOrEqual(4);
      expect(p.description).not.toMatch(/\{|\}|undefined|\s{2}|\ba [aeiou]/i);
      expect(p.title).not.toMatch(/undefined|Default|\s{2}/);
    }
  });

  it('files every product where the storefront looks for it', () => {
    for (const p of catalog) {
      expect(p.parentCategory, p.title).toBe(PARENT_OF[p.subCategory]);
      if (FOOTWEAR.has(p.subCategory)) {
        expect(['Men', 'Women']).toContain(p.category);
        expect(p.masterCategory).toBe('Footwear');
        expect(p.gender).toBe(p.category);
      } else if (ACCESSORIES.has(p.subCategory)) {
        expect(p.category).toBe('Accessories');
        expect(p.masterCategory).toBe('Accessories');
        expect(['Women', 'Unisex']).toContain(p.gender);
      } else {
        expect(p.masterCategory).toBe('Apparel');
        expect(p.gender).toBe(p.category);
      }
      if (['Sherwani', 'Nehru Jacket'].includes(p.subCategory)) expect(p.category).toBe('Men');
      if (['Saree', 'Lehenga', 'Anarkali', 'Dupatta'].includes(p.subCategory)) {
        expect(p.category).toBe('Women');
      }
    }
  });

  it('prices in whole paise, ending in 9 or 99, with honest discounts', () => {
    let discounted = 0;
    for (const p of catalog) {
      expect(Number.isInteger(p.regularPricePaise)).toBe(true);
      expect(p.regularPricePaise).toBeGreaterThan(0);
      expect(p.regularPricePaise % 100).toBe(0);
      expect((p.regularPricePaise / 100) % 10).toBe(9);
      if (p.discountedPricePaise !== null) {
        discounted++;
        expect(Number.isInteger(p.discountedPricePaise)).toBe(true);
        expect(p.discountedPricePaise).toBeLessThan(p.regularPricePaise);
        const off = 1 - p.discountedPricePaise / p.regularPricePaise;
        expect(off).toBeGreaterThanOrEqual(0.1);
        expect(off).toBeLessThanOrEqual(0.5);
        expect((p.discountedPricePaise / 100) % 10).toBe(9);
      }
    }
    expect(discounted / catalog.length).toBeGreaterThan(0.25);
    expect(discounted / catalog.length).toBeLessThan(0.42);
  });

  it('keeps prices in the ranges Indian shoppers expect', () => {
    const rupees = (p: DemoProduct) => p.regularPricePaise / 100;
    const within = (sub: string, min: number, max: number) => {
      for (const p of catalog.filter((q) => q.subCategory === sub)) {
        expect(rupees(p), p.title).toBeGreaterThanOrEqual(min);
        expect(rupees(p), p.title).toBeLessThanOrEqual(max);
      }
    };
    within('Kurta', 899, 4999);
    within('Sherwani', 8999, 34999);
    within('Saree', 1499, 24999);
    within('Lehenga', 4999, 49999);
    within('Jutti', 799, 2999);
    within('Jhumka', 299, 2499);
  });

  it('offers sizes that fit the article', () => {
    for (const p of catalog) {
      expect(p.sizes.length, p.title).toBeGreaterThan(0);
      if (ONE_SIZE.has(p.subCategory)) expect(p.sizes).toEqual(['One Size']);
      else if (p.subCategory === 'Lehenga') expect(p.sizes).toEqual(['S', 'M', 'L', 'XL']);
      else if (FOOTWEAR.has(p.subCategory)) {
        const [lo, hi] = p.gender === 'Women' ? [3, 8] : [6, 11];
        for (const s of p.sizes) {
          expect(s).toMatch(/^\d+$/);
          expect(Number(s)).toBeGreaterThanOrEqual(lo);
          expect(Number(s)).toBeLessThanOrEqual(hi);
        }
      } else {
        for (const s of p.sizes) expect(['XS', 'S', 'M', 'L', 'XL', 'XXL']).toContain(s);
      }
      expect(new Set(p.sizes).size).toBe(p.sizes.length);
    }
  });

  it('keeps stock per size: some sizes gone, a few products wholly sold out', () => {
    let someSizeOut = 0;
    for (const p of catalog) {
      expect(Object.keys(p.stock).sort(), p.title).toEqual([...p.sizes].sort());
      for (const n of Object.values(p.stock)) {
        expect(Number.isInteger(n)).toBe(true);
        expect(n).toBeGreaterThanOrEqual(0);
        expect(n).toBeLessThanOrEqual(40);
      }
      if (!soldOut(p) && Object.values(p.stock).some((n) => n === 0)) someSizeOut++;
    }
    const wholly = catalog.filter(soldOut).length;
    expect(wholly).toBeGreaterThanOrEqual(3);
    expect(wholly / catalog.length).toBeLessThan(0.06);
    expect(someSizeOut).toBeGreaterThan(10);
  });

  it('features a handful of buyable products in each store category', () => {
    for (const category of ['Men', 'Women', 'Accessories'] as const) {
      const featured = catalog.filter((p) => p.category === category && p.featured);
      expect(featured.length, category).toBeGreaterThanOrEqual(4);
      expect(featured.length, category).toBeLessThanOrEqual(8);
      for (const p of featured) expect(soldOut(p)).toBe(false);
    }
  });

  it('names colours shoppers know, with a single Default only now and then', () => {
    for (const p of catalog) {
      expect(p.colors.length).toBeGreaterThanOrEqual(1);
      expect(p.colors.length).toBeLessThanOrEqual(4);
      expect(new Set(p.colors).size).toBe(p.colors.length);
      if (p.colors.includes('Default')) {
        expect(p.colors).toEqual(['Default']);
        expect(p.category).toBe('Accessories');
      }
    }
    const defaults = catalog.filter((p) => p.colors[0] === 'Default').length;
    expect(defaults).toBeGreaterThan(0);
    expect(defaults).toBeLessThan(catalog.length * 0.05);
  });

  it('dates products across the eight months before November 2026', () => {
    const end = Date.UTC(2026, 10, 1);
    const times = catalog.map((p) => p.createdAt.getTime());
    for (const t of times) {
      expect(t).toBeLessThan(end);
      expect(t).toBeGreaterThan(end - 250 * 86_400_000);
    }
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(180 * 86_400_000);
  });

  it('gives each product a picture of the right article in its own colours', () => {
    for (const p of catalog) {
      expect(p.art.kind).toBe(KIND_OF[p.subCategory]);
      expect(ARTICLE_KINDS).toContain(p.art.kind);
      expect(ART_PATTERNS).toContain(p.art.pattern);
      for (const colour of [p.art.primary, p.art.secondary, p.art.accent]) {
        expect(colour).toMatch(/^#[0-9a-f]{6}$/);
      }
      expect(Number.isInteger(p.art.seed)).toBe(true);
    }
    // The same colour name is always drawn in the same shade.
    const shade = new Map<string, string>();
    for (const p of catalog) {
      const name = p.colors[0];
      if (!name || name === 'Default' || p.subCategory === 'Jhumka') continue;
      const seen = shade.get(name);
      if (seen) expect(p.art.primary, name).toBe(seen);
      else shade.set(name, p.art.primary);
    }
  });

  it('tells shoppers that footwear comes in shoe sizes', () => {
    for (const p of catalog.filter((q) => FOOTWEAR.has(q.subCategory))) {
      expect(p.description.toLowerCase()).toMatch(/shoe|footwear/);
    }
  });
});
