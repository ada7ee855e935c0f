// Issue 31 items 2 and 3 on the storefront: the order list and tracking explain the total
// (items, discount with its code, shipping, COD fee, total, payment method), and the shopper
// cancels a Pending or Processing order from /orders with a confirmation and a reason.
import {
  order as orderSchema,
  OrderStatus,
  type Order,
  type OrderStatusCode,
} from '@store/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '../../../lib/auth-token';
import { toast } from '../../../lib/toast';
import { fixture } from '../../../test/fixture';
import { json, noRetryClient, renderInShop, stubFetchForEachTest } from '../../../test/render';
import { ASHA_ADDRESS, KURTA_LINE } from '../../../test/samples';
import { orderForMethod } from '../order-format';
import { OrdersView } from './orders-view';

vi.mock('../../../lib/toast', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }),
}));

// ₹3,799 of kurtas, ₹380 off with FESTIVE10, ₹79 shipping, ₹49 COD fee: ₹3,547 in cash.
const codOrder = (id: string, status: OrderStatusCode, over: Partial<Order> = {}): Order =>
  fixture(orderSchema, {
    id,
    status,
    createdAt: '2026-11-05T10:00:00.000Z',
    total: 3547,
    subtotal: 3799,
    discount: 380,
    couponCode: 'FESTIVE10',
    shippingFee: 79,
    codFee: 49,
    items: [KURTA_LINE],
    shippingAddress: ASHA_ADDRESS,
    trackingNumber: null,
    paymentMethod: 'cod',
    tax: null,
    invoice: null,
    ...over,
  });

const posts: { path: string; body: unknown }[] = [];
let orders: Order[] = [];

stubFetchForEachTest(async (input, init) => {
  const url = new URL(String(input));
  const path = url.pathname.replace('/api/v1', '');
  if (init?.method === 'POST') {
    const body: unknown = JSON.parse(String(init.body ?? '{}'));
    posts.push({ path, body });
    const id = decodeURIComponent(path.split('/')[2] ?? '');
    const reason = (body as { reason?: string }).reason ?? null;
    orders = orders.map((o) =>
      o.id === id
        ? {
            ...o,
            status: OrderStatus.Cancelled,
            cancellation: {
              by: 'shopper',
              reason,
              refundDue: 0,
              refundMethod: null,
              at: '2026-11-05T11:00:00.000Z',
            },
          }
        : o,
    );
    return json(orders.find((o) => o.id === id));
  }
  return json(orders);
});

beforeEach(() => {
  posts.length = 0;
  localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
});

function renderOrders() {
  return renderInShop(
    <Routes>
      <Route path="*" element={<OrdersView />} />
    </Routes>,
    { at: '/orders', client: noRetryClient() },
  );
}

describe('the money of an order, explained', () => {
  it('shows items, discount with its code, shipping, COD fee, total and payment method', async () => {
    orders = [codOrder('EE-COD234', OrderStatus.Processing)];
    renderOrders();
    const card = await screen.findByRole('article', { name: 'Order EE-COD234' });
    const row = (label: string) =>
      within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(row('Items')).toBe('₹3,799.00');
    expect(row('Discount (FESTIVE10)')).toBe('−₹380.00');
    expect(row('Shipping')).toBe('₹79.00');
    expect(row('Cash on delivery fee')).toBe('₹49.00');
    expect(row('Total')).toBe('₹3,547.00');
    expect(row('Payment')).toBe('Cash on delivery');
  });

  it('the payment page’s amount follows the method: the COD fee on for COD, off for others', () => {
    const unpaid = codOrder('EE-PAY234', OrderStatus.Pending, {
      total: 3498,
      codFee: 0,
      paymentMethod: null,
    });
    expect(orderForMethod(unpaid, 'cod', 49)).toMatchObject({ total: 3547, codFee: 49, tax: null });
    expect(orderForMethod(unpaid, 'upi', 49)).toBe(unpaid);
    const chosenCod = codOrder('EE-PAY235', OrderStatus.Pending);
    expect(orderForMethod(chosenCod, 'card', 49)).toMatchObject({ total: 3498, codFee: 0 });
    expect(orderForMethod(chosenCod, null, 49)).toBe(chosenCod);
  });
});

describe('the shopper cancels her order', () => {
  it('asks first, sends the reason, then shows it cancelled by her', async () => {
    orders = [
      codOrder('EE-CAN234', OrderStatus.Pending),
      codOrder('EE-SHP234', OrderStatus.Shipped, { trackingNumber: 'DL1234567' }),
    ];
    renderOrders();
    const card = await screen.findByRole('article', { name: 'Order EE-CAN234' });
    const shipped = screen.getByRole('article', { name: 'Order EE-SHP234' });
    expect(within(shipped).queryByRole('button', { name: 'Cancel order' })).toBeNull();

    fireEvent.click(within(card).getByRole('button', { name: 'Cancel order' }));
    const form = within(card).getByRole('form', { name: 'Cancel order EE-CAN234?' });
    expect(within(form).getByText(/Nothing has been charged/)).toBeTruthy();
    // Keeping it changes nothing.
    fireEvent.click(within(form).getByRole('button', { name: 'Keep order' }));
    expect(posts).toHaveLength(0);

    fireEvent.click(within(card).getByRole('button', { name: 'Cancel order' }));
    const again = within(card).getByRole('form', { name: 'Cancel order EE-CAN234?' });
    fireEvent.change(within(again).getByLabelText('Why are you cancelling?'), {
      target: { value: 'Want a different size or colour' },
    });
    fireEvent.change(within(again).getByLabelText('Anything to add (optional)'), {
      target: { value: 'L instead of M' },
    });
    fireEvent.click(within(again).getByRole('button', { name: 'Yes, cancel order' }));
    await waitFor(() =>
      expect(posts).toEqual([
        {
          path: '/orders/EE-CAN234/cancel',
          body: { reason: 'Want a different size or colour: L instead of M' },
        },
      ]),
    );
    await screen.findByText(
      'You cancelled this order: Want a different size or colour: L instead of M',
    );
    expect(toast.success).toHaveBeenCalledWith('Order cancelled', {
      description: 'Order EE-CAN234',
    });
    const after = screen.getByRole('article', { name: 'Order EE-CAN234' });
    expect(within(after).queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('a paid order says the refund before she confirms', async () => {
    orders = [
      codOrder('EE-UPI234', OrderStatus.Processing, {
        paymentMethod: 'upi',
        codFee: 0,
        total: 3498,
      }),
    ];
    renderOrders();
    const card = await screen.findByRole('article', { name: 'Order EE-UPI234' });
    fireEvent.click(within(card).getByRole('button', { name: 'Cancel order' }));
    expect(within(card).getByText(/We will refund ₹3,498.00 to your UPI account\./)).toBeTruthy();
  });
});
