// The products CSV carries the Hindi title and description (docs/products-csv.md): an empty
// cell clears it, a file without the columns leaves the Hindi alone, and a too-long one is
// named with its line.
import { describe, expect, it } from 'vitest';
import { parseProductsCsv } from './products-csv.ts';
import { HEADER, row } from './products-csv.test-kit.ts';

const withHindi = `${HEADER},titleHi,descriptionHi`;
const hindiRow = (sku: string, titleHi: string, descriptionHi: string) =>
  `${row(sku)},${titleHi},${descriptionHi}`;

describe('the Hindi columns of the products CSV', () => {
  it('reads the Hindi title and description, and an empty cell as none', () => {
    const parsed = parseProductsCsv(
      [
        withHindi,
        hindiRow('K-1', 'चिकनकारी सूती कुर्ता', '"हाथ की कढ़ाई, मुलायम सूती कपड़ा"'),
        hindiRow('K-2', '', ''),
      ].join('\n'),
    );
    expect(parsed.errors).toEqual([]);
    expect(parsed.rows[0]!.product).toMatchObject({
      titleHi: 'चिकनकारी सूती कुर्ता',
      descriptionHi: 'हाथ की कढ़ाई, मुलायम सूती कपड़ा',
    });
    expect(parsed.rows[1]!.product).toMatchObject({ titleHi: null, descriptionHi: null });
  });

  it('a file without the columns leaves the Hindi as it is', () => {
    const parsed = parseProductsCsv([HEADER, row('K-3')].join('\n'));
    expect(parsed.errors).toEqual([]);
    expect(parsed.rows[0]!.product.titleHi).toBeUndefined();
    expect(parsed.rows[0]!.product.descriptionHi).toBeUndefined();
  });

  it('refuses a Hindi title longer than an English one may be', () => {
    const parsed = parseProductsCsv([withHindi, hindiRow('K-4', 'क'.repeat(201), '')].join('\n'));
    expect(parsed.errors).toEqual(['line 2: titleHi: must be at most 200 characters']);
  });
});
