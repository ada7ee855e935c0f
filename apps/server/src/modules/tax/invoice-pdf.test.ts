import { describe, expect, it } from 'vitest';
import { renderTaxDocumentPdf } from './invoice-pdf.ts';
import {
  fontFor,
  fontkitFont as font,
  runs,
  scriptOf,
  visualOrder,
  type Script,
} from './pdf-scripts.ts';
import type { TaxDocument } from './invoice.service.ts';
import { pdfDrawnText } from './pdf-text.test-kit.ts';

/** A name or place in each script a shopper may write, with the font it must be set in. */
const SAMPLES: [Script, string, string][] = [
  ['latin', 'Priya', 'NotoSans-Regular'],
  ['latinExt', 'Łęść Šťř', 'NotoSans-Regular'],
  ['deva', 'श्रीमती प्रिया', 'NotoSans-Regular'],
  ['beng', 'শ্রীমতী ক্ষমা সেন পশ্চিমবঙ্গ', 'NotoSansBengali-Regular'],
  ['beng', 'অসম গুৱাহাটী', 'NotoSansBengali-Regular'], // Assamese
  ['guru', 'ਅੰਮ੍ਰਿਤਸਰ', 'NotoSansGurmukhi-Regular'],
  ['gujr', 'પ્રિયદર્શિની', 'NotoSansGujarati-Regular'],
  ['orya', 'ଶ୍ରୀକ୍ଷେତ୍ର ଭୁବନେଶ୍ୱର', 'NotoSansOriya-Regular'],
  ['taml', 'ஸ்ரீநிவாசன் க்ஷேத்ரம்', 'NotoSansTamil-Regular'],
  ['telu', 'శ్రీనివాస్ క్ష్మీ', 'NotoSansTelugu-Regular'],
  ['knda', 'ಬೆಂಗಳೂರು ಕ್ಷೇತ್ರ', 'NotoSansKannada-Regular'],
  ['mlym', 'തൃശ്ശൂർ ശ്രീകൃഷ്ണ', 'NotoSansMalayalam-Regular'],
  ['olck', 'ᱥᱟᱱᱛᱟᱲᱤ', 'NotoSansOlChiki-Regular'],
  ['mtei', 'ꯃꯤꯇꯩ ꯃꯌꯦꯛ', 'NotoSansMeeteiMayek-Regular'],
  ['arab', 'محمد علی', 'NotoSansArabic-Regular'],
];

describe('the fonts of the invoice PDF', () => {
  it.each(SAMPLES)('sets %s letters in their own font, which has them all: %s', (script, text) => {
    for (const word of text.split(' ')) {
      expect(runs(word).map((r) => r.script)).toEqual([script]);
    }
    const regular = font(fontFor(script, false));
    const missing = [...text].filter((ch) => !regular.hasGlyphForCodePoint(ch.codePointAt(0)!));
    expect(missing).toEqual([]);
    // And it shapes: no letter becomes .notdef.
    expect(regular.layout(text).glyphs.filter((g) => g.id === 0)).toEqual([]);
  });

  it('bold text in a script with no bold file falls back to its regular font', () => {
    expect(fontFor('latin', true)).toBe('latinBold');
    expect(fontFor('deva', true)).toBe('devaBold');
    expect(fontFor('taml', true)).toBe('taml');
  });

  it('maps each script’s Unicode block to its font, and the font covers the letters', () => {
    const blocks: [Script, number, number][] = [
      ['beng', 0x0980, 0x09ff],
      ['guru', 0x0a00, 0x0a7f],
      ['gujr', 0x0a80, 0x0aff],
      ['orya', 0x0b00, 0x0b7f],
      ['taml', 0x0b80, 0x0bff],
      ['telu', 0x0c00, 0x0c7f],
      ['knda', 0x0c80, 0x0cff],
      ['mlym', 0x0d00, 0x0d7f],
      ['olck', 0x1c50, 0x1c7f],
      ['mtei', 0xabc0, 0xabff],
      ['arab', 0x0600, 0x06ff],
    ];
    for (const [script, first, last] of blocks) {
      const letters = [];
      for (let cp = first; cp <= last; cp++) {
        expect(scriptOf(cp), cp.toString(16)).toBe(script);
        if (/\p{L}/u.test(String.fromCodePoint(cp))) letters.push(cp);
      }
      const lacking = letters.filter((cp) => !font(script).hasGlyphForCodePoint(cp));
      // Every letter, bar a handful Unicode added after these fonts were drawn.
      expect(lacking.length, `${script}: ${lacking.map((cp) => cp.toString(16))}`).toBeLessThan(
        Math.max(3, letters.length / 20),
      );
    }
  });

  it('keeps a danda and the joiners in the run they follow, where that font has them', () => {
    expect(runs('পশ্চিমবঙ্গ।')).toEqual([{ script: 'beng', text: 'পশ্চিমবঙ্গ।' }]);
    expect(runs('ஸ்ரீ॥')).toEqual([{ script: 'taml', text: 'ஸ்ரீ॥' }]);
    expect(runs('ক্\u200Dষ')).toEqual([{ script: 'beng', text: 'ক্\u200Dষ' }]);
    // After a space, or after a script whose font has no danda, it is set in Devanagari.
    expect(runs('Delhi।').map((r) => r.script)).toEqual(['latin', 'deva']);
    expect(runs('ᱥᱟ।').map((r) => r.script)).toEqual(['olck', 'deva']);
    for (const script of [
      'beng',
      'guru',
      'gujr',
      'orya',
      'taml',
      'telu',
      'knda',
      'mlym',
    ] as const) {
      for (const cp of [0x0964, 0x0965, 0x200c, 0x200d, 0x25cc]) {
        expect(font(script).hasGlyphForCodePoint(cp), `${script} ${cp.toString(16)}`).toBe(true);
      }
    }
    // Digits and punctuation stay in Latin, as before.
    expect(runs('১২, 12').map((r) => r.script)).toEqual(['beng', 'latin']);
  });

  it('draws Arabic-script text right to left inside a left-to-right line', () => {
    const drawn = (text: string) =>
      visualOrder(runs(text))
        .map((p) => p.text)
        .join('|');
    // Words swap places; fontkit reverses the letters of each Arabic run itself.
    expect(drawn('محمد علی')).toBe('علی| |محمد');
    // A number after Arabic words belongs to the right-to-left stretch, digits kept in order.
    expect(drawn('House 5, گلی 12')).toBe('House 5, |12 |گلی');
    // Arabic-Indic digits are handed to fontkit reversed, so that they come out in order.
    expect(drawn('مکان ۱۲')).toBe('۲۱| |مکان');
    expect(drawn('Priya')).toBe('Priya');
  });
});

const line = {
  description: 'Kanjeevaram saree காஞ்சிபுரம்',
  hsn: '6204',
  quantity: 1,
  unit: 'PCS' as const,
  rateBasisPoints: 500,
  taxablePaise: 99_904,
  cgstPaise: 2_498,
  sgstPaise: 2_498,
  utgstPaise: 0,
  igstPaise: 0,
  totalPaise: 104_900,
};
const invoice = (buyer: { name: string; address: string }): TaxDocument => ({
  kind: 'tax-invoice',
  number: 'EE/26-27/000123',
  issuedAt: '2026-11-05T10:00:00Z',
  orderId: 'EE-7K2M9Q',
  orderDate: '2026-11-01T10:00:00Z',
  supplier: {
    name: 'Ethnic Elegance Retail Pvt. Ltd.',
    address: '12 Chandni Chowk Lane, Jaipur, Rajasthan 302002',
    state: 'Rajasthan',
    stateCode: '08',
    gstin: '08AABCE1234F1Z5',
  },
  buyer: { ...buyer, state: 'Tamil Nadu', stateCode: '33', gstin: null, phone: '+919876543210' },
  placeOfSupply: { state: 'Tamil Nadu', code: '33' },
  reverseCharge: false,
  lines: [line],
  totals: { ...line },
  amountInWords: 'Rupees One Thousand Forty-Nine Only',
  against: null,
});

describe('the invoice PDF in every script of checkout', () => {
  it('draws each script’s text in its own embedded font, with no empty boxes', async () => {
    const address = SAMPLES.filter(([s]) => s !== 'latin')
      .map(([, text]) => text)
      .join('\n');
    const pdf = await renderTaxDocumentPdf(invoice({ name: 'சுப்பிரமணியன் / শ্রীমতী সেন', address }));
    const drawn = await pdfDrawnText(pdf);
    expect(drawn.filter((d) => d.missing > 0)).toEqual([]);
    for (const [script, text, fontName] of SAMPLES) {
      const letters = [...text].filter((ch) => scriptOf(ch.codePointAt(0)!) === script);
      const inFont = drawn
        .filter((d) => d.font === fontName)
        .map((d) => d.text)
        .join('');
      for (const letter of letters.filter((ch) => /\p{L}/u.test(ch))) {
        expect(inFont, `${script} ${letter}`).toContain(letter);
      }
    }
    // Subsets only: a page in eleven more scripts stays small.
    expect(pdf.length).toBeLessThan(120_000);
  });

  it('embeds only the fonts a document uses', async () => {
    const pdf = await renderTaxDocumentPdf(invoice({ name: 'Priya Sen', address: '12 Park St' }));
    const embedded = new Set((await pdfDrawnText(pdf)).map((d) => d.font));
    expect(embedded).toEqual(
      new Set(['NotoSans-Bold', 'NotoSans-Regular', 'NotoSansTamil-Regular']),
    );
  });
});
