import { describe, expect, it } from 'vitest';
import { parseProductsCsv } from '../modules/catalog/products-csv.ts';
import { csvField, csvLine, csvUndefused } from './csv.ts';

describe('csvField', () => {
  it('quotes fields that hold a separator, a quote, a line break or edge spaces', () => {
    expect(csvField('plain@example.in')).toBe('plain@example.in');
    expect(csvField('a,b@example.in')).toBe('"a,b@example.in"');
    expect(csvField('Rose "Gulabi" kurta')).toBe('"Rose ""Gulabi"" kurta"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(' padded ')).toBe('" padded "');
    expect(csvField(null)).toBe('');
    expect(csvField(1499.5)).toBe('1499.5');
  });

  it('defuses every start a spreadsheet runs as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      const field = csvField(`${start}HYPERLINK("http://x")`);
      // Whatever the quoting, the cell's text starts with the apostrophe.
      expect(field.replace(/^"/, '')).toMatch(/^'/);
    }
    expect(csvField('=HYPERLINK("x")@example.in')).toBe(`"'=HYPERLINK(""x"")@example.in"`);
    expect(csvField('+91@example.in')).toBe(`'+91@example.in`);
  });

  it('leaves plain numbers, negative ones included, as numbers', () => {
    expect(csvField('-12.50')).toBe('-12.50');
    expect(csvField('+919876543210')).toBe(`'+919876543210`);
  });

  it('ends a line with CRLF', () => {
    expect(csvLine(['a', 1, null])).toBe('a,1,\r\n');
  });
});

describe('a defused field imported again', () => {
  it('gets its text back', () => {
    for (const text of ['=SUM(A1)', '+91 kurta', '-sale-', '@home', 'plain']) {
      expect(csvUndefused(csvField(text).replace(/^"|"$/g, ''))).toBe(text);
    }
  });

  it('round-trips a product title through the products CSV parser', () => {
    const header =
      'sku,title,description,category,parentCategory,subCategory,masterCategory,gender,regularPrice,sizes,colors';
    const row = [
      'SKU-1',
      '=Rose kurta',
      '@cotton, hand block printed',
      'Kurtas',
      'Women',
      'Kurtas',
      'Apparel',
      'Women',
      '1499',
      'M|L',
      'Rose',
    ]
      .map(csvField)
      .join(',');
    const parsed = parseProductsCsv(`${header}\r\n${row}\r\n`);
    expect(parsed.errors).toEqual([]);
    expect(parsed.rows[0]!.product.title).toBe('=Rose kurta');
    expect(parsed.rows[0]!.product.description).toBe('@cotton, hand block printed');
  });
});
