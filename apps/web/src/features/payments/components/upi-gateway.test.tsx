// UPI through the gateway on the payment screen: the UPI ID field for a collect request, the
// screen that waits for the shopper's approval, and a declined payment sent back to the form.
import { paymentResponse, paymentStatusResponse } from '@store/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fixture } from '../../../test/fixture';
import {
  chooseMethod,
  field,
  json,
  pay,
  payBody,
  paymentFields,
  renderFlow,
  stubPaymentServer,
  typeInto,
  UPI_ID_FIELD,
} from './payment-flow.test-kit';
import { UPI_DECLINED } from './upi-waiting';

vi.mock('../../../lib/toast', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }),
}));

const server = stubPaymentServer(paymentFields([UPI_ID_FIELD]));
const calls = server.calls;

describe('UPI through the gateway', () => {
  it('offers the UPI ID with UPI only, and sends it', async () => {
    server.onPay = () =>
      json(
        fixture(paymentResponse, {
          success: true,
          action: { type: 'upi_collect', vpa: 'asha@okaxis' },
        }),
      );
    renderFlow({ phone: '+919876543210', amount: '₹1,499' });
    await screen.findByText('Test mode');
    expect(field('UPI ID (optional)')).toBeTruthy();
    chooseMethod('Card');
    expect(screen.queryByLabelText('UPI ID (optional)')).toBeNull();
    chooseMethod('UPI');
    typeInto('UPI ID (optional)', 'asha@okaxis');
    pay();
    expect(
      await screen.findByRole('heading', { name: 'Approve the payment in your UPI app' }),
    ).toBeTruthy();
    expect(payBody(server).fields.upiId).toBe('asha@okaxis');
    expect(screen.getByText('asha@okaxis')).toBeTruthy();
    expect(screen.getByRole('link', { name: /test UPI app/ }).getAttribute('href')).toBe(
      '/sandbox-gateway/upi',
    );
  });

  it('moves on by itself once the gateway confirms the collect request', async () => {
    server.onPay = () =>
      json(
        fixture(paymentResponse, {
          success: true,
          action: { type: 'upi_collect', vpa: 'asha@okaxis' },
        }),
      );
    let paid = false;
    server.onStatus = () =>
      json(
        fixture(paymentStatusResponse, {
          orderId: 'EE-ABC234',
          status: paid ? 1 : 0,
          paid,
          upi: paid ? 'success' : 'pending',
        }),
      );
    renderFlow({ phone: '+919876543210' });
    await screen.findByText('Test mode');
    typeInto('UPI ID (optional)', 'asha@okaxis');
    pay();
    await screen.findByRole('heading', { name: 'Approve the payment in your UPI app' });
    await waitFor(() => expect(calls.filter((c) => c.path === '/payments/status')).toHaveLength(1));
    paid = true;
    expect(
      await screen.findByText('at /order-success?orderId=EE-ABC234', {}, { timeout: 5000 }),
    ).toBeTruthy();
  }, 10_000);

  it('goes back to the form with a sentence when the QR payment is declined', async () => {
    server.onPay = () =>
      json(
        fixture(paymentResponse, {
          success: true,
          action: { type: 'qr', qr: 'upi://pay?pa=x@upi' },
        }),
      );
    let declined = false;
    server.onStatus = () =>
      json(
        fixture(paymentStatusResponse, {
          orderId: 'EE-ABC234',
          status: 0,
          paid: false,
          upi: declined ? 'failed' : 'pending',
        }),
      );
    renderFlow({ phone: '+919876543210' });
    await screen.findByText('Test mode');
    pay();
    await screen.findByRole('img', { name: 'UPI payment QR code' });
    // The gateway's QR says where a tester approves it, not that the owner marks it paid.
    expect(screen.getByRole('link', { name: /test UPI app/ })).toBeTruthy();
    expect(screen.queryByText(/marks the order paid by hand/)).toBeNull();
    await waitFor(() => expect(calls.filter((c) => c.path === '/payments/status')).toHaveLength(1));
    declined = true;
    expect(await screen.findByText(UPI_DECLINED, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeTruthy();
  }, 10_000);
});
