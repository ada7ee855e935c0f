import {
  errorResponse,
  orderCodOfferResponse,
  paymentResponse,
  paymentStatusResponse,
} from '@store/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast';
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
} from './payment-flow.test-kit';

vi.mock('../../../lib/toast', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }),
}));

const server = stubPaymentServer(paymentFields());
const calls = server.calls;
/** The payment method's radio tiles: the checked one's value. */
const chosenMethod = () =>
  (screen.getAllByRole('radio') as HTMLInputElement[]).find((r) => r.checked)?.value;

describe('the payment form (docs/product/storefront.md section 5)', () => {
  it('is drawn from the server, labelled Test mode, with defaults and the select’s value', async () => {
    renderFlow();
    expect(await screen.findByText('Test mode')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Payment method' })).toBeTruthy();
    expect(chosenMethod()).toBe('upi');
    expect(field('Full name').value).toBe('Asha Verma');
    expect(field('Mobile number').value).toBe('+91');
    expect(screen.queryByLabelText('GSTIN')).toBeNull();
  });

  it('starts a blank mobile number with the delivery phone', async () => {
    renderFlow({ phone: '+919876543210' });
    await screen.findByText('Test mode');
    expect(field('Mobile number').value).toBe('+919876543210');
  });

  it('keeps +91 in front of the phone, digits only', async () => {
    renderFlow();
    await screen.findByText('Test mode');
    typeInto('Mobile number', '98765-432109');
    expect(field('Mobile number').value).toBe('+919876543210');
    typeInto('Mobile number', '+');
    expect(field('Mobile number').value).toBe('+91');
  });

  it('says what is required, ties it to the field, focuses it, and clears it on edit', async () => {
    renderFlow();
    await screen.findByText('Test mode');
    typeInto('Full name', ' ');
    pay();
    expect(screen.getByText('Full name is required')).toBeTruthy();
    expect(screen.getByText('Mobile number is required')).toBeTruthy();
    expect(field('Full name').getAttribute('aria-describedby')).toBe('payment-payerName-error');
    expect(document.activeElement).toBe(field('Full name'));
    typeInto('Full name', 'A');
    expect(screen.queryByText('Full name is required')).toBeNull();
    expect(screen.getByText('Mobile number is required')).toBeTruthy();
    expect(calls.some((c) => c.path === '/payments')).toBe(false);
  });

  it('checks the phone digits and pattern', async () => {
    renderFlow();
    await screen.findByText('Test mode');
    typeInto('Mobile number', '98765');
    pay();
    expect(screen.getByText('Phone number must have at least 10 digits after +91')).toBeTruthy();
    typeInto('Mobile number', '5876543210');
    pay();
    expect(screen.getByText('Invalid phone number format')).toBeTruthy();
  });

  it('does not blur the field being typed in when Pay Now is pressed', async () => {
    renderFlow();
    await screen.findByText('Test mode');
    // Blurring a short phone number first would show its message and move the button away
    // from under the pointer before the click.
    expect(fireEvent.mouseDown(screen.getByRole('button', { name: 'Pay Now' }))).toBe(false);
  });

  it("shows a showWhenFilled field once its trigger is filled, or on 'Show Additional Fields'", async () => {
    renderFlow();
    await screen.findByText('Test mode');
    typeInto('Business name (optional)', 'Sharma Textiles');
    expect(field('GSTIN')).toBeTruthy();
    typeInto('Business name (optional)', '');
    expect(screen.queryByLabelText('GSTIN')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show Additional Fields' }));
    expect(field('GSTIN')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show Additional Fields' })).toBeNull();
  });

  it('shows the load failure with the way back to checkout', async () => {
    server.onFields = () =>
      json(fixture(errorResponse, { error: 'down', code: 'unavailable' }), 503);
    renderFlow();
    // One retry first, as for a shaky mobile connection.
    expect(
      await screen.findByText(
        'Failed to load payment form. Please try again later.',
        {},
        { timeout: 4000 },
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to checkout' }).getAttribute('href')).toBe(
      '/checkout',
    );
  });
});

describe('after paying (docs/product/storefront.md section 7)', () => {
  it('sends the values as strings; cash on delivery accepted ends on the thank-you page', async () => {
    const chosen: [string, number][] = [];
    renderFlow({
      phone: '+919876543210',
      onMethodChange: (method, fee) => chosen.push([method, fee]),
    });
    await screen.findByText('Test mode');
    chooseMethod('Cash on delivery');
    expect(chosen.at(-1)).toEqual(['cod', 0]); // no COD offer here: no fee
    pay('Confirm Order');
    expect(await screen.findByText('at /order-success?orderId=EE-ABC234&payment=cod')).toBeTruthy();
    const sent = { method: 'cod', payerName: 'Asha Verma', payerPhone: '+919876543210' };
    const fields = { ...sent, businessName: '', gstin: '' };
    expect(payBody(server)).toEqual({ orderId: 'EE-ABC234', fields });
    const init = calls.find((c) => c.path === '/payments')?.init;
    expect((init?.headers as Record<string, string>)['Idempotency-Key']).toBeTruthy();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("another method accepted with nothing to do: 'Payment initiated' and /orders", async () => {
    renderFlow({ phone: '+919876543210' });
    await screen.findByText('Test mode');
    pay();
    expect(await screen.findByText('at /orders')).toBeTruthy();
    const description = 'Your payment is being processed';
    expect(toast.success).toHaveBeenCalledWith('Payment initiated', { description });
  });

  it.each([
    [
      () =>
        json(
          fixture(paymentResponse, {
            success: false,
            error: 'This order has already been paid or confirmed.',
          }),
        ),
      'This order has already been paid or confirmed.',
    ],
    // Off the contract on purpose: a refusal without its sentence.
    [() => json({ success: false }), 'Unknown error occurred during payment process'],
    [
      () => json(fixture(errorResponse, { error: 'boom', code: 'internal' }), 500),
      'Failed to process payment. Please try again later.',
    ],
    [
      () => Promise.reject(new TypeError('Failed to fetch')),
      'Failed to process payment. Please try again later.',
    ],
    [
      () =>
        json(
          fixture(errorResponse, { error: 'Order not found or access denied', code: 'not_found' }),
          404,
        ),
      'Order not found or access denied',
    ],
  ])('shows each failure as an alert (%#)', async (answer, message) => {
    server.onPay = answer;
    renderFlow({ phone: '+919876543210' });
    await screen.findByText('Test mode');
    pay();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(message);
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeTruthy();
  });

  it('posts the gateway form for redirect_post', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    server.onPay = () =>
      json(
        fixture(paymentResponse, {
          success: true,
          action: {
            type: 'redirect_post',
            redirectUrl: 'https://gateway.example/_payment',
            formParams: {
              type: 'form',
              url: 'https://gateway.example/_payment',
              data: { key: 'k', hash: 'h' },
            },
          },
        }),
      );
    renderFlow({ phone: '+919876543210' });
    await screen.findByText('Test mode');
    chooseMethod('Card / Net banking');
    pay();
    await waitFor(() => expect(submit).toHaveBeenCalledOnce());
    const form = submit.mock.contexts[0] as HTMLFormElement;
    expect(form.action).toBe('https://gateway.example/_payment');
    expect(new FormData(form).get('hash')).toBe('h');
    expect(await screen.findByText('Taking you to the payment page...')).toBeTruthy();
    // Back from a failed attempt, the form starts with what was sent.
    expect(JSON.parse(sessionStorage.getItem('payment-form:EE-ABC234') ?? '{}')).toMatchObject({
      method: 'card',
    });
  });
});

describe('after paying: the QR and its wait (docs/product/storefront.md section 7)', () => {
  it('shows the QR (256 px) with the scan sentence, polls the status and moves on once paid', async () => {
    server.onPay = () =>
      json(
        fixture(paymentResponse, {
          success: true,
          action: { type: 'qr', qr: 'upi://pay?pa=shop@upi&am=10.00' },
        }),
      );
    let paid = false;
    server.onStatus = () =>
      json(fixture(paymentStatusResponse, { orderId: 'EE-ABC234', status: paid ? 1 : 0, paid }));
    renderFlow({ phone: '+919876543210' });
    await screen.findByText('Test mode');
    pay();
    expect(
      await screen.findByText(
        'Please scan this QR code with your banking or payment app to complete the payment.',
      ),
    ).toBeTruthy();
    const qr = screen.getByRole('img', { name: 'UPI payment QR code' });
    expect(qr.getAttribute('width')).toBe('256');
    await waitFor(() => expect(calls.filter((c) => c.path === '/payments/status')).toHaveLength(1));
    expect(calls.find((c) => c.path === '/payments/status')?.init).toBeDefined();
    paid = true;
    expect(
      await screen.findByText('at /order-success?orderId=EE-ABC234', {}, { timeout: 5000 }),
    ).toBeTruthy();
  }, 10_000);

  it('stops polling when the QR screen goes away', async () => {
    server.onPay = () =>
      json(
        fixture(paymentResponse, {
          success: true,
          action: { type: 'qr', qr: 'upi://pay?pa=shop@upi' },
        }),
      );
    const view = renderFlow({ phone: '+919876543210' });
    await screen.findByText('Test mode');
    pay();
    await screen.findByRole('img', { name: 'UPI payment QR code' });
    await waitFor(() => expect(calls.filter((c) => c.path === '/payments/status')).toHaveLength(1));
    view.unmount();
    await act(() => new Promise((resolve) => setTimeout(resolve, 3500)));
    expect(calls.filter((c) => c.path === '/payments/status')).toHaveLength(1);
  }, 10_000);

  it('draws a QR sent as an image', async () => {
    // Off the contract on purpose: a gateway's QR as an image, which the screen still draws.
    server.onPay = () => json({ success: true, action: { type: 'qr', qrBase64: 'iVBORw0KGgo=' } });
    renderFlow({ phone: '+919876543210' });
    await screen.findByText('Test mode');
    pay();
    const img = await screen.findByRole('img', { name: 'Payment QR code' });
    expect(img.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(img.getAttribute('width')).toBe('256');
  });
});

describe('after paying: returns and methods (docs/product/storefront.md section 7)', () => {
  it('says the payment failed when back from the gateway with payment=failed', async () => {
    renderFlow({ returned: 'failed' });
    expect(await screen.findByText('Payment failed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeTruthy();
  });

  it('draws the method as radio tiles, each with its full wording and the amount it comes to', async () => {
    server.onCod = () =>
      json(
        fixture(orderCodOfferResponse, {
          offered: true,
          reason: null,
          message: null,
          fee: 49,
          confirmationNeeded: false,
          totalWithCod: 746,
        }),
      );
    renderFlow({ total: 697 });
    await screen.findByRole('group', { name: 'Payment method' });
    expect(screen.queryByRole('combobox')).toBeNull();
    const tile = (value: string) => screen.getByTestId(`method-tile-${value}`).textContent;
    expect(tile('upi')).toBe('UPI₹697.00');
    expect(tile('card')).toBe('Card / Net banking₹697.00');
    expect(tile('cod')).toBe('Cash on deliveryIncludes a ₹49.00 fee₹746.00');
    chooseMethod('Cash on delivery');
    expect(chosenMethod()).toBe('cod');
    expect(screen.getByRole('button', { name: 'Confirm Order' })).toBeTruthy();
  });

  it('waits for a pending payment and moves on when it is confirmed', async () => {
    server.onStatus = () =>
      json(fixture(paymentStatusResponse, { orderId: 'EE-ABC234', status: 1, paid: true }));
    renderFlow({ returned: 'pending' });
    expect(await screen.findByText('at /order-success?orderId=EE-ABC234')).toBeTruthy();
  });

  it('keeps the method chosen: the form waits for the COD offer instead of changing under it', async () => {
    let arrive: (offer: Response) => void = () => {};
    server.onCod = () => new Promise<Response>((resolve) => (arrive = resolve));
    const offer = fixture(orderCodOfferResponse, {
      offered: true,
      reason: null,
      message: null,
      fee: 49,
      confirmationNeeded: true,
      totalWithCod: 2049,
    });
    renderFlow();
    await waitFor(() => expect(calls.some((c) => c.path === '/orders/EE-ABC234/cod')).toBe(true));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    // No form to choose in while the offer is on its way.
    expect(screen.queryByRole('group', { name: 'Payment method' })).toBeNull();
    await act(async () => {
      arrive(json(offer));
      await Promise.resolve();
    });
    await screen.findByRole('group', { name: 'Payment method' });
    chooseMethod('Card / Net banking');
    expect(chosenMethod()).toBe('card');
  });
});
