// The checkout form and its summary: the server's quote and GST, the spec's rules for the
// shipping form, and the address rules of issue 36 (placing the order: checkout-placing.test.tsx).
import { errorResponse, quoteResponse, type QuoteResponse } from '@store/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { hi } from '../../../i18n/hi';
import { setLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { fixture } from '../../../test/fixture';
import { ashaAccount } from '../../../test/samples';
import { DELIVERY_PIN_KEY } from '../../delivery';
import {
  accountMock,
  CART,
  created,
  fetchMock,
  field,
  fillAll,
  pinLookups,
  placeOrder,
  quoteMock,
  renderCheckout,
  set,
  stubCheckoutServer,
} from './checkout.test-kit';

vi.mock('../../../lib/toast', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }),
}));

stubCheckoutServer();

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

describe('the summary says when it is being worked out again', () => {
  it('is aria-busy while the quote is on its way, and not once it is answered', async () => {
    let answer: (r: Response) => void = () => {};
    quoteMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    renderCheckout();
    const summary = () =>
      document.querySelector('section[aria-labelledby="checkout-summary-title"]')!;
    // The quote's lines, when they come, appear above Place Order and move it down.
    await waitFor(() => expect(summary().getAttribute('aria-busy')).toBe('true'));
    // Any answer ends it; this one refuses (the summary then keeps the cart's own sums).
    const down = fixture(errorResponse, { error: 'Try again shortly.', code: 'unavailable' });
    await act(async () => answer(created(down, 503)));
    await waitFor(() => expect(summary().hasAttribute('aria-busy')).toBe(false));
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
});

describe('checkout accepts only a deliverable address (issue 36)', () => {
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
});

describe('checkout accepts only a deliverable address: refusals and the saved PIN (issue 36)', () => {
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

describe("checkout starts from the shopper's account (issue 36)", () => {
  const account = (phone: string | null) => created(ashaAccount(phone), 200);

  it('fills the name and the mobile number the account gave', async () => {
    accountMock.mockResolvedValue(account('+919876543210'));
    renderCheckout();
    await waitFor(() => expect(field('Phone').value).toBe('98765 43210'));
    expect(field('Full name').value).toBe('Asha Verma');
    expect(field('Address').value).toBe('');
  });

  it('never writes over what the shopper typed before the account arrived', async () => {
    let answer: (r: Response) => void = () => {};
    accountMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    renderCheckout();
    set('Full name', 'Ravi Kumar');
    set('Phone', '91234 56789');
    await act(async () => answer(account('+919876543210')));
    expect(field('Full name').value).toBe('Ravi Kumar');
    expect(field('Phone').value).toBe('91234 56789');
  });

  it('leaves the phone empty for an account without one', async () => {
    accountMock.mockResolvedValue(account(null));
    renderCheckout();
    await waitFor(() => expect(field('Full name').value).toBe('Asha Verma'));
    expect(field('Phone').value).toBe('');
  });
});

describe('the summary on a Hindi page (docs/decisions/031)', () => {
  it("shows a line's colour by the Hindi name it kept, and asks for a missing colour in Hindi", () => {
    setLanguage('hi', hi);
    try {
      const named = { Ivory: 'आइवरी', Maroon: 'मैरून' };
      renderCheckout([
        { ...CART[0], names: named },
        { ...CART[0], id: 8, selectedColor: undefined, colorOptions: ['Ivory'], names: named },
      ]);
      expect(screen.getByText('M · आइवरी · मात्रा 2')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'कार्ट में रंग चुनें' })).toBeTruthy();
      expect(screen.queryByText(/Ivory/)).toBeNull();
    } finally {
      setLanguage('en');
    }
  });
});
