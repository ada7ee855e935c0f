import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hi } from '../../../i18n/hi';
import { AUTH_TOKEN_KEY } from '../../../lib/auth-token';
import { setLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { seedStoreInfo } from '../../../test/store-info';
import { CART_STORAGE_KEY, MAX_LINE_QUANTITY } from '../cart-reducer';
import { CartView } from './cart-view';
import { renderInShop } from '../../../test/render';
import { KURTA_IN_CART } from '../../../test/samples';

vi.mock('../../../lib/toast', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }),
}));

const KURTA = KURTA_IN_CART;
const SAREE = { id: 6, name: 'Banarasi Saree', image: '', price: 8999, quantity: 1 };

beforeEach(() => {
  vi.stubGlobal('fetch', async () => new Response(null, { status: 204 }));
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(toast).mockClear();
  vi.mocked(toast.error).mockClear();
});

function Probe() {
  const { pathname, state } = useLocation();
  return (
    <p>
      at {pathname} from {(state as { from?: string } | null)?.from}
    </p>
  );
}

function renderCart(lines: unknown[], { signedIn = false } = {}) {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(lines));
  if (signedIn) localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
  return renderInShop(
    <Routes>
      <Route path="/cart" element={<CartView />} />
      <Route path="*" element={<Probe />} />
    </Routes>,
    { at: '/cart', client: seedStoreInfo(new QueryClient()), cart: true },
  );
}

const lineOf = (name: string) =>
  within(screen.getAllByRole('listitem').find((li) => li.textContent?.includes(name))!);

describe('CartView', () => {
  it('invites more shopping when the cart is empty', () => {
    renderCart([]);
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe(
      '/products',
    );
  });

  it('lists each line with its choices and line total, and sums them in the summary', () => {
    renderCart([KURTA, { ...SAREE, selectedSize: 'One Size' }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeTruthy();
    expect(screen.getByText('3 Items', { selector: 'p' })).toBeTruthy();
    const kurta = lineOf('Chikankari Kurta');
    expect(kurta.getByText('Ivory')).toBeTruthy();
    expect(kurta.getByText('M')).toBeTruthy();
    expect(kurta.getByText('₹3,799.00')).toBeTruthy();
    const summary = within(screen.getByRole('region', { name: 'Order Summary' }));
    expect(summary.getAllByText('₹12,798.00')).toHaveLength(2);
  });

  it('changes quantities within 1 and the line maximum, and removes a line', () => {
    renderCart([{ ...KURTA, quantity: 1 }, SAREE]);
    const decrease = screen.getByRole('button', { name: 'Decrease quantity of Chikankari Kurta' });
    expect((decrease as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Chikankari Kurta' }));
    expect(lineOf('Chikankari Kurta').getByText('2')).toBeTruthy();
    // jsdom joins the visible word and the hidden name without the space a browser keeps.
    fireEvent.click(screen.getByRole('button', { name: /^Remove\s*Banarasi Saree$/ }));
    expect(screen.queryByText('Banarasi Saree')).toBeNull();
  });

  it('stops increasing a line at the maximum', () => {
    renderCart([{ ...KURTA, quantity: MAX_LINE_QUANTITY }]);
    const increase = screen.getByRole('button', { name: 'Increase quantity of Chikankari Kurta' });
    expect((increase as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks for a missing size before checkout and focuses its menu', () => {
    renderCart([{ ...SAREE, sizeOptions: ['S', 'M'] }], { signedIn: true });
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(toast.error).toHaveBeenCalledWith('Please select a size', {
      description: 'Choose a size for Banarasi Saree before checkout.',
    });
    expect(document.activeElement).toBe(screen.getByLabelText('Size:'));
    expect(screen.queryByText(/^at /)).toBeNull();
  });

  it('a chosen size completes the line', () => {
    renderCart([{ ...SAREE, sizeOptions: ['S', 'M'] }], { signedIn: true });
    fireEvent.change(screen.getByLabelText('Size:'), { target: { value: 'M' } });
    expect(screen.queryByLabelText('Size:')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(screen.getByText(/^at \/checkout/)).toBeTruthy();
  });

  it('sends a signed-out shopper to sign in, to come back to checkout', () => {
    renderCart([KURTA]);
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(toast).toHaveBeenCalledWith('Login Required', {
      description: 'Please login to proceed with checkout.',
    });
    expect(screen.getByText('at /login from /checkout')).toBeTruthy();
  });

  it('clears the cart', () => {
    renderCart([KURTA, SAREE]);
    fireEvent.click(screen.getByRole('button', { name: 'Clear Cart' }));
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
  });
});

describe('the offer code (docs/offers.md)', () => {
  const quoteFor = (coupon: object | null, discount: number) => ({
    subtotal: 1899.5,
    discount,
    shipping: 0,
    codFee: 0,
    total: 1899.5 - discount,
    freeShippingAbove: 999,
    lines: [{ productId: 6, quantity: 1, price: 1899.5, discount, net: 1899.5 - discount }],
    coupon,
    cod: { offered: true, reason: null, message: null, fee: 49, confirmationNeeded: false },
    tax: null,
    delivery: null,
  });

  it('applies a code through the quote, shows the saving, and says why another does not apply', async () => {
    const bodies: { couponCode?: string }[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).includes('/orders/quote')) return new Response(null, { status: 204 });
      const body = JSON.parse(String(init?.body)) as { couponCode?: string };
      bodies.push(body);
      const answer =
        body.couponCode === 'FEST10'
          ? quoteFor({ code: 'FEST10', status: 'applied', discount: 189.95 }, 189.95)
          : body.couponCode
            ? quoteFor(
                {
                  code: body.couponCode,
                  status: 'rejected',
                  reason: 'expired',
                  message: `The code ${body.couponCode} expired on 1 Nov 2026, 12:00 am IST.`,
                },
                0,
              )
            : quoteFor(null, 0);
      return new Response(JSON.stringify(answer), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    renderCart([{ ...KURTA, id: 6, quantity: 1 }]);
    fireEvent.change(screen.getByLabelText('Offer code'), { target: { value: 'old5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText('The code OLD5 expired on 1 Nov 2026, 12:00 am IST.'),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Offer code'), { target: { value: 'fest10' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Discount (FEST10)')).toBeTruthy();
    expect(screen.getByText('−₹189.95')).toBeTruthy();
    expect(screen.getByText('₹1,709.55')).toBeTruthy();
    expect(bodies.at(-1)?.couponCode).toBe('FEST10');
    expect(sessionStorage.getItem('offer-code')).toBe('FEST10');
    fireEvent.click(screen.getByRole('button', { name: 'Remove the code FEST10' }));
    expect(sessionStorage.getItem('offer-code')).toBeNull();
  });

  it('says what an offer code looks like when one cannot be a code, and keeps pricing the cart', async () => {
    const bodies: { couponCode?: string }[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).includes('/orders/quote')) return new Response(null, { status: 204 });
      bodies.push(JSON.parse(String(init?.body)) as { couponCode?: string });
      return new Response(JSON.stringify(quoteFor(null, 0)), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    renderCart([{ ...KURTA, id: 6, quantity: 1 }]);
    for (const typed of ['SAVE 10', 'DIWALI🎉']) {
      fireEvent.change(screen.getByLabelText('Offer code'), { target: { value: typed } });
      fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
      expect(
        await screen.findByText('An offer code is 2 to 32 letters, digits, dashes or underscores'),
      ).toBeTruthy();
      expect(screen.getByLabelText('Offer code').getAttribute('aria-invalid')).toBe('true');
    }
    expect(bodies.every((b) => b.couponCode === undefined)).toBe(true);
    expect(sessionStorage.getItem('offer-code')).toBeNull();
  });
});

describe('stock the store does not have', () => {
  it('says so on the line before checkout, and offers the quantity that is left', async () => {
    const quantities: number[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).includes('/orders/quote')) return new Response(null, { status: 204 });
      const { items } = JSON.parse(String(init?.body)) as { items: { quantity: number }[] };
      const quantity = items[0]!.quantity;
      quantities.push(quantity);
      const short =
        quantity > 2
          ? { left: 2, shortage: 'Not enough stock: only 2 left of "Banarasi Saree"' }
          : {};
      return new Response(
        JSON.stringify({
          subtotal: 8999 * quantity,
          discount: 0,
          shipping: 0,
          codFee: 0,
          total: 8999 * quantity,
          freeShippingAbove: 999,
          lines: [
            { productId: 6, quantity, price: 8999, discount: 0, net: 8999 * quantity, ...short },
          ],
          cod: { offered: true, reason: null, message: null, fee: 49, confirmationNeeded: false },
          tax: null,
          delivery: null,
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      );
    });
    renderCart([{ ...SAREE, quantity: 4 }]);
    expect(
      await screen.findByText('Not enough stock: only 2 left of "Banarasi Saree".'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Change to 2' }));
    await vi.waitFor(() => expect(quantities.at(-1)).toBe(2));
    await vi.waitFor(() => expect(screen.queryByText(/Not enough stock/)).toBeNull());
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]')[0].quantity).toBe(2);
  });

  it('stops the quantity picker at the units left of the size and colour, as the quote tells', async () => {
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).includes('/orders/quote')) return new Response(null, { status: 204 });
      const { items } = JSON.parse(String(init?.body)) as { items: { quantity: number }[] };
      const quantity = items[0]!.quantity;
      return new Response(
        JSON.stringify({
          subtotal: 8999 * quantity,
          discount: 0,
          shipping: 0,
          codFee: 0,
          total: 8999 * quantity,
          freeShippingAbove: 999,
          lines: [
            { productId: 6, quantity, price: 8999, discount: 0, net: 8999 * quantity, left: 3 },
          ],
          cod: { offered: true, reason: null, message: null, fee: 49, confirmationNeeded: false },
          tax: null,
          delivery: null,
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      );
    });
    renderCart([{ ...SAREE, quantity: 2 }]);
    const increase = () =>
      screen.getByRole('button', {
        name: 'Increase quantity of Banarasi Saree',
      }) as HTMLButtonElement;
    await vi.waitFor(() => expect(increase().disabled).toBe(false));
    fireEvent.click(increase());
    await vi.waitFor(() => expect(increase().disabled).toBe(true));
    expect(lineOf('Banarasi Saree').getByText('3')).toBeTruthy();
    expect(screen.queryByText(/Not enough stock/)).toBeNull();
  });
});

describe('colours on a Hindi page (docs/decisions/031)', () => {
  const NAMED = { ...KURTA, names: { Ivory: 'आइवरी', Maroon: 'मैरून' } };
  afterEach(() => setLanguage('en'));

  it('a line shows the Hindi name it kept for its colour; the colour sent stays English', () => {
    setLanguage('hi', hi);
    renderCart([NAMED]);
    const kurta = lineOf('Chikankari Kurta');
    expect(kurta.getByText('आइवरी')).toBeTruthy();
    expect(kurta.queryByText('Ivory')).toBeNull();
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!)[0].selectedColor).toBe('Ivory');
  });

  it('the colour still to choose lists Hindi names, sends the English value, and asks in Hindi', () => {
    setLanguage('hi', hi);
    const { selectedColor: _, ...open } = NAMED;
    renderCart([{ ...open, colorOptions: ['Ivory', 'Maroon'] }], { signedIn: true });
    fireEvent.click(screen.getByRole('button', { name: 'ऑर्डर करने चलें' }));
    expect(toast.error).toHaveBeenCalledWith('कृपया रंग चुनें', {
      description: 'चेकआउट से पहले Chikankari Kurta का रंग चुनें।',
    });
    const menu = screen.getByLabelText('रंग:') as HTMLSelectElement;
    const options = [...menu.options].slice(1);
    expect(options.map((o) => [o.value, o.textContent])).toEqual([
      ['Ivory', 'आइवरी'],
      ['Maroon', 'मैरून'],
    ]);
    fireEvent.change(menu, { target: { value: 'Maroon' } });
    expect(lineOf('Chikankari Kurta').getByText('मैरून')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!)[0].selectedColor).toBe('Maroon');
  });

  it('an English page shows the colour as it is, names kept or not', () => {
    renderCart([NAMED]);
    expect(lineOf('Chikankari Kurta').getByText('Ivory')).toBeTruthy();
    expect(screen.queryByText('आइवरी')).toBeNull();
  });

  /** A quote that names the colours in Hindi only when asked in Hindi, as the server does. */
  const quoteInLanguage =
    (sent: unknown[]) => async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).includes('/orders/quote')) return new Response(null, { status: 204 });
      const body = JSON.parse(String(init?.body)) as { language?: string };
      sent.push(body.language);
      return new Response(
        JSON.stringify({
          subtotal: 3799,
          discount: 0,
          shipping: 0,
          codFee: 0,
          total: 3799,
          freeShippingAbove: 999,
          lines: [{ productId: KURTA.id, quantity: 1, price: 3799, discount: 0, net: 3799 }],
          cod: { offered: true, reason: null, message: null, fee: 49, confirmationNeeded: false },
          tax: null,
          delivery: null,
          ...(body.language === 'hi' ? { names: { Ivory: 'आइवरी' } } : {}),
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      );
    };
  const ADDED_IN_ENGLISH = { ...KURTA, quantity: 1 }; // no names: an English answer has none

  it('a line an English page added shows its colour in Hindi, by the quote asked in Hindi', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', quoteInLanguage(sent));
    setLanguage('hi', hi);
    renderCart([ADDED_IN_ENGLISH]);
    await vi.waitFor(() => expect(lineOf('Chikankari Kurta').getByText('आइवरी')).toBeTruthy());
    expect(lineOf('Chikankari Kurta').queryByText('Ivory')).toBeNull();
    expect(sent).toContain('hi');
    // The colour sent and kept stays English.
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!)[0].selectedColor).toBe('Ivory');
  });

  it('an English page asks the quote as before and shows the colour as it is', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', quoteInLanguage(sent));
    renderCart([NAMED]);
    await vi.waitFor(() => expect(sent.length).toBeGreaterThan(0));
    expect(sent.every((language) => language === undefined)).toBe(true);
    expect(lineOf('Chikankari Kurta').getByText('Ivory')).toBeTruthy();
    expect(screen.queryByText('आइवरी')).toBeNull();
  });
});
