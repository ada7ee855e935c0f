// Placing the order from checkout: once, with an Idempotency-Key kept across retries, and the
// server's refusals told to the shopper (the form's rules: checkout-view.test.tsx).
import { errorResponse } from '@store/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY, OFFER_CODE_STORAGE_KEY } from '../../cart';
import { setLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { fixture } from '../../../test/fixture';
import { ASHA_ADDRESS } from '../../../test/samples';
import { json } from '../../../test/render';
import {
  addressBookMock,
  created,
  fetchMock,
  fillAll,
  placeOrder,
  renderCheckout,
  set,
  storeCreditMock,
  stubCheckoutServer,
} from './checkout.test-kit';

vi.mock('../../../lib/toast', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }),
}));

stubCheckoutServer();

describe('placing the order from checkout (docs/product/storefront.md section 4)', () => {
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
      language: 'en',
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
});

describe('the address book at checkout (issue 31 item 8)', () => {
  it('fills the form from a saved address, and saves one only when the box is ticked', async () => {
    const saved = { id: 7, ...ASHA_ADDRESS, lastUsedAt: '2026-11-01T10:00:00.000Z' };
    addressBookMock.mockImplementation(() => Promise.resolve(json([saved])));
    fetchMock.mockResolvedValue(created());
    renderCheckout();
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Asha Verma, 14 Residency Road, Bengaluru, Karnataka 560025',
      }),
    );
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('98765 43210');
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Bengaluru');
    const box = screen.getByRole('checkbox', { name: /Save this address to my account/ });
    expect((box as HTMLInputElement).checked).toBe(false);
    fireEvent.click(box);
    placeOrder();
    await screen.findByText(/^payment/);
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({
      saveAddress: true,
      shippingAddress: { fullName: 'Asha Verma', postalCode: '560025', city: 'Bengaluru' },
    });
  });
});

describe('store credit at checkout (issue 31 item 6)', () => {
  it("offers 'Use store credit (₹X)' unticked, and sends it only when ticked", async () => {
    storeCreditMock.mockImplementation(() => Promise.resolve(json({ balance: 500, entries: [] })));
    fetchMock.mockResolvedValue(created());
    renderCheckout();
    fillAll();
    const box = await screen.findByRole('checkbox', { name: /Use store credit \(₹500\.00\)/ });
    expect((box as HTMLInputElement).checked).toBe(false);
    fireEvent.click(box);
    placeOrder();
    await screen.findByText(/^payment/);
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ useStoreCredit: true });
  });
});

describe('the order says its language (docs/decisions/031)', () => {
  it('sends the language of the page the shopper ordered from (docs/decisions/031)', async () => {
    setLanguage('hi', {});
    try {
      fetchMock.mockResolvedValue(created());
      renderCheckout();
      fillAll();
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
      });
      const [, init] = fetchMock.mock.calls[0]!;
      expect(JSON.parse(String(init?.body))).toMatchObject({ language: 'hi' });
    } finally {
      setLanguage('en');
    }
  });

  it('sends the offer code the shopper applied when the order goes before the quote has answered', async () => {
    // Seen in a browser journey: a shopper who placed her order while checkout's quote was still
    // on its way got no discount, as the code went only once the quote had said it applied.
    sessionStorage.setItem(OFFER_CODE_STORAGE_KEY, 'FESTIVE10');
    try {
      fetchMock.mockResolvedValue(created());
      renderCheckout();
      fillAll();
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
      });
      const order = fetchMock.mock.calls.find(([url]) => /\/orders$/.test(String(url)))!;
      expect(JSON.parse(String(order[1]?.body))).toMatchObject({ couponCode: 'FESTIVE10' });
    } finally {
      sessionStorage.removeItem(OFFER_CODE_STORAGE_KEY);
    }
  });
});
