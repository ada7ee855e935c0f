import { describe, expect, it } from 'vitest';
import { emptyProduct, productForm, type ProductFormValues } from './product-form-rules';

const filled: ProductFormValues = {
  ...emptyProduct,
  title: 'Banarasi Silk Saree',
  description: 'Handwoven in Varanasi.',
  category: 'Women',
  parentCategory: 'Ethnic Wear',
  subCategory: 'Sarees',
  mrp: '₹2,999',
  sellingPrice: '2499.50',
  colors: 'Maroon, Gold ,',
  stock: [
    { size: 'S', quantity: '3' },
    { size: ' M ', quantity: '0' },
    { size: '', quantity: '0' },
  ],
  status: 'active',
  sku: '',
};

describe('productForm', () => {
  it("turns the typed fields into the contract's create body", () => {
    const body = productForm.parse(filled);
    expect(body).toMatchObject({
      mrp: 2999,
      sellingPrice: 2499.5,
      colors: ['Maroon', 'Gold'],
      sizes: ['S', 'M'],
      stock: [
        { size: 'S', quantity: 3 },
        { size: 'M', quantity: 0 },
      ],
      sku: null,
      status: 'active',
      featured: false,
    });
  });

  it("refuses a selling price above the MRP with the contract's message, under that field", () => {
    const result = productForm.safeParse({ ...filled, sellingPrice: '3500' });
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((i) => i.path.join('.') === 'sellingPrice');
    expect(issue?.message).toBe('Selling price must not be more than the MRP');
  });

  it('puts a repeated size under the stock rows and a half unit under its row', () => {
    const repeated = productForm.safeParse({
      ...filled,
      stock: [
        { size: 'M', quantity: '1' },
        { size: 'm', quantity: '1' },
      ],
    });
    expect(repeated.error?.issues.map((i) => i.path.join('.'))).toContain('stock');
    const half = productForm.safeParse({ ...filled, stock: [{ size: 'M', quantity: '1.5' }] });
    expect(half.error?.issues.map((i) => i.path.join('.'))).toContain('stock.0.quantity');
  });

  it('keeps the stock of a piece without sizes as its one size, where the server keeps it', () => {
    const body = productForm.parse({ ...filled, stock: [{ size: '', quantity: '7' }] });
    expect(body).toMatchObject({ sizes: [], stock: [{ size: 'One Size', quantity: 7 }] });
  });

  it('refuses a count on a row without a size beside named sizes, rather than dropping it', () => {
    const result = productForm.safeParse({
      ...filled,
      stock: [
        { size: 'M', quantity: '2' },
        { size: '', quantity: '5' },
      ],
    });
    const issue = result.error?.issues.find((i) => i.path.join('.') === 'stock.1.quantity');
    expect(issue?.message).toBe('Name the size these are in, or set the stock to 0');
  });

  it('sends parent category, gender, HSN, fabric, care, saree length and blouse piece', () => {
    const body = productForm.parse({
      ...filled,
      gender: 'Women',
      hsn: ' 50072010 ',
      fabric: 'Pure silk',
      care: 'Dry clean only',
      sareeLength: '5.5 m',
      blousePiece: 'yes',
    });
    expect(body).toMatchObject({
      parentCategory: 'Ethnic Wear',
      gender: 'Women',
      hsn: '50072010',
      fabric: 'Pure silk',
      care: 'Dry clean only',
      sareeLength: 5.5,
      blousePiece: true,
    });
    const unsaid = productForm.parse(filled);
    expect(unsaid).toMatchObject({ hsn: null, fabric: null, care: null, sareeLength: null });
    expect(unsaid.blousePiece).toBeNull();
  });

  it('clears saree length and blouse piece for a type that is not a saree', () => {
    const body = productForm.parse({
      ...filled,
      subCategory: 'Kurta',
      sareeLength: '5.5',
      blousePiece: 'no',
    });
    expect(body.sareeLength).toBeNull();
    expect(body.blousePiece).toBeNull();
  });

  it('refuses a bad HSN code, saree length or missing parent category under their fields', () => {
    const result = productForm.safeParse({
      ...filled,
      hsn: '123',
      sareeLength: 'six',
      parentCategory: ' ',
    });
    const at = (path: string) =>
      result.error?.issues.find((i) => i.path.join('.') === path)?.message;
    expect(at('sareeLength')).toBe('Saree length must be a number of metres');
    const later = productForm.safeParse({ ...filled, hsn: '123', parentCategory: ' ' });
    const atLater = (path: string) =>
      later.error?.issues.find((i) => i.path.join('.') === path)?.message;
    expect(atLater('hsn')).toBe('HSN code is 4, 6 or 8 digits');
    expect(atLater('parentCategory')).toBe('Parent category is required');
    const long = productForm.safeParse({ ...filled, sareeLength: '15' });
    expect(long.error?.issues.map((i) => i.path.join('.'))).toContain('sareeLength');
  });
});

describe('productForm per colour', () => {
  it('counts stock per size and colour when asked, a blank count as 0', () => {
    const body = productForm.parse({
      ...filled,
      perColour: true,
      stock: [
        { size: 'S', quantity: '0', byColour: { Maroon: '2', Gold: '' } },
        { size: 'M', quantity: '0', byColour: { Maroon: '0', Gold: '5' } },
      ],
    });
    expect(body.stock).toEqual([
      { size: 'S', color: 'Maroon', quantity: 2 },
      { size: 'S', color: 'Gold', quantity: 0 },
      { size: 'M', color: 'Maroon', quantity: 0 },
      { size: 'M', color: 'Gold', quantity: 5 },
    ]);
  });
});
