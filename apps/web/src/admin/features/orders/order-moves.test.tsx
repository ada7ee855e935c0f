import { adminOrderDetail, OrderStatus, type AdminOrderDetail } from '@store/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fixture } from '../../../test/fixture';
import { json, stubFetchForEachTest } from '../../../test/render';
import { ORDER_STATUS_ID, OrderMoves } from './order-moves';
import { refundDue } from './refund';

const answer = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
stubFetchForEachTest((input, init) => answer(input, init));

const paidByCard: AdminOrderDetail = {
  id: 'EE-SBCRXD',
  status: OrderStatus.Processing,
  createdAt: '2026-11-20T05:00:00.000Z',
  total: 9099,
  subtotal: 9099,
  discount: 0,
  couponCode: null,
  shippingFee: 0,
  codFee: 0,
  codConfirmBy: null,
  returnedToOriginAt: null,
  items: [],
  shippingAddress: {
    fullName: 'Asha Verma',
    address: '14 Residency Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode: '560025',
    phone: '+919876543210',
  },
  trackingNumber: null,
  courier: null,
  paymentMethod: 'card',
  tax: null,
  invoice: null,
  email: 'asha@example.in',
  version: 2,
  paidAt: '2026-11-20T05:05:00.000Z',
  shippedAt: null,
  deliveredAt: null,
  cancelledAt: null,
  allowedMoves: ['ship', 'cancel'],
  payments: [],
  history: [],
};

function renderMoves(order: AdminOrderDetail) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <p id={ORDER_STATUS_ID} tabIndex={-1}>
        Processing
      </p>
      <OrderMoves order={order} onReload={() => {}} />
    </QueryClientProvider>,
  );
}

describe('OrderMoves', () => {
  it('warns before cancelling a paid order that the shopper is owed a refund', () => {
    renderMoves(paidByCard);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain(
      "₹9,099.00 was paid for this order. The shopper's mail will say it comes back within 7 working days: refund it yourself, from your payment gateway (card or net banking).",
    );
  });

  it('says nothing of a refund for an order nobody has paid', () => {
    renderMoves({ ...paidByCard, paidAt: null, status: OrderStatus.Pending });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(screen.getByRole('alertdialog').textContent).not.toMatch(/refund/i);
    // Cash on delivery is paid at the door: a cancelled COD order owes nothing back.
    expect(refundDue({ ...paidByCard, paymentMethod: 'cod', cancelledAt: 'x' })).toBeNull();
    expect(refundDue({ ...paidByCard, cancelledAt: '2026-11-21T05:00:00.000Z' })).toMatch(
      /^Refund due: ₹9,099.00 was paid before this order was cancelled/,
    );
  });

  it('puts focus on the order status once a move is done, not on the page', async () => {
    answer.mockResolvedValue(
      json(fixture(adminOrderDetail, { ...paidByCard, status: OrderStatus.Cancelled })),
    );
    renderMoves(paidByCard);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(document.getElementById(ORDER_STATUS_ID)),
    );
  });
});
