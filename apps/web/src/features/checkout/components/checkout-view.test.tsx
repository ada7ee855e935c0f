import {
  errorResponse,
  order,
  OrderStatus,
  pinCodeAnswer,
  quoteResponse,
  type QuoteResponse,
} from '@store/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '../../../lib/auth-token';
import { toast } from '../../../lib/toast';
import { fixture } from '../../../test/fixture';
import { CART_STORAGE_KEY } from '../../cart';
import { CheckoutView } from './checkout-view';
import { json, renderInShop, stubFetchForEachTest } from '../../../test/render';
import { DELIVERY_PIN_KEY } from '../../delivery';
import { ASHA_ADDRESS, KURTA_IN_CART, KURTA_LINE } from '../../../test/samples';

vi.mock('../../../lib/toast', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }),
}));

const fetchMock = vi.fn<typeof fetch>();
const CART = [
  KURTA_IN_CART,
  { id: 6, name: 'Banarasi Saree', image: '', price: 8999, quantity: 1, selectedSize: 'One Size' },
];
const ORDER = fixture(order, {
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
const pinLookups: string[] = [];
// PIN look-ups are answered here; fetchMock sees only what the tests below count (the order).
// The summary's quote (POST /orders/quote) has a stub of its own too; without a quote the
// summary shows the cart's own sum.
const quoteMock = vi.fn<typeof fetch>(() => Promise.resolve(new Response('{}', { status: 503 })));
stubFetchForEachTest((input, init) => {
  if (String(input).includes('/orders/quote')) return quoteMock(input, init);
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
  quoteMock.mockReset();
  quoteMock.mockImplementation(() => Promise.resolve(new Response('{}', { status: 503 })));
  vi.mocked(toast.error).mockClear();
});

function PaymentProbe() {
  const { search, state } = useLocation();
  return (
    <p>
      payment {search} state {(state as { orderId?: string } | null)?.orderId}
    </p>
  );
}

function renderCheckout(cart: unknown[] = CART) {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
  return renderInShop(
    <Routes>
      <Route path="/checkout" element={<CheckoutView />} />
      <Route path="/payment" element={<PaymentProbe />} />
    </Routes>,
    { at: '/checkout', cart: true },
  );
}

const field = (label: string) =>
  screen.getByLabelText(label, { exact: true }) as HTMLInputElement | HTMLSelectElement;
const set = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
function fillAll(overrides: Record<string, string> = {}) {
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
const placeOrder = () => fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
const created = (body: object = ORDER, status = 201) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('checkout with the server’s quote (docs/offers.md)', () => {
  const QUOTE = fixture(quoteResponse, {
    subtotal: 12798,
    discount: 1279.8,
    shipping: 0,
    codFee: 0,
    total: 11518.2,
    freeShippingAbove: 999,
    lines: [
      { productId: 3, quantity: 2, price: 1899.5, discount: 379.9, net: 3419.1 },
      { productId: 6, quantity: 1, price: 8999, discount: 899.9, net: 8099.1 },
    ],
    coupon: { code: 'FEST10', status: 'applied', discount: 1279.8 },
    cod: {
      offered: false,
      reason: 'over-limit',
      message: 'Cash on delivery is available for orders up to ₹10,000. Please pay online.',
      fee: 49,
      confirmationNeeded: false,
    },
    tax: null,
    delivery: null,
  });

  it('shows the discount and the total, says why COD is not offered, and sends the code', async () => {
    sessionStorage.setItem('offer-code', 'FEST10');
    quoteMock.mockResolvedValue(created(QUOTE, 200));
    fetchMock.mockResolvedValue(created());
    renderCheckout();
    expect(await screen.findByText('Discount (FEST10)')).toBeTruthy();
    expect(screen.getByText('−₹1,279.80')).toBeTruthy();
    expect(screen.getByText('₹11,518.20')).toBeTruthy();
    expect(screen.getByText('Free')).toBeTruthy();
    expect(screen.getByText(/Cash on delivery is available for orders up to ₹10,000/)).toBeTruthy();
    expect(JSON.parse(String(quoteMock.mock.calls[0]![1]?.body))).toMatchObject({
      couponCode: 'FEST10',
    });
    fillAll();
    placeOrder();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toMatchObject({
      couponCode: 'FEST10',
    });
    sessionStorage.clear();
  });
});

describe('checkout shows the GST split before the order is placed (docs/tax.md)', () => {
  const quoteWithTax = (tax: NonNullable<QuoteResponse['tax']>) =>
    fixture(quoteResponse, {
      subtotal: 12798,
      discount: 0,
      shipping: 0,
      codFee: 0,
      total: 12798,
      freeShippingAbove: 999,
      lines: [
        { productId: 3, quantity: 2, price: 1899.5, discount: 0, net: 3799 },
        { productId: 6, quantity: 1, price: 8999, discount: 0, net: 8999 },
      ],
      cod: { offered: true, reason: null, message: null, fee: 0, confirmationNeeded: false },
      tax,
      delivery: null,
    });

  it('names CGST and SGST within the store’s state', async () => {
    quoteMock.mockResolvedValue(
      created(quoteWithTax({ cgst: 451.5, sgst: 451.5, utgst: 0, igst: 0, total: 903 }), 200),
    );
    renderCheckout();
    expect(
      await screen.findByText(/Includes GST of ₹903\.00 \(CGST ₹451\.50 \+ SGST ₹451\.50\)/),
    ).toBeTruthy();
  });

  it('names IGST alone for another state', async () => {
    quoteMock.mockResolvedValue(
      created(quoteWithTax({ cgst: 0, sgst: 0, utgst: 0, igst: 903, total: 903 }), 200),
    );
    renderCheckout();
    expect(await screen.findByText(/Includes GST of ₹903\.00 \(IGST ₹903\.00\)/)).toBeTruthy();
    expect(screen.queryByText(/CGST/)).toBeNull();
  });
});

describe('checkout (docs/product/storefront.md sections 2 and 5)', () => {
  it('summarises the cart in rupees with free shipping, never a dollar sign', () => {
    const { container } = renderCheckout();
    expect(screen.getByText('Free')).toBeTruthy();
    expect(screen.getAllByText('₹12,798.00')).toHaveLength(2);
    expect(screen.getByText('₹3,799.00')).toBeTruthy();
    expect(container.textContent).not.toContain('$');
  });

  it('offers every state and union territory', () => {
    renderCheckout();
    const options = [...(field('State / Union territory') as HTMLSelectElement).options];
    expect(options).toHaveLength(37);
    expect(options.map((o) => o.value)).toContain('Ladakh');
  });

  it("asks for every field: 'Please fill all fields', focus on the first blank one", () => {
    renderCheckout();
    set('Full name', 'Asha Verma');
    set('City', '   ');
    placeOrder();
    expect(toast.error).toHaveBeenCalledWith('Please fill all fields', {
      description: 'All shipping information fields are required',
    });
    expect(document.activeElement).toBe(field('Address'));
    expect(field('Address').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("refuses an empty cart: 'Cart is empty'", () => {
    renderCheckout([]);
    fillAll();
    placeOrder();
    expect(toast.error).toHaveBeenCalledWith('Cart is empty', {
      description: 'Please add items to your cart before checkout',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends nothing while a line from a product card still needs its size', () => {
    renderCheckout([{ ...CART[0], selectedSize: undefined, sizeOptions: ['S', 'M'] }, CART[1]]);
    expect(screen.getByRole('link', { name: 'Choose a size in your cart' })).toBeTruthy();
    fillAll();
    placeOrder();
    expect(toast.error).toHaveBeenCalledWith('Please select a size', {
      description: 'Choose a size for Chikankari Kurta in your cart before checkout.',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps focus in the field when Place Order is pressed, so no message moves it away', () => {
    renderCheckout();
    // A prevented mousedown: the field is not blurred before the click lands.
    expect(fireEvent.mouseDown(screen.getByRole('button', { name: 'Place Order' }))).toBe(false);
  });

  it('says inline what is wrong with the PIN code and phone', () => {
    renderCheckout();
    fillAll({ 'PIN code': '056002', Phone: '12345' });
    placeOrder();
    expect(field('PIN code').getAttribute('aria-describedby')).toBe('shipping-postalCode-error');
    expect(screen.getByText(/valid 6-digit PIN code/)).toBeTruthy();
    expect(screen.getByText(/valid 10-digit mobile number/)).toBeTruthy();
    expect(document.activeElement).toBe(field('PIN code'));
    expect(fetchMock).not.toHaveBeenCalled();
    set('PIN code', '560025');
    expect(screen.queryByText(/valid 6-digit PIN code/)).toBeNull();
  });

  it("places the order once, reads 'Processing...', empties the cart and opens payment", async () => {
    let answer: (r: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    renderCheckout();
    fillAll();
    // A double submit, faster than the button can be disabled.
    const form = document.getElementById('checkout-form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    const busy = await screen.findByRole('button', { name: 'Processing...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/orders$/);
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(String(init?.body))).toEqual({
      items: [
        { productId: 3, quantity: 2, size: 'M', color: 'Ivory' },
        { productId: 6, quantity: 1, size: 'One Size' },
      ],
      shippingAddress: ASHA_ADDRESS,
    });
    await act(async () => answer(created()));
    expect(await screen.findByText('payment ?orderId=EE-ABC234 state EE-ABC234')).toBeTruthy();
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBe('[]');
    expect(toast).not.toHaveBeenCalled();
  });

  it('sends whatsappOptIn only when the unticked WhatsApp box is ticked (docs/whatsapp.md)', async () => {
    fetchMock.mockResolvedValue(created());
    renderCheckout();
    fillAll();
    const box = screen.getByRole('checkbox', { name: /Send me order updates on WhatsApp from / });
    expect((box as HTMLInputElement).checked).toBe(false);
    fireEvent.click(box);
    placeOrder();
    await screen.findByText(/^payment/);
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ whatsappOptIn: true });
  });

  it('retries with the same Idempotency-Key, and says the spec sentence on failure', async () => {
    fetchMock.mockResolvedValueOnce(new Response('oops', { status: 503 }));
    renderCheckout();
    fillAll();
    placeOrder();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Error placing order', {
        description: 'Please try again later.',
      }),
    );
    fetchMock.mockResolvedValueOnce(created());
    placeOrder();
    await screen.findByText(/^payment/);
    const keys = fetchMock.mock.calls.map(
      ([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key'],
    );
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });

  it('uses a new key when the address changes', async () => {
    fetchMock.mockResolvedValue(new Response('oops', { status: 500 }));
    renderCheckout();
    fillAll();
    placeOrder();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await screen.findByRole('button', { name: 'Place Order' });
    set('Address', '16 Residency Road');
    placeOrder();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const keys = fetchMock.mock.calls.map(
      ([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key'],
    );
    expect(keys[1]).not.toBe(keys[0]);
  });

  it("shows the server's stock message when the stock ran out", async () => {
    const message = 'Only 1 left of Chikankari Kurta in size M';
    fetchMock.mockResolvedValue(
      created(fixture(errorResponse, { error: message, code: 'out_of_stock' }), 409),
    );
    renderCheckout();
    fillAll();
    placeOrder();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Error placing order', { description: message }),
    );
    expect(screen.getByRole('alert').textContent).toContain(message);
    expect(localStorage.getItem(CART_STORAGE_KEY)).not.toBe('[]');
  });

  it("shows the server's sentence when too many unpaid orders are open", async () => {
    const message =
      'You already have 3 unpaid orders. Pay for one of them, or wait until an unpaid order is cancelled (30 minutes after it was placed), before placing another.';
    fetchMock.mockResolvedValue(
      created(fixture(errorResponse, { error: message, code: 'rate_limited' }), 429),
    );
    renderCheckout();
    fillAll();
    placeOrder();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Error placing order', { description: message }),
    );
    expect(localStorage.getItem(CART_STORAGE_KEY)).not.toBe('[]');
  });
  it('fills city and state from the PIN code and shows the delivery promise', async () => {
    renderCheckout();
    set('PIN code', '560025');
    await waitFor(() => expect(field('City').value).toBe('Bengaluru'));
    expect(field('State / Union territory').value).toBe('Karnataka');
    expect(
      screen.getByText('Delivery by Thu, 26 Nov – Sat, 28 Nov. Cash on delivery available'),
    ).toBeTruthy();
    // The summary shows the promised dates too.
    expect(screen.getByText('Delivery by Thu, 26 Nov – Sat, 28 Nov')).toBeTruthy();
    // A city the shopper typed is theirs: the next PIN does not replace it.
    set('City', 'Bangalore');
    set('PIN code', '790001');
    await waitFor(() =>
      expect(document.getElementById('shipping-postalCode-error')?.textContent).toBe(
        'Sorry, we do not deliver to PIN code 790001 yet.',
      ),
    );
    expect(field('City').value).toBe('Bangalore');
  });

  it('refuses a one-letter name and a three-letter address line under their fields (issue 36)', async () => {
    renderCheckout();
    fillAll({ 'Full name': 'P', Address: 'abc', City: 'Mumbai' });
    await screen.findByText(
      'PIN code 560025 is in Bengaluru, not Mumbai; check the city or the PIN code',
    );
    placeOrder();
    expect(document.getElementById('shipping-fullName-error')?.textContent).toBe(
      'Full name must have at least 2 letters',
    );
    expect(document.getElementById('shipping-address-error')?.textContent).toBe(
      'Address must be at least 8 characters, with the house or flat number, street and area',
    );
    // The city's message stays beside the others.
    expect(document.getElementById('shipping-city-error')?.textContent).toBe(
      'PIN code 560025 is in Bengaluru, not Mumbai; check the city or the PIN code',
    );
    expect(document.activeElement).toBe(field('Full name'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('marks a city that is not where the PIN code is and offers the PIN’s city (issue 36)', async () => {
    fetchMock.mockResolvedValue(created());
    renderCheckout();
    fillAll({ City: 'Mumbai' });
    const mismatch = 'PIN code 560025 is in Bengaluru, not Mumbai; check the city or the PIN code';
    await waitFor(() =>
      expect(document.getElementById('shipping-city-error')?.textContent).toBe(mismatch),
    );
    expect(field('City').value).toBe('Mumbai');
    placeOrder();
    expect(document.activeElement).toBe(field('City'));
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(
      screen.getByRole('button', { name: 'Use Bengaluru, the city of PIN code 560025' }),
    );
    expect(field('City').value).toBe('Bengaluru');
    expect(document.getElementById('shipping-city-error')).toBeNull();
    placeOrder();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });

  it("shows the server's refusal of the city under the field", async () => {
    const message =
      'shippingAddress.city: PIN code 560025 is in Bengaluru, not Bangalore; check the city or the PIN code';
    fetchMock.mockResolvedValue(
      created(
        fixture(errorResponse, {
          error: message,
          code: 'invalid',
          fields: { 'shippingAddress.city': message.replace('shippingAddress.city: ', '') },
        }),
        400,
      ),
    );
    renderCheckout();
    fillAll({ City: 'Bangalore' });
    await screen.findAllByText(/Delivery by/);
    placeOrder();
    await screen.findByText(
      'PIN code 560025 is in Bengaluru, not Bangalore; check the city or the PIN code',
    );
    expect(document.activeElement).toBe(field('City'));
  });

  it('marks a PIN that does not exist at the field and sends nothing', async () => {
    renderCheckout();
    fillAll({ 'PIN code': '999999' });
    await screen.findByText('PIN code 999999 does not exist; please check it.');
    placeOrder();
    expect(document.activeElement).toBe(field('PIN code'));
    expect(field('PIN code').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('prefills the PIN code last checked on this device', async () => {
    localStorage.setItem(DELIVERY_PIN_KEY, '560025');
    renderCheckout();
    expect(field('PIN code').value).toBe('560025');
    await waitFor(() => expect(field('City').value).toBe('Bengaluru'));
    expect(pinLookups).toEqual(['560025']);
  });

  it("shows the server's refusal of the PIN code under the field", async () => {
    const message =
      'shippingAddress.postalCode: PIN code 560025 is in Karnataka, not Kerala; check the PIN code or the state';
    fetchMock.mockResolvedValue(
      created(
        fixture(errorResponse, {
          error: message,
          code: 'invalid',
          fields: { 'shippingAddress.postalCode': message.slice(message.indexOf(': ') + 2) },
        }),
        400,
      ),
    );
    renderCheckout();
    fillAll();
    await waitFor(() => expect(field('City').value).toBe('Bengaluru'));
    placeOrder();
    await screen.findByText(
      'PIN code 560025 is in Karnataka, not Kerala; check the PIN code or the state',
    );
    expect(field('PIN code').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('PIN code'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(toast.error).toHaveBeenCalledWith('Error placing order', {
      description: 'PIN code 560025 is in Karnataka, not Kerala; check the PIN code or the state',
    });
  });
});
