import { describe, expect, it } from 'vitest';
import {
  COLOUR_WORDS,
  FABRIC_WORDS,
  GENDER_WORDS,
  OCCASION_WORDS,
  TYPE_WORDS,
} from './dictionary.ts';
import {
  closestInHindi,
  HINDI_COLOURS,
  HINDI_FABRICS,
  HINDI_GENDERS,
  HINDI_OCCASIONS,
  HINDI_TYPES,
} from './hindi-reading.ts';
import { describe as say, readQuery } from './read-query.ts';

const hindi = (q: string) => say(readQuery(q), 'hi');
const english = (q: string) => say(readQuery(q));
const LATIN = /[a-z]/i;

describe('every word search can say has its Hindi', () => {
  // A label added to the dictionary without its Hindi would show in English on a Hindi page.
  it('each type, colour, fabric, occasion and gender label', () => {
    const missing = [...new Set(Object.values(TYPE_WORDS).map((t) => t.label))].filter(
      (label) => !(label in HINDI_TYPES),
    );
    missing.push(
      ...[...new Set(Object.values(COLOUR_WORDS).map((c) => c.label))].filter(
        (label) => !(label in HINDI_COLOURS),
      ),
      ...[...new Set(Object.values(FABRIC_WORDS))].filter((stem) => !(stem in HINDI_FABRICS)),
      ...[...OCCASION_WORDS].filter((w) => !(w in GENDER_WORDS) && !(w in HINDI_OCCASIONS)),
      ...[...new Set(Object.values(GENDER_WORDS))].filter((g) => !(g in HINDI_GENDERS)),
    );
    expect(missing).toEqual([]);
  });

  it('and the Hindi is Hindi, with no English letters left in it', () => {
    const all = [
      ...Object.values(HINDI_TYPES).map((n) => n.hi),
      ...Object.values(HINDI_COLOURS),
      ...Object.values(HINDI_FABRICS),
      ...Object.values(HINDI_OCCASIONS),
      ...Object.values(HINDI_GENDERS).flatMap((g) => [g.before, g.alone]),
    ];
    expect(all.filter((w) => LATIN.test(w))).toEqual([]);
  });

  it('every query that reads a known word says it without English', () => {
    const keys = [
      ...Object.keys(TYPE_WORDS),
      ...Object.keys(COLOUR_WORDS),
      ...Object.keys(FABRIC_WORDS),
      ...Object.keys(GENDER_WORDS),
      ...OCCASION_WORDS,
    ];
    const english = keys.map((k) => [k, hindi(k)]).filter(([, said]) => LATIN.test(said!));
    expect(english).toEqual([]);
  });
});

describe('describe() on a Hindi page', () => {
  it('says a piece the Hindi way round, the words before it agreeing with it', () => {
    expect(hindi('dhoti')).toBe('पुरुषों का कुर्ता सेट');
    expect(hindi('धोती')).toBe('पुरुषों का कुर्ता सेट');
    expect(hindi('red silk saree')).toBe('लाल रेशमी साड़ी');
    expect(hindi('womens yellow saree')).toBe('महिलाओं की पीली साड़ी');
    expect(hindi('black leather jutti')).toBe('काली चमड़े की जूती');
    expect(hindi('navy blue kurta')).toBe('गहरा नीला कुर्ता');
    expect(hindi('green bangles')).toBe('हरी चूड़ियाँ');
    expect(hindi('men gold jewellery')).toBe('पुरुषों के सुनहरे गहने');
    expect(hindi('modi jacket')).toBe('नेहरू जैकेट');
  });

  it('names the occasion first and the price last, in Indian grouping', () => {
    expect(hindi('red saree for wedding')).toBe('शादी के लिए लाल साड़ी');
    expect(hindi('bridal lehenga under 20000')).toBe('महिलाओं का लहंगा, ₹20,000 से कम');
    expect(hindi('kurta 1000 to 2000')).toBe('कुर्ता, ₹1,000 से ₹2,000 तक');
    expect(hindi('sherwani above 5000')).toBe('शेरवानी, ₹5,000 से ऊपर');
    expect(hindi('party festive kurti')).toBe('पार्टी और त्योहार के लिए महिलाओं की कुर्ती');
    expect(hindi('shaadi wedding saree')).toBe('शादी के लिए साड़ी');
  });

  it('keeps the words it does not know as the shopper typed them', () => {
    expect(hindi('red pathani kurta')).toBe('लाल pathani कुर्ता');
    expect(hindi('men pathani')).toBe('पुरुषों के लिए pathani');
    expect(hindi('women')).toBe('महिलाओं का पहनावा');
    expect(hindi('red')).toBe('लाल');
    expect(hindi('under 999')).toBe('₹999 से कम');
  });

  it('leaves the English reading as it was', () => {
    expect(english('dhoti')).toBe("men's kurta set");
    expect(english('red saree for wedding under 2000')).toBe('red saree for wedding under ₹2,000');
    expect(english('kurta 1000 to 2000')).toBe('kurta ₹1,000 to ₹2,000');
    expect(say(readQuery('black leather jutti'), 'en')).toBe('black leather jutti');
  });

  it('says the closest texts with near spellings in Hindi and unknown words as typed', () => {
    expect(
      closestInHindi({ text: 'xyz', words: ['angrakha'], corrections: [{ to: 'lehenga' }] }),
    ).toBe('angrakha लहंगा');
    expect(closestInHindi({ text: 'Zzz', words: [], corrections: [] })).toBe('Zzz');
  });
});
