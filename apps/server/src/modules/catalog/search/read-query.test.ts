import { describe, expect, it } from 'vitest';
import { readQuery } from './read-query.ts';
import { readPrices } from './read-prices.ts';

const types = (q: string) => readQuery(q).types.map((t) => t.label);
const SAREE = readQuery('saree').types[0];
const colours = (q: string) => readQuery(q).colours.map((c) => c.label);

describe('readQuery', () => {
  it('reads gender words as a gender, not as text', () => {
    for (const q of ['men kurta', "men's kurta", 'mens kurta', 'gents kurta', 'kurta for boys']) {
      expect(readQuery(q)).toMatchObject({ gender: 'men', words: [] });
    }
    for (const q of ['women', 'ladies kurta', 'womens saree', 'girls lehenga']) {
      expect(readQuery(q)).toMatchObject({ gender: 'women', words: [] });
    }
  });

  it('reads types the ways Indians spell them, Devanagari too', () => {
    for (const q of ['lehnga', 'lehanga', 'ghagra', 'chaniya choli', 'लहंगा', 'lehengas']) {
      expect(types(q)).toEqual(['lehenga']);
    }
    for (const q of ['sari', 'saaree', 'साड़ी']) expect(types(q)).toEqual(['saree']);
    expect(types('shervani')).toEqual(['sherwani']);
    expect(types('kurta pajama')).toEqual(['kurta set']);
    expect(types('कुर्ता')).toEqual(['kurta']);
    expect(types('jhumki')).toEqual(['jhumka']);
    expect(types('mojri')).toEqual(['mojari']);
    expect(types('chunni')).toEqual(['dupatta']);
    expect(types('modi jacket')).toEqual(['Nehru jacket']);
    // Pieces the shop lists under a near name, said to be near (the page says so).
    for (const q of ['dhoti', 'dhoti kurta', 'धोती']) {
      expect(readQuery(q)).toMatchObject({
        gender: 'men',
        types: [{ label: 'kurta set', near: 'dhoti' }],
      });
    }
    for (const q of ['sharara', 'gharara set', 'शरारा']) {
      expect(readQuery(q)).toMatchObject({ gender: 'women', types: [{ near: 'sharara' }] });
    }
    expect(readQuery('patiala suit')).toMatchObject({
      gender: 'women',
      types: [{ near: 'Patiala suit' }],
    });
    expect(readQuery('maang tikka')).toMatchObject({
      types: [{ label: 'jewellery', near: 'maang tikka' }],
    });
    expect(readQuery('necklace set')).toMatchObject({
      types: [{ label: 'jewellery', near: 'necklace' }],
    });
    expect(readQuery('kurti')).toMatchObject({ gender: 'women' });
  });

  it('corrects a near misspelling of a known word and says so', () => {
    const q = readQuery('sherwanni');
    expect(types('sherwanni')).toEqual(['sherwani']);
    expect(q.corrections).toEqual([{ from: 'sherwanni', to: 'sherwani' }]);
    expect(types('lehengaa')).toEqual(['lehenga']);
  });

  it('reads colour families and phrases', () => {
    expect(colours('red saree')).toEqual(['red']);
    expect(readQuery('red saree').colours[0]!.names).toContain('maroon');
    expect(colours('navy blue kurta')).toEqual(['navy']);
    expect(colours('laal lehenga')).toEqual(['red']);
  });

  it('reads fabrics and work, and leaves unknown words as text', () => {
    expect(readQuery('banarsi silk saree')).toMatchObject({
      fabrics: ['banarasi', 'silk'],
      words: [],
    });
    expect(readQuery('chikankari kurta').fabrics).toEqual(['chikankari']);
    expect(readQuery('wedding kurta')).toMatchObject({ soft: ['wedding'], words: [] });
    expect(readQuery('pathani kurta').words).toEqual(['pathani']);
  });

  it('lets a garment named with a department win over it', () => {
    expect(types('anarkali dress')).toEqual(['anarkali']);
    expect(types('shoes')).toEqual(['footwear']);
    expect(types('jutti shoes')).toEqual(['jutti']);
  });

  it('reads price phrases', () => {
    const cases: [string, { min: number | null; max: number | null }][] = [
      ['saree under 3000', { min: null, max: 3000 }],
      ['below ₹1,500', { min: null, max: 1500 }],
      ['kurta 2000 se kam', { min: null, max: 2000 }],
      ['1000-3000', { min: 1000, max: 3000 }],
      ['lehenga above 5000', { min: 5000, max: null }],
      ['kurta under 2k', { min: null, max: 2000 }],
      ['between 1000 and 2500 saree', { min: 1000, max: 2500 }],
      ['saree rs 999', { min: null, max: 999 }],
      ['colours of 500 rupees', { min: null, max: 500 }],
    ];
    for (const [text, price] of cases) expect(readPrices(text).price, text).toEqual(price);
    expect(readQuery('saree under 3000')).toMatchObject({ words: [], price: { max: 3000 } });
    expect(readPrices('colours 1000-2000').rest).toContain('colours');
  });

  it('reads who a piece is for, and a suit as a kurta set', () => {
    expect(readQuery('gift for wife')).toMatchObject({ gender: 'women', corrections: [] });
    expect(readQuery('kurta for husband')).toMatchObject({ gender: 'men', corrections: [] });
    expect(readQuery('unisex stole')).toMatchObject({ gender: 'unisex' });
    expect(readQuery('bridal lehenga')).toMatchObject({ gender: 'women', soft: ['bridal'] });
    expect(types('ladies suit')).toEqual(['kurta set']);
    expect(readQuery('ladies suit')).toMatchObject({ gender: 'women', fabrics: [] });
    expect(readQuery('pathani suit')).toMatchObject({ words: ['pathani'], fabrics: [] });
  });

  it('never corrects shop talk towards a near word', () => {
    // pure -> purse, sale -> male, wife -> wine were one letter away
    expect(readQuery('pure silk saree')).toMatchObject({ types: [SAREE], corrections: [] });
    expect(readQuery('kurta sale')).toMatchObject({ gender: null, corrections: [] });
  });

  it("takes the owner's synonyms first", () => {
    const q = readQuery('dulhan ka joda', new Map([['joda', 'lehenga']]));
    expect(q.types.map((t) => t.label)).toEqual(['lehenga']);
    expect(q.gender).toBe('women');
  });
});
