import {
  errorResponse,
  order as orderSchema,
  orderListResponse,
  OrderStatus,
  type Order,
  type OrderStatusCode,
} from '@store/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '../../../lib/auth-token';
import { toast } from '../../../lib/toast';
import { fixture } from '../../../test/fixture';
import { OrdersView } from './orders-view';
import { TrackOrderView } from './track-order-view';
import { json, noRetryClient, renderInShop, stubFetchForEachTest } from '../../../test/render';
import { ASHA_ADDRESS, ashaAccount, KURTA_LINE } from '../../../test/samples';

vi.mock('../../../lib/toast', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }),
}));

/** The GST of the two lines below, shipped from Rajasthan to Karnataka (docs/tax.md). */
const IGST = {
  split: 'igst' as const,
  taxable: 4588,
  cgst: 0,
  sgst: 0,
  utgst: 0,
  igst: 210,
  totalTax: 210,
};

const order = (
  id: string,
  status: OrderStatusCode,
  trackingNumber: string | null = null,
  invoice: Order['invoice'] = null,
): Order =>
  fixture(orderSchema, {
    id,
    status,
    createdAt: '2025-01-05T10:00:00.000Z',
    total: 4798,
    items: [
      KURTA_LINE,
      {
        id: 2,
        productId: 9,
        productTitle: 'Jhumkas',
        name: 'Jhumkas',
        quantity: 1,
        price: 999,
        size: '',
        color: '',
        hsn: '7117',
        taxRate: 3,
      },
    ],
    shippingAddress: ASHA_ADDRESS,
    trackingNumber,
    paymentMethod: null,
    tax: IGST,
    invoice,
  });

/** Off the contract on purpose: a status this storefront does not know (from a newer server). */
const orderOfUnknownStatus = (id: string) => ({ ...order(id, OrderStatus.Pending), status: 9 });

const calls: string[] = [];
let answer: (url: URL) => Response;

stubFetchForEachTest(async (input) => {
  const url = new URL(String(input));
  calls.push(url.pathname.replace('/api/v1', '') + url.search);
  return answer(url);
});
beforeEach(() => {
  calls.length = 0;
});
afterEach(() => vi.mocked(toast.error).mockClear());

function renderAt(path: string, element: React.ReactNode) {
  return renderInShop(
    <Routes>
      <Route path="*" element={element} />
    </Routes>,
    { at: path, client: noRetryClient() },
  );
}

describe('orders (docs/product/storefront.md section 2)', () => {
  beforeEach(() => localStorage.setItem(AUTH_TOKEN_KEY, 'tok'));

  it('lists each order with its status, items, address, Standard Shipping and a rupee total', async () => {
    answer = () =>
      json([
        ...fixture(orderListResponse, [
          order('EE-PEND22', OrderStatus.Pending),
          order('EE-SHIP33', OrderStatus.Shipped, 'DL123456789IN'),
        ]),
        orderOfUnknownStatus('EE-ODD44'),
      ]);
    renderAt('/orders', <OrdersView />);
    const pending = await screen.findByRole('article', { name: 'Order EE-PEND22' });
    expect(within(pending).getByText('Pending')).toBeTruthy();
    expect(within(pending).getByText('Chikankari Kurta')).toBeTruthy();
    expect(within(pending).getByText('Qty 2 · M · Ivory · ₹1,899.50 each')).toBeTruthy();
    expect(within(pending).getByText('₹3,799.00')).toBeTruthy();
    expect(within(pending).getByText('₹4,798.00')).toBeTruthy();
    expect(within(pending).getByText('Standard Shipping')).toBeTruthy();
    expect(within(pending).getByText('Not available')).toBeTruthy();
    expect(within(pending).getByText('Bengaluru, Karnataka 560025')).toBeTruthy();
    expect(within(pending).getByRole('link', { name: 'Pay Now' }).getAttribute('href')).toBe(
      '/payment?orderId=EE-PEND22',
    );
    expect(within(pending).getByRole('link', { name: 'Track Order' }).getAttribute('href')).toBe(
      '/track-order?id=EE-PEND22',
    );

    const shipped = screen.getByRole('article', { name: 'Order EE-SHIP33' });
    expect(within(shipped).getByText('Shipped')).toBeTruthy();
    expect(within(shipped).getByText('DL123456789IN')).toBeTruthy();
    expect(within(shipped).queryByRole('link', { name: 'Pay Now' })).toBeNull();
    expect(
      within(screen.getByRole('article', { name: 'Order EE-ODD44' })).getByText('Unknown (9)'),
    ).toBeTruthy();
    expect(document.body.textContent).not.toContain('$');
  });

  it('shows the GST split, and a download of the invoice once the order has shipped', async () => {
    const invoice = {
      kind: 'tax-invoice' as const,
      number: 'EE/26-27/000042',
      issuedAt: '2026-11-20T10:00:00.000Z',
    };
    answer = (url) =>
      url.pathname.endsWith('/invoice')
        ? new Response('%PDF-1.3', { headers: { 'content-type': 'application/pdf' } })
        : json(
            fixture(orderListResponse, [
              order('EE-PEND22', OrderStatus.Pending),
              order('EE-SHIP33', OrderStatus.Shipped, 'DL123456789IN', invoice),
            ]),
          );
    const createObjectURL = vi.fn(() => 'blob:invoice');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    renderAt('/orders', <OrdersView />);
    const pending = await screen.findByRole('article', { name: 'Order EE-PEND22' });
    expect(
      within(pending).getByText('Inclusive of GST ₹210.00 for delivery to Karnataka'),
    ).toBeTruthy();
    expect(within(pending).getByText('IGST')).toBeTruthy();
    expect(within(pending).getByText('₹4,588.00')).toBeTruthy();
    expect(within(pending).queryByRole('button', { name: 'Download invoice' })).toBeNull();

    const shipped = screen.getByRole('article', { name: 'Order EE-SHIP33' });
    within(shipped).getByRole('button', { name: 'Download invoice' }).click();
    await vi.waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(calls).toContain('/orders/EE-SHIP33/invoice');
  });

  it("shows 'No Orders Found' with a way to the products", async () => {
    answer = () => json(fixture(orderListResponse, []));
    renderAt('/orders', <OrdersView />);
    expect(await screen.findByText('No Orders Found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Products' }).getAttribute('href')).toBe(
      '/products',
    );
  });

  it('says so in a toast when the list cannot load, and shows it empty', async () => {
    answer = () => json(fixture(errorResponse, { error: 'down', code: 'unavailable' }), 503);
    renderAt('/orders', <OrdersView />);
    expect(await screen.findByText('No Orders Found')).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith('Failed to load your orders. Please try again.', {
      id: 'orders-load-error',
    });
  });
});

describe('track order (docs/product/storefront.md section 2)', () => {
  it("prefills the order number from ?id= and a signed-in shopper's e-mail, with the note", async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    answer = (url) =>
      url.pathname.endsWith('/accountInfo')
        ? json(ashaAccount(null, ''))
        : json(order('EE-PEND22', OrderStatus.Processing));
    renderAt('/track-order?id=EE-PEND22', <TrackOrderView />);
    expect((screen.getByLabelText('Order number') as HTMLInputElement).value).toBe('EE-PEND22');
    const contact = screen.getByLabelText('Email or phone') as HTMLInputElement;
    await waitFor(() => expect(contact.value).toBe('asha@example.in'));
    expect(screen.getByText('Using your account email by default')).toBeTruthy();
    expect(contact.getAttribute('aria-describedby')).toBe('track-contact-hint');

    fireEvent.click(screen.getByRole('button', { name: 'Track Order' }));
    const table = await screen.findByRole('table');
    expect(calls).toContain('/orders/EE-PEND22?contactInfo=asha%40example.in');
    expect(within(table).getByText('Chikankari Kurta')).toBeTruthy();
    expect(within(table).getByText('₹1,899.50')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Order EE-PEND22' })).toBeTruthy();
    expect(screen.getByText('Processing')).toBeTruthy();
    expect(screen.getByText('Standard Shipping')).toBeTruthy();
  });

  it("offers a signed-in shopper's mobile number in place of the e-mail (issue 36)", async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    answer = (url) =>
      url.pathname.endsWith('/accountInfo')
        ? json(ashaAccount('+919876543210', ''))
        : json(order('EE-PEND22', OrderStatus.Processing));
    renderAt('/track-order', <TrackOrderView />);
    const contact = screen.getByLabelText('Email or phone') as HTMLInputElement;
    await waitFor(() => expect(contact.value).toBe('asha@example.in'));
    fireEvent.click(screen.getByRole('button', { name: 'Use my mobile number' }));
    expect(contact.value).toBe('+91 98765 43210');
    expect(document.activeElement).toBe(contact);
    expect(screen.queryByText('Using your account email by default')).toBeNull();
    fireEvent.change(screen.getByLabelText('Order number'), { target: { value: 'EE-PEND22' } });
    fireEvent.click(screen.getByRole('button', { name: 'Track Order' }));
    await screen.findByRole('heading', { name: 'Order EE-PEND22' });
    expect(calls).toContain('/orders/EE-PEND22?contactInfo=%2B91+98765+43210');
  });

  it('shows a signed-in shopper the order of the link at once, without pressing Track (issue 36)', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    answer = (url) =>
      url.pathname.endsWith('/accountInfo')
        ? json(ashaAccount(null, ''))
        : json(order('EE-PEND22', OrderStatus.Processing));
    renderAt('/track-order?id=EE-PEND22', <TrackOrderView />);
    expect(await screen.findByRole('heading', { name: 'Order EE-PEND22' })).toBeTruthy();
    expect(within(screen.getByRole('table')).getByText('Chikankari Kurta')).toBeTruthy();
    expect(calls.filter((c) => c.startsWith('/orders/EE-PEND22'))).toEqual([
      '/orders/EE-PEND22?contactInfo=asha%40example.in',
    ]);
  });

  it('waits for Track when nobody is signed in', async () => {
    answer = () => json(order('EE-PEND22', OrderStatus.Processing));
    renderAt('/track-order?id=EE-PEND22', <TrackOrderView />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Order EE-PEND22' })).toBeNull();
    expect(calls.some((c) => c.startsWith('/orders/'))).toBe(false);
  });
});

describe('track order: what the form shows (docs/product/storefront.md section 2)', () => {
  it('shows the GST split and downloads the invoice with the contact given', async () => {
    const invoice = {
      kind: 'tax-invoice' as const,
      number: 'EE/26-27/000042',
      issuedAt: '2026-11-20T10:00:00.000Z',
    };
    answer = (url) =>
      url.pathname.endsWith('/invoice')
        ? new Response('%PDF-1.3', { headers: { 'content-type': 'application/pdf' } })
        : json(order('EE-SHIP33', OrderStatus.Shipped, 'DL123456789IN', invoice));
    const createObjectURL = vi.fn(() => 'blob:invoice');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    renderAt('/track-order?id=EE-SHIP33', <TrackOrderView />);
    fireEvent.change(screen.getByLabelText('Email or phone'), {
      target: { value: '+919876543210' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Track Order' }));
    expect(
      await screen.findByText('Inclusive of GST ₹210.00 for delivery to Karnataka'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download invoice' }));
    await vi.waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(calls).toContain('/orders/EE-SHIP33/invoice?contactInfo=%2B919876543210');
  });

  it('shows a shipped order with its tracking number and the courier', async () => {
    answer = () =>
      json({ ...order('EE-SHIP22', OrderStatus.Shipped, 'EK123456789IN'), courier: 'India Post' });
    renderAt('/track-order?id=EE-SHIP22', <TrackOrderView />);
    fireEvent.change(screen.getByLabelText('Email or phone'), {
      target: { value: 'asha@example.in' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Track Order' }));
    await screen.findByRole('heading', { name: 'Order EE-SHIP22' });
    expect(screen.getByText('EK123456789IN')).toBeTruthy();
    expect(screen.getByText('Courier')).toBeTruthy();
    expect(screen.getByText('India Post')).toBeTruthy();
  });

  it("asks for both fields: 'Required fields'", () => {
    answer = () => json({});
    renderAt('/track-order', <TrackOrderView />);
    fireEvent.change(screen.getByLabelText('Order number'), { target: { value: 'EE-PEND22' } });
    fireEvent.click(screen.getByRole('button', { name: 'Track Order' }));
    expect(toast.error).toHaveBeenCalledWith('Required fields', {
      description: 'Please enter both order number and email/phone',
    });
    expect(document.activeElement).toBe(screen.getByLabelText('Email or phone'));
    expect(calls).toHaveLength(0);
  });

  it('says it could not find the order, whatever the reason', async () => {
    answer = () =>
      json(
        fixture(errorResponse, { error: 'Order not found or access denied', code: 'not_found' }),
        404,
      );
    renderAt('/track-order', <TrackOrderView />);
    fireEvent.change(screen.getByLabelText('Order number'), { target: { value: 'EE-NOPE22' } });
    fireEvent.change(screen.getByLabelText('Email or phone'), { target: { value: '98765 43210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Track Order' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Error', {
        description: 'Failed to find order. Please check your information and try again.',
      }),
    );
    expect(screen.queryByRole('table')).toBeNull();
  });
});
