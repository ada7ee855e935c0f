import { errorResponse, order, OrderStatus } from '@store/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '../../../lib/auth-token';
import { toast } from '../../../lib/toast';
import { fixture } from '../../../test/fixture';
import { CART_STORAGE_KEY } from '../../cart';
import { CheckoutView } from './checkout-view';
import { renderInShop, stubFetchForEachTest } from '../../../test/render';
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
    },
  ],
  shippingAddress: ASHA_ADDRESS,
  trackingNumber: null,
  paymentMethod: null,
});

stubFetchForEachTest(fetchMock);
beforeEach(() => localStorage.setItem(AUTH_TOKEN_KEY, 'tok'));
afterEach(() => {
  fetchMock.mockReset();
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
    set('City', 'Mysuru');
    placeOrder();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const keys = fetchMock.mock.calls.map(
      ([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key'],
    );
    expect(keys[1]).not.toBe(keys[0]);
  });

  it("shows the server's stock message when the stock ran out", async () => {
    const message = 'Only 1 left of Chikankari Kurta in size M';
    fetchMock.mockResolvedValue(created(fixture(errorResponse, { error: message }), 409));
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
    fetchMock.mockResolvedValue(created(fixture(errorResponse, { error: message }), 429));
    renderCheckout();
    fillAll();
    placeOrder();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Error placing order', { description: message }),
    );
    expect(localStorage.getItem(CART_STORAGE_KEY)).not.toBe('[]');
  });
});
