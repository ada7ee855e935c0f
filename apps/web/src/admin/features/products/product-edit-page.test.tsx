import type { AdminProduct } from '@store/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { json, stubFetchForEachTest } from '../../../test/render';
import { ADMIN_TOKEN_KEY } from '../../lib/admin-token';
import { AdminSessionProvider } from '../session';
import ProductEditPage from './product-edit-page';

const answer = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
stubFetchForEachTest((input, init) => answer(input, init));

const RATES = {
  rates: [
    ...['61', '62', '63', '64'].map((hsnPrefix) => ({
      hsnPrefix,
      source: 'default',
      slabs: [
        { upTo: 2500, rate: 5 },
        { upTo: null, rate: 18 },
      ],
    })),
    { hsnPrefix: '5007', source: 'owner', slabs: [{ upTo: null, rate: 5 }] },
  ],
};

const SAREE: AdminProduct = {
  id: 5,
  sku: 'KANJI-EMERALD',
  title: 'Kanjivaram Silk Saree',
  description: 'Pure mulberry silk.',
  titleHi: 'कांजीवरम सिल्क साड़ी',
  descriptionHi: null,
  category: 'Women',
  parentCategory: 'Ethnic Wear',
  subCategory: 'Saree',
  masterCategory: 'Apparel',
  gender: 'Women',
  mrp: 12000,
  sellingPrice: 9500,
  sizes: ['One Size'],
  colors: ['Emerald'],
  stock: [{ size: 'One Size', color: '', quantity: 3 }],
  stockState: 'in',
  featured: false,
  status: 'active',
  hsn: null,
  gstHsn: '6204',
  fabric: 'Silk',
  care: null,
  sareeLength: 5.5,
  blousePiece: true,
  version: 2,
  images: [],
  artUrl: '/media/products/5/2/main.svg',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

const sent: { url: string; method: string; body: unknown }[] = [];

function serve() {
  sent.length = 0;
  answer.mockImplementation((input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (method !== 'GET') sent.push({ url, method, body: JSON.parse(String(init?.body)) });
    if (url.endsWith('/admin/me')) {
      return Promise.resolve(
        json({ id: 's1', email: 'a@shop.in', name: 'A', role: 'owner', twoFactorEnabled: false }),
      );
    }
    if (url.endsWith('/admin/tax/rates')) return Promise.resolve(json(RATES));
    if (url.endsWith('/admin/products/5') && method === 'GET') return Promise.resolve(json(SAREE));
    if (url.endsWith('/admin/products/5') && method === 'PATCH') {
      return Promise.resolve(json({ ...SAREE, version: 3 }));
    }
    if (url.endsWith('/admin/products/5/duplicate')) {
      return Promise.resolve(json({ ...SAREE, id: 6, colors: ['Ruby'], status: 'draft' }, 201));
    }
    if (url.endsWith('/admin/products/6')) return Promise.resolve(json({ ...SAREE, id: 6 }));
    return Promise.resolve(json({ error: `unexpected ${url}` }, 404));
  });
}

function renderPage() {
  localStorage.setItem(ADMIN_TOKEN_KEY, 'admin-token');
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={['/admin/products/5']}>
        <AdminSessionProvider>
          <Routes>
            <Route path="/admin/products/:id" element={<ProductEditPage />} />
          </Routes>
        </AdminSessionProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('product form', () => {
  it('shows the GST the HSN code brings before saving, and sends the new fields', async () => {
    serve();
    renderPage();
    const gst = await screen.findByText(/^HSN 6204 \(the default for this type\)/);
    expect(gst.textContent).toContain('At ₹9,500 a piece is charged 18%.');
    fireEvent.change(screen.getByLabelText('HSN code (optional)'), {
      target: { value: '50072010' },
    });
    await screen.findByText('HSN 50072010: GST 5%. At ₹9,500 a piece is charged 5%.');
    expect(screen.getByLabelText('Parent category')).toHaveProperty('value', 'Ethnic Wear');
    expect(screen.getByLabelText('Gender')).toHaveProperty('value', 'Women');
    expect(screen.getByLabelText('Saree length in metres (optional)')).toHaveProperty(
      'value',
      '5.5',
    );
    expect(
      screen.getByText(/Featured pieces appear in the home page's Featured Products row/),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Care (optional)'), {
      target: { value: 'Dry clean only' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'PATCH',
      body: {
        version: 2,
        hsn: '50072010',
        fabric: 'Silk',
        care: 'Dry clean only',
        sareeLength: 5.5,
        blousePiece: true,
        parentCategory: 'Ethnic Wear',
        gender: 'Women',
      },
    });
  });

  it('edits the Hindi title and description beside the English; empty sends none', async () => {
    serve();
    renderPage();
    const titleHi = await screen.findByLabelText('Title in Hindi (optional)');
    expect(titleHi).toHaveProperty('value', 'कांजीवरम सिल्क साड़ी');
    expect(titleHi.getAttribute('lang')).toBe('hi');
    fireEvent.change(titleHi, { target: { value: '  ' } });
    fireEvent.change(screen.getByLabelText('Description in Hindi (optional)'), {
      target: { value: 'शुद्ध शहतूत रेशम।' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'PATCH',
      body: { titleHi: null, descriptionHi: 'शुद्ध शहतूत रेशम।', title: 'Kanjivaram Silk Saree' },
    });
  });

  it('shows saree length and blouse piece only for sarees', async () => {
    serve();
    renderPage();
    const type = await screen.findByLabelText('Type');
    expect(screen.getByLabelText('Blouse piece')).toBeTruthy();
    fireEvent.change(type, { target: { value: 'Kurta' } });
    await waitFor(() => expect(screen.queryByLabelText('Blouse piece')).toBeNull());
  });

  it('duplicates for a new colourway and opens the copy', async () => {
    serve();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Duplicate as a draft' }));
    expect(
      await screen.findByText('Give at least one colour (Default when there is no choice)'),
    ).toBeTruthy();
    expect(sent).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Colours of the copy'), { target: { value: 'Ruby' } });
    fireEvent.click(screen.getByLabelText(/Copy the stock per size too/));
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate as a draft' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      url: expect.stringMatching(/\/admin\/products\/5\/duplicate$/),
      body: { colors: ['Ruby'], sku: null, copyStock: true },
    });
    await waitFor(() =>
      expect(answer.mock.calls.some(([url]) => String(url).endsWith('/admin/products/6'))).toBe(
        true,
      ),
    );
  });
});
