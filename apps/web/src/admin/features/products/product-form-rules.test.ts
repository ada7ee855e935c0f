import { describe, expect, it } from 'vitest';
import { emptyProduct, productForm, type ProductFormValues } from './product-form-rules';

const filled: ProductFormValues = {
  ...emptyProduct,
  title: 'Banarasi Silk Saree',
  description: 'Handwoven in Varanasi.',
  category: 'Women',
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
});
