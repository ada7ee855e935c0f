// The shopper's orders on a Hindi page (docs/decisions/031): the reads ask for Hindi, the
// lines' colours show the Hindi the answer names (the colour as ordered stays English in the
// answer), and the order's heading, delivery option and size are in Hindi. Titles and numbers
// stay as ordered; the tax line keeps the abbreviation the invoice prints.
import { order as orderSchema, OrderStatus, type Order } from '@store/contract';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hi } from '../../../i18n/hi';
import { AUTH_TOKEN_KEY } from '../../../lib/auth-token';
import { setLanguage } from '../../../lib/i18n';
import { fixture } from '../../../test/fixture';
import { json, noRetryClient, renderInShop, stubFetchForEachTest } from '../../../test/render';
import { ASHA_ADDRESS, ashaAccount, KURTA_LINE } from '../../../test/samples';
import { OrdersView } from './orders-view';
import { TrackOrderView } from './track-order-view';

const ORDER: Order = fixture(orderSchema, {
  id: 'EE-PEND22',
  status: OrderStatus.Pending,
  createdAt: '2025-01-05T10:00:00.000Z',
  total: 3799,
  items: [KURTA_LINE, { ...KURTA_LINE, id: 2, size: 'One Size', color: 'Teal', quantity: 1 }],
  shippingAddress: ASHA_ADDRESS,
  trackingNumber: null,
  paymentMethod: null,
  tax: { split: 'igst', taxable: 3618, cgst: 0, sgst: 0, utgst: 0, igst: 181, totalTax: 181 },
  invoice: null,
  names: { Ivory: 'आइवरी' },
});

const calls: string[] = [];
stubFetchForEachTest(async (input) => {
  const url = new URL(String(input));
  calls.push(url.pathname.replace('/api/v1', '') + url.search);
  if (url.pathname.endsWith('/accountInfo')) return json(ashaAccount(null, ''));
  return json(url.pathname.endsWith('/orders') ? [ORDER] : ORDER);
});
beforeEach(() => {
  calls.length = 0;
  localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
  setLanguage('hi', hi);
});
afterEach(() => setLanguage('en'));

const renderAt = (path: string, element: React.ReactNode) =>
  renderInShop(
    <Routes>
      <Route path="*" element={element} />
    </Routes>,
    { at: path, client: noRetryClient() },
  );

describe('orders on a Hindi page', () => {
  it('the list asks for Hindi and shows the colours, sizes and delivery in Hindi', async () => {
    renderAt('/orders', <OrdersView />);
    const card = await screen.findByRole('article', { name: 'ऑर्डर EE-PEND22' });
    expect(calls).toContain('/orders?lang=hi');
    const items = within(within(card).getByRole('region', { name: 'ऑर्डर EE-PEND22 का सामान' }));
    expect(items.getByText(/^मात्रा 2 · M · आइवरी · /)).toBeTruthy();
    // A colour without a Hindi name shows as ordered; One Size in Hindi.
    expect(items.getByText('मात्रा 1 · फ़्री साइज़ · Teal')).toBeTruthy();
    expect(within(card).getByText('स्टैंडर्ड डिलीवरी')).toBeTruthy();
    expect(items.getAllByText('Chikankari Kurta')).toHaveLength(2);
  });

  it('tracking asks for Hindi too, and its table names the colour in Hindi', async () => {
    renderAt('/track-order?id=EE-PEND22', <TrackOrderView />);
    expect(await screen.findByRole('heading', { name: 'ऑर्डर EE-PEND22' })).toBeTruthy();
    expect(calls.filter((c) => c.startsWith('/orders/EE-PEND22'))).toEqual([
      '/orders/EE-PEND22?contactInfo=asha%40example.in&lang=hi',
    ]);
    const table = within(screen.getByRole('table', { name: 'ऑर्डर EE-PEND22 का सामान' }));
    expect(table.getByText('M · आइवरी')).toBeTruthy();
    expect(table.getByText('फ़्री साइज़ · Teal')).toBeTruthy();
    expect(screen.getByText('IGST')).toBeTruthy();
    // The state in the tax sentence is named in Hindi; the address stays as she gave it.
    expect(screen.getByText('कर्नाटक में डिलीवरी के लिए ₹181.00 GST शामिल')).toBeTruthy();
    expect(screen.getByText('Bengaluru, Karnataka 560025')).toBeTruthy();
    expect(screen.getByText('पहले से आपके अकाउंट का ईमेल भरा है')).toBeTruthy();
  });
});
