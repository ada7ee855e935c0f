import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseProductsCsv } from './products-csv.ts';
import { HEADER, row } from './products-csv.test-kit.ts';

describe('parseProductsCsv', () => {
  it.each([
    [
      'a discount not below the price',
      { discountedPrice: '1899' },
      /discountedPrice: must be less/,
    ],
    [
      'stock for a size it does not have',
      { stock: 'XXL:3' },
      /stock: "XXL" is not one of the sizes/,
    ],
    ['a negative stock', { stock: 'S:-1' }, /stock: "-1" is not a whole number/],
    ['an unknown art kind', { artKind: 'spaceship' }, /artKind: "spaceship" is not one of/],
    [
      'an article that cannot be guessed',
      { subCategory: 'Gift Card', title: 'Gift Card' },
      /artKind: cannot tell/,
    ],
    ['a blank title', { title: '' }, /title: is required/],
    ['a bad sku', { sku: 'has space' }, /sku: "has space" may use/],
    ['no colours', { colors: '' }, /colors: is required/],
    ['featured that is not true or false', { featured: 'maybe' }, /featured: "maybe"/],
  ])('reports %s', (_what, overrides, message) => {
    const { errors } = parseProductsCsv([HEADER, row('CK-500', overrides)].join('\n'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^line 2: /);
    expect(errors[0]).toMatch(message);
  });

  it('guesses the art kind from the sub-category, longer names first', () => {
    const { rows } = parseProductsCsv(
      [HEADER, row('KS-1', { subCategory: 'Kurta Sets', title: 'Festive Kurta Set' })].join('\n'),
    );
    expect(rows[0]?.product.art.kind).toBe('kurta-set');
  });

  it('accepts the example of docs/products-csv.md', () => {
    const doc = fs.readFileSync(
      new URL('../../../../../docs/products-csv.md', import.meta.url),
      'utf8',
    );
    const example = /```csv\n([\s\S]*?)```/.exec(doc)?.[1] ?? '';
    const { rows, errors } = parseProductsCsv(example);
    expect(errors).toEqual([]);
    expect(rows.map((r) => r.product.art.kind)).toEqual(['kurta', 'saree', 'jutti', 'lehenga']);
    // The lehenga's stock is kept per size and colour.
    expect(rows[3]!.product.stock).toContainEqual({ size: 'M', color: 'Wine', quantity: 3 });
  });

  it('reports a sku given twice in one file', () => {
    const { errors } = parseProductsCsv([HEADER, row('DUP-1'), row('DUP-1')].join('\n'));
    expect(errors).toEqual(['line 3: sku: "DUP-1" is also on line 2']);
  });

  it('reports unknown and missing columns on line 1', () => {
    const { errors } = parseProductsCsv('sku,title,price\nA,B,1\n');
    expect(errors[0]).toBe('line 1: unknown column "price"');
    expect(errors[1]).toMatch(/^line 1: missing column\(s\): description, category/);
  });

  it('reports the first 50 problems and how many more, in the header and in the rows', () => {
    // 200,000 unknown columns: 6 MB of errors before, for a 400 KB file.
    const wide = `${HEADER},${Array.from({ length: 200_000 }, (_, i) => `x${i}`).join(',')}`;
    const header = parseProductsCsv(`${wide}\n`).errors;
    expect(header).toHaveLength(51);
    expect(header[0]).toBe('line 1: unknown column "x0"');
    expect(header[50]).toBe('(and 199950 more problems)');
    expect(JSON.stringify(header).length).toBeLessThan(5_000);
    // A column name is shown cut short.
    const long = parseProductsCsv(`${HEADER},${'y'.repeat(5_000)}\n`).errors;
    expect(long[0]).toBe(`line 1: unknown column "${'y'.repeat(40)}…"`);
    const rows = [HEADER, ...Array.from({ length: 120 }, () => 'too,few')].join('\n');
    const rowErrors = parseProductsCsv(rows).errors;
    expect(rowErrors).toHaveLength(51);
    expect(rowErrors[50]).toBe('(and 70 more problems)');
  });

  it('accepts a one-size product with a bare stock number and Windows line endings', () => {
    const { rows, errors } = parseProductsCsv(
      [HEADER, row('JH-1', { sizes: '', stock: '12', artKind: 'jhumka' })].join('\r\n'),
    );
    expect(errors).toEqual([]);
    expect(rows[0]?.product).toMatchObject({
      sizes: ['One Size'],
      stock: [{ size: 'One Size', color: '', quantity: 12 }],
    });
  });
});
