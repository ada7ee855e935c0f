// What the checkout's tests share: a cart, the order the server answers, the PIN directory's
// answers, stubs of the server's calls and the form's helpers. Each test file mocks the toast
// itself (vi.mock is hoisted per file) and calls stubCheckoutServer().
import { errorResponse, order, OrderStatus, pinCodeAnswer } from '@store/contract';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '../../../lib/auth-token';
import { toast } from '../../../lib/toast';
import { fixture } from '../../../test/fixture';
import { json, renderInShop, stubFetchForEachTest } from '../../../test/render';
import { ASHA_ADDRESS, KURTA_IN_CART, KURTA_LINE } from '../../../test/samples';
import { CART_STORAGE_KEY } from '../../cart';
import { CheckoutView } from './checkout-view';

export const fetchMock = vi.fn<typeof fetch>();
export const CART = [
  KURTA_IN_CART,
  { id: 6, name: 'Banarasi Saree', image: '', price: 8999, quantity: 1, selectedSize: 'One Size' },
];
export const ORDER = fixture(order, {
  id: 'EE-ABC234',
  status: OrderStatus.Pending,
  createdAt: '2025-01-05T10:00:00.000Z',
  total: 12798,
  items: [
    KURTA_LINE,
    {
      id: 2,
      productId: 6,
      productTitle: 'Banarasi Saree',
      name: 'Banarasi Saree',
      quantity: 1,
      price: 8999,
      size: 'One Size',
      color: '',
      hsn: '6211',
      taxRate: 18,
    },
  ],
  shippingAddress: ASHA_ADDRESS,
  trackingNumber: null,
  paymentMethod: null,
  tax: null,
  invoice: null,
});

/** GET /pincodes/{pin}: the directory's answers these tests know; others are 404. */
const PINS: Record<string, object> = {
  '560025': {
    pin: '560025',
    city: 'Bengaluru',
    district: 'BENGALURU URBAN',
    state: 'Karnataka',
    serviceable: true,
    cod: true,
    estimate: { minDays: 3, maxDays: 5, from: '2026-11-26', to: '2026-11-28' },
  },
  '790001': {
    pin: '790001',
    city: 'West Kameng',
    district: 'WEST KAMENG',
    state: 'Arunachal Pradesh',
    serviceable: false,
    cod: false,
    estimate: null,
  },
};
export const pinLookups: string[] = [];
// PIN look-ups are answered here; fetchMock sees only what the tests count (the order).
// The summary's quote (POST /orders/quote) and the shopper's account (GET /accountInfo, which
// prefills the form) have stubs of their own; without them the summary shows the cart's own sum
// and the form starts empty.
const unavailable = () => Promise.resolve(new Response('{}', { status: 503 }));
export const quoteMock = vi.fn<typeof fetch>(unavailable);
export const accountMock = vi.fn<typeof fetch>(unavailable);
/** GET /account/addresses (the saved-address picker); none unless a test answers some. */
export const addressBookMock = vi.fn<typeof fetch>(unavailable);
/** GET /account/store-credit (the "Use store credit" box); no credit unless a test answers some. */
export const storeCreditMock = vi.fn<typeof fetch>(unavailable);

/** Answers the checkout's calls for every test of the file that calls it, signed in as 'tok'. */
export function stubCheckoutServer(): void {
  stubFetchForEachTest((input, init) => {
    if (String(input).includes('/orders/quote')) return quoteMock(input, init);
    if (String(input).endsWith('/accountInfo')) return accountMock(input, init);
    if (String(input).endsWith('/account/addresses')) return addressBookMock(input, init);
    if (String(input).endsWith('/account/store-credit')) return storeCreditMock(input, init);
    const pin = /\/pincodes\/(\d+)$/.exec(String(input))?.[1];
    if (pin === undefined) return fetchMock(input, init);
    pinLookups.push(pin);
    const known = PINS[pin];
    return Promise.resolve(
      known
        ? json(fixture(pinCodeAnswer, known as never))
        : json(
            fixture(errorResponse, { error: `PIN code ${pin} does not exist`, code: 'not_found' }),
            404,
          ),
    );
  });
  beforeEach(() => localStorage.setItem(AUTH_TOKEN_KEY, 'tok'));
  afterEach(() => {
    pinLookups.length = 0;
    fetchMock.mockReset();
    for (const mock of [quoteMock, accountMock, addressBookMock, storeCreditMock]) {
      mock.mockReset();
      mock.mockImplementation(unavailable);
    }
    vi.mocked(toast.error).mockClear();
  });
}

function PaymentProbe() {
  const { search, state } = useLocation();
  return (
    <p>
      payment {search} state {(state as { orderId?: string } | null)?.orderId}
    </p>
  );
}

export function renderCheckout(cart: unknown[] = CART) {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
  return renderInShop(
    <Routes>
      <Route path="/checkout" element={<CheckoutView />} />
      <Route path="/payment" element={<PaymentProbe />} />
    </Routes>,
    { at: '/checkout', cart: true },
  );
}

export const field = (label: string) =>
  screen.getByLabelText(label, { exact: true }) as HTMLInputElement | HTMLSelectElement;
export const set = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
export function fillAll(overrides: Record<string, string> = {}) {
  const values = {
    'Full name': 'Asha Verma',
    Address: '14 Residency Road',
    City: 'Bengaluru',
    'State / Union territory': 'Karnataka',
    'PIN code': '560025',
    Phone: '98765 43210',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) set(label, value);
}
export const placeOrder = () =>
  fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
export const created = (body: object = ORDER, status = 201) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
