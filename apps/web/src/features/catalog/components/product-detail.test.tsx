import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast';
import { seedStoreInfo } from '../../../test/store-info';
import { CART_STORAGE_KEY, MAX_LINE_QUANTITY } from '../../cart';
import type { ShopProduct } from '../../../lib/shop-product';
import type { ReactNode } from 'react';
import type { SizeToolsChoice } from '../product-detail-rules';
import { ProductDetail } from './product-detail';
import { renderInShop } from '../../../test/render';

vi.mock('../../../lib/toast', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }),
}));

const KURTA: ShopProduct = {
  id: 7,
  name: 'Anarkali Kurta',
  description: 'Hand-embroidered cotton.',
  price: 1500,
  originalPrice: 2000,
  image: 'https://img.example/7.jpg',
  images: ['https://img.example/7.jpg', 'https://img.example/7b.jpg'],
  featured: false,
  sizes: ['S', 'M', 'L'],
  inStockSizes: ['S', 'M'],
  colors: ['Maroon', 'Ivory'],
  category: 'Women',
  masterCategory: 'Apparel',
  subCategory: 'Kurtas',
  parentCategory: 'Women',
  gender: 'Women',
  inStock: true,
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.mocked(toast.error).mockClear();
});

function renderDetail(
  product: ShopProduct = KURTA,
  store: Parameters<typeof seedStoreInfo>[1] = {},
  sizeTools?: (chosen: SizeToolsChoice) => ReactNode,
) {
  return renderInShop(
    <Routes>
      <Route
        path="/product/:id"
        element={<ProductDetail product={product} sizeTools={sizeTools} />}
      />
      <Route path="/cart" element={<p>cart page</p>} />
    </Routes>,
    { at: '/product/7', client: seedStoreInfo(new QueryClient(), store), wishlist: true },
  );
}

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const storedCart = () => JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]') as unknown[];

describe('ProductDetail', () => {
  it("promises the store's own shipping and payment methods, not free shipping and cards", () => {
    renderDetail(KURTA, {
      shipping: { freeAbove: 999, flatFee: 79 },
      paymentMethods: ['upi', 'cod'],
    });
    expect(screen.getByText('Free shipping over ₹999.00')).toBeTruthy();
    expect(screen.getByText('UPI and cash on delivery')).toBeTruthy();
    expect(screen.queryByText(/cards/)).toBeNull();
  });

  it('shows the price, the regular price and the discount, and each category once', () => {
    renderDetail();
    expect(screen.getByRole('heading', { level: 1, name: 'Anarkali Kurta' })).toBeTruthy();
    expect(screen.getByText('₹1,500.00')).toBeTruthy();
    expect(screen.getByText('₹2,000.00')).toBeTruthy();
    expect(screen.getByText('25% off')).toBeTruthy();
    const tags = within(screen.getByRole('list', { name: 'Categories' })).getAllByRole('listitem');
    expect(tags.map((tag) => tag.textContent)).toEqual(['Women', 'Apparel']);
  });

  it('marks a sold-out size and will not add without a size', () => {
    renderDetail();
    expect((button('L, sold out') as HTMLButtonElement).disabled).toBe(true);
    expect((button('Add to Cart') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Select a size to add this to your cart.')).toBeTruthy();
  });

  it('adds the chosen size, colour and quantity at the current price, then opens the cart', () => {
    renderDetail();
    fireEvent.click(button('M'));
    fireEvent.click(button('Ivory'));
    fireEvent.click(button('Increase quantity'));
    fireEvent.click(button('Add to Cart'));
    expect(screen.getByText('cart page')).toBeTruthy();
    expect(storedCart()).toEqual([
      expect.objectContaining({
        id: 7,
        price: 1500,
        quantity: 2,
        selectedSize: 'M',
        selectedColor: 'Ivory',
      }),
    ]);
  });

  it('starts with the first colour chosen and a single size chosen', () => {
    renderDetail({ ...KURTA, sizes: ['One Size'], inStockSizes: undefined });
    expect(button('Maroon').getAttribute('aria-pressed')).toBe('true');
    expect(button('One Size').getAttribute('aria-pressed')).toBe('true');
    expect((button('Add to Cart') as HTMLButtonElement).disabled).toBe(false);
  });

  it('keeps the quantity between 1 and the line maximum', () => {
    renderDetail();
    expect((button('Decrease quantity') as HTMLButtonElement).disabled).toBe(true);
    for (let i = 1; i < MAX_LINE_QUANTITY + 2; i++) fireEvent.click(button('Increase quantity'));
    expect(screen.getByText(String(MAX_LINE_QUANTITY))).toBeTruthy();
    expect((button('Increase quantity') as HTMLButtonElement).disabled).toBe(true);
  });

  it('says Sold Out and adds nothing for a product out of stock', () => {
    renderDetail({ ...KURTA, inStock: false });
    expect((button('Sold Out') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByText('Select a size to add this to your cart.')).toBeNull();
  });

  it('saves the product to the wishlist and back', () => {
    renderDetail();
    fireEvent.click(button('Add to Wishlist'));
    expect(button('In Wishlist').getAttribute('aria-pressed')).toBe('true');
  });

  it('switches the large picture from the thumbnails', () => {
    renderDetail();
    fireEvent.click(button('Show picture 2 of 2'));
    expect(button('Show picture 2 of 2').getAttribute('aria-pressed')).toBe('true');
  });

  it('shows a colour its own photos and sizes, and stops the quantity at what is left', () => {
    renderDetail({
      ...KURTA,
      images: ['https://img.example/maroon.jpg', 'https://img.example/ivory.jpg'],
      photoColours: {
        'https://img.example/maroon.jpg': 'Maroon',
        'https://img.example/ivory.jpg': 'Ivory',
      },
      variants: [
        { size: 'S', color: 'Maroon', inStock: true, left: 2 },
        { size: 'S', color: 'Ivory', inStock: false },
        { size: 'M', color: 'Maroon', inStock: false },
        { size: 'M', color: 'Ivory', inStock: true },
        { size: 'L', color: 'Maroon', inStock: false },
        { size: 'L', color: 'Ivory', inStock: false },
      ],
      details: { fabric: 'Cotton', care: 'Hand wash' },
    });
    expect(screen.getByText('Cotton')).toBeTruthy();
    expect(screen.getByText('Hand wash')).toBeTruthy();
    // Maroon: one photo (no thumbnails), S to buy, M sold out.
    expect(screen.queryByRole('button', { name: /Show picture/ })).toBeNull();
    expect((button('M, sold out') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button('S'));
    for (let i = 0; i < 5; i++) fireEvent.click(button('Increase quantity'));
    expect(within(screen.getByRole('group', { name: 'Quantity' })).getByText('2')).toBeTruthy();
    expect((button('Increase quantity') as HTMLButtonElement).disabled).toBe(true);
    // Ivory: S is sold out in it, so the chosen size is let go; M can be bought.
    fireEvent.click(button('Ivory'));
    expect((button('S, sold out') as HTMLButtonElement).disabled).toBe(true);
    expect((button('M') as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByRole('img', { name: 'Anarkali Kurta' }).getAttribute('src')).toContain(
      'ivory',
    );
  });
});

describe('ProductDetail size tools', () => {
  it('gives "Notify me" the colour chosen, its sold-out sizes and whether all of it is gone', () => {
    const seen: SizeToolsChoice[] = [];
    renderDetail(
      {
        ...KURTA,
        colors: ['Maroon', 'Ivory', 'Emerald'],
        variants: ['S', 'M', 'L'].flatMap((size) => [
          { size, color: 'Maroon', inStock: size === 'S' },
          { size, color: 'Ivory', inStock: size === 'M' },
          { size, color: 'Emerald', inStock: false },
        ]),
      },
      {},
      (chosen) => {
        seen.push(chosen);
        return null;
      },
    );
    expect(seen.at(-1)).toEqual({ colour: 'Maroon', soldOutSizes: ['M', 'L'], soldOut: false });
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeTruthy();
    fireEvent.click(button('Ivory'));
    expect(seen.at(-1)).toEqual({ colour: 'Ivory', soldOutSizes: ['S', 'L'], soldOut: false });
    fireEvent.click(button('Emerald'));
    expect(seen.at(-1)).toEqual({
      colour: 'Emerald',
      soldOutSizes: ['S', 'M', 'L'],
      soldOut: true,
    });
    // A colour sold out in every size says so on its button, not only by greying it out.
    const sold = screen.getByRole('button', { name: 'Sold Out' }) as HTMLButtonElement;
    expect(sold.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
  });
});
