// Catalog reads in Hindi (docs/decisions/032-products-and-mails-in-hindi.md): `lang=hi` answers
// the owner's Hindi texts and names, English where there are none, and never shares a cached
// answer with the English read.
import {
  product as productSchema,
  productListResponse,
  searchSuggestions,
  storeInfo,
} from '@store/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getStoreSettings, saveStoreSettings } from '../store/index.ts';
import { generateDemoCatalog } from '../../db/seed/demo-catalog.ts';
import { createTestApp, testDbKind, type TestApp } from '../../test/harness.ts';

const catalog = generateDemoCatalog();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { CATALOG_CACHE_POLL_MS: '50' } });
});
afterAll(async () => {
  await t?.close();
});

async function get(url: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}` });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

describe(`catalog reads in Hindi (${testDbKind})`, () => {
  it('a listing answers Hindi titles and names, and the English read stays English', async () => {
    const hi = productListResponse.parse(
      (await get('/products?category=men&limit=100&lang=hi')).body,
    );
    const en = productListResponse.parse((await get('/products?category=men&limit=100')).body);
    expect(hi.count).toBe(en.count);
    for (const [i, p] of hi.data.entries()) {
      const demo = catalog.find((d) => d.title === en.data[i]!.title)!;
      expect(p.title).toBe(demo.titleHi ?? demo.title);
      expect(p.description).toBe(demo.descriptionHi ?? demo.description);
      // The values stay English (filters and links use them); their Hindi rides beside.
      expect(p.category).toBe('Men');
      expect(p.names?.Men).toBe('पुरुष');
      expect(p.names?.[p.subCategory]).toBeDefined();
      // The master category (the product page's "Apparel" tag) too.
      expect(p.names?.[p.masterCategory]).toMatch(/[\u0900-\u097F]/);
    }
    expect(hi.data.some((p) => p.names?.Apparel === 'कपड़े')).toBe(true);
    expect(en.data.every((p) => p.names === undefined)).toBe(true);
    expect(hi.facets.names?.Kurta).toBe('कुर्ता');
    expect(hi.facets.names?.Sherwani).toBe('शेरवानी');
    // The filter panel's colours and fabrics are named too, every one of them.
    for (const { value } of [...(hi.facets.colors ?? []), ...(hi.facets.fabrics ?? [])]) {
      expect(hi.facets.names?.[value], value).toMatch(/^[\u0900-\u097F -]+$/u);
    }
    expect(hi.facets.names?.silk).toBe('रेशमी');
    expect(en.facets.names).toBeUndefined();
    // Most of the demo has Hindi; a few keep their English title (the fallback).
    expect(catalog.filter((d) => d.titleHi).length).toBeGreaterThan(catalog.length * 0.6);
  });

  it('a product answers in the language asked, whichever was asked first', async () => {
    const demoIndex = catalog.findIndex((d) => d.titleHi);
    const { body: list } = await get(
      `/products?limit=100&q=${encodeURIComponent(catalog[demoIndex]!.title)}`,
    );
    const id = (list.data as { id: number; title: string }[]).find(
      (p) => p.title === catalog[demoIndex]!.title,
    )!.id;
    const hi = productSchema.parse((await get(`/products/${id}?lang=hi`)).body);
    const en = productSchema.parse((await get(`/products/${id}`)).body);
    const hiAgain = productSchema.parse((await get(`/products/${id}?lang=hi`)).body);
    expect(hi.title).toBe(catalog[demoIndex]!.titleHi);
    expect(en.title).toBe(catalog[demoIndex]!.title);
    expect(hiAgain.title).toBe(hi.title);
    const colour = en.attributes.find((a) => a.key === 'color')!.value[0]!;
    expect(hi.names?.[colour]).toMatch(/[\u0900-\u097F]/);
  });

  it('suggestions and the store information answer Hindi', async () => {
    const s = searchSuggestions.parse(
      (await get(`/search/suggest?q=${encodeURIComponent('साड़ी')}&lang=hi`)).body,
    );
    expect(s.categories[0]?.label).toBe('साड़ी');
    expect(s.categories[0]?.q).toBe('saree');
    expect(s.products.some((p) => /[\u0900-\u097F]/.test(p.title))).toBe(true);
    const en = searchSuggestions.parse(
      (await get(`/search/suggest?q=${encodeURIComponent('साड़ी')}`)).body,
    );
    expect(en.categories[0]?.label).toBe('Saree');
    const info = storeInfo.parse((await get('/storeInfo?lang=hi')).body);
    expect(info.languages).toEqual(['en', 'hi']);
    expect(info.categoryNames?.Women).toBe('महिलाएँ');
    expect(storeInfo.parse((await get('/storeInfo')).body).categoryNames).toBeUndefined();
  });

  it('refuses a language the store does not know', async () => {
    for (const url of [
      '/products?lang=fr',
      '/products/1?lang=xx',
      '/search/suggest?q=ku&lang=de',
      '/storeInfo?lang=',
    ]) {
      const { status, body } = await get(url);
      expect(status, url).toBe(400);
      expect(String(body.error)).toMatch(/lang/);
    }
  });
});

describe(`search in Hindi words (${testDbKind})`, () => {
  const count = async (q: string) =>
    productListResponse.parse((await get(`/products?limit=100&q=${encodeURIComponent(q)}`)).body);

  it.each([
    ['कुर्ता', 'kurta'],
    ['कुर्ते', 'kurtas'],
    ['साड़ी', 'saree'],
    ['साड़ियाँ', 'sarees'],
    ['लहंगा', 'lehenga'],
    ['शेरवानी', 'sherwani'],
    ['जूती', 'jutti'],
    ['जूतियाँ', 'juttis'],
    ['दुपट्टा', 'dupatta'],
    ['मैरून कुर्ता', 'maroon kurta'],
    ['नीली साड़ी', 'blue saree'],
    ['मख़मली मोजड़ी', 'velvet mojari'],
    ['बनारसी साड़ी', 'banarasi saree'],
  ])('%s answers as "%s" does', async (hindi, english) => {
    const [hi, en] = [await count(hindi), await count(english)];
    expect(en.count).toBeGreaterThan(0);
    expect(hi.data.map((p) => p.id)).toEqual(en.data.map((p) => p.id));
    expect(hi.search?.relaxed).toBe(false);
  });

  it('a Hindi colour narrows a Hindi type', async () => {
    const answer = await count('लाल साड़ी');
    expect(answer.count).toBeGreaterThan(0);
    expect(answer.data.every((p) => p.subCategory === 'Saree')).toBe(true);
    expect(answer.count).toBeLessThan((await count('साड़ी')).count);
  });

  it('a word of a Hindi title finds the products that carry it', async () => {
    const withWord = catalog.filter((d) => d.titleHi?.includes('फुंदनों'));
    expect(withWord.length).toBeGreaterThan(0);
    const answer = await count('फुंदनों');
    expect(answer.count).toBeGreaterThanOrEqual(withWord.length);
  });
});

describe(`how a search was read, said in Hindi (${testDbKind})`, () => {
  const search = async (q: string, lang?: 'hi') =>
    productListResponse.parse(
      (await get(`/products?limit=100&q=${encodeURIComponent(q)}${lang ? `&lang=${lang}` : ''}`))
        .body,
    );

  it.each([
    // A piece the shop lists under a near name, in Hindi or in English letters.
    ['धोती', { relaxed: true, showing: 'पुरुषों का कुर्ता सेट' }, "men's kurta set"],
    ['dhoti', { relaxed: true, showing: 'पुरुषों का कुर्ता सेट' }, "men's kurta set"],
    // No black saree in the demo catalog: sarees instead.
    ['black saree', { relaxed: true, showing: 'साड़ी' }, 'saree'],
    // A near spelling, read as the word it is closest to.
    ['sherwanee', { corrected: true, showing: 'शेरवानी' }, 'sherwani'],
    ['kurta under 2000', { relaxed: false, showing: 'कुर्ता, ₹2,000 से कम' }, 'kurta under ₹2,000'],
    ['लाल रेशमी साड़ी', { showing: 'लाल रेशमी साड़ी' }, 'red silk saree'],
  ])('%s: the Hindi page reads %o, the English one "%s"', async (q, hindi, english) => {
    const hi = await search(q, 'hi');
    const en = await search(q);
    expect(hi.count).toBeGreaterThan(0);
    expect(hi.search).toMatchObject({ query: q, ...hindi });
    expect(en.search?.showing).toBe(english);
    // The same pieces, whichever language says how they were found.
    expect(hi.data.map((p) => p.id)).toEqual(en.data.map((p) => p.id));
    expect(hi.search?.relaxed).toBe(en.search?.relaxed);
  });

  it('keeps a word it does not know as the shopper typed it', async () => {
    const hi = await search('angrakha kurta', 'hi');
    expect(hi.search?.showing).toMatch(/angrakha/);
    expect(hi.search?.showing).not.toMatch(/kurta/);
  });
});

describe(`a shop that keeps English only (${testDbKind})`, () => {
  it('says so in its information and names no Hindi categories', async () => {
    const settings = await getStoreSettings(t.app.db);
    await saveStoreSettings(t.app.db, { ...settings, languages: ['en'] });
    await vi.waitFor(
      async () =>
        expect(storeInfo.parse((await get('/storeInfo?lang=hi')).body).languages).toEqual(['en']),
      { timeout: 3000, interval: 25 },
    );
    expect(storeInfo.parse((await get('/storeInfo?lang=hi')).body).categoryNames).toBeUndefined();
    await expect(saveStoreSettings(t.app.db, { ...settings, languages: ['hi'] })).rejects.toThrow(
      /English is always offered/,
    );
  });
});
