// UPI through the gateway on the payment screen: the UPI ID field for a collect request, the
// screen that waits for the shopper's approval, and a declined payment sent back to the form.
import {
  errorResponse,
  paymentFieldsResponse,
  paymentResponse,
  paymentStatusResponse,
} from '@store/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '../../../lib/auth-token';
import { toast } from '../../../lib/toast';
import { fixture } from '../../../test/fixture';
import { AuthProvider } from '../../auth';
import { PaymentFlow } from './payment-flow';
import { UPI_DECLINED } from './upi-waiting';

vi.mock('../../../lib/toast', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }),
}));

const FIELDS = fixture(paymentFieldsResponse, {
  testMode: true,
  fields: [
    {
      name: 'method',
      label: 'Payment method',
      type: 'select',
      options: [
        { label: 'UPI', value: 'upi' },
        { label: 'Card / Net banking', value: 'card' },
        { label: 'Cash on delivery', value: 'cod' },
      ],
      defaultValue: 'upi',
      rules: { required: true },
      description: 'Test mode: payments here are simulated and no money moves.',
    },
    {
      name: 'payerName',
      label: 'Full name',
      type: 'text',
      rules: { required: true },
      defaultValue: 'Asha Verma',
    },
    {
      name: 'payerPhone',
      label: 'Mobile number',
      type: 'tel',
      defaultValue: '+91',
      rules: { required: true, minLength: 10, maxLength: 10, pattern: '/^\\+91[6-9]\\d{9}$/' },
    },
    {
      name: 'upiId',
      label: 'UPI ID (optional)',
      type: 'text',
      rules: { required: false, maxLength: 100 },
      showWhenValue: { field: 'method', value: 'upi' },
    },
    { name: 'businessName', label: 'Business name (optional)', type: 'text' },
    { name: 'gstin', label: 'GSTIN', type: 'text', showWhenFilled: ['businessName'] },
  ],
}).fields;

type Handler = (init?: RequestInit) => Response | Promise<Response>;
let onFields: Handler;
let onPay: Handler;
let onStatus: Handler;
let onCod: Handler;
const calls: { path: string; init?: RequestInit }[] = [];
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const fetchMock: typeof fetch = async (input, init) => {
  const path = new URL(String(input)).pathname.replace('/api/v1', '');
  calls.push({ path, init });
  if (path === '/payments/fields') return onFields(init);
  if (path === '/payments' && init?.method === 'POST') return onPay(init);
  if (path === '/payments/status') return onStatus(init);
  if (path === '/orders/EE-ABC234/cod') return onCod(init);
  return json(fixture(errorResponse, { error: 'unexpected', code: 'not_found' }), 404);
};

beforeEach(() => {
  calls.length = 0;
  onFields = () => json(fixture(paymentFieldsResponse, { fields: FIELDS, testMode: true }));
  onPay = () => json(fixture(paymentResponse, { success: true }));
  onStatus = () =>
    json(fixture(paymentStatusResponse, { orderId: 'EE-ABC234', status: 0, paid: false }));
  onCod = () => json(fixture(errorResponse, { error: 'unexpected', code: 'not_found' }), 404);
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(toast.success).mockClear();
});

function Where() {
  const { pathname, search } = useLocation();
  return <p>at {pathname + search}</p>;
}

function renderFlow(props: Partial<Parameters<typeof PaymentFlow>[0]> = {}) {
  return render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <AuthProvider>
        <MemoryRouter initialEntries={['/payment?orderId=EE-ABC234']}>
          <Routes>
            <Route path="/payment" element={<PaymentFlow orderId="EE-ABC234" {...props} />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
}

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
/** Choosing a payment method's radio tile by its name. */
const chooseMethod = (name: string) =>
  fireEvent.click(screen.getByRole('radio', { name: new RegExp(`^${name}`) }));
const typeInto = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const pay = (name = 'Pay Now') => fireEvent.click(screen.getByRole('button', { name }));
const payBody = () =>
  JSON.parse(String(calls.find((c) => c.path === '/payments')?.init?.body)) as {
    orderId: string;
    fields: Record<string, string>;
  };

describe('UPI through the gateway', () => {
  it('offers the UPI ID with UPI only, and sends it', async () => {
    onPay = () =>
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
    expect(payBody().fields.upiId).toBe('asha@okaxis');
    expect(screen.getByText('asha@okaxis')).toBeTruthy();
    expect(screen.getByRole('link', { name: /test UPI app/ }).getAttribute('href')).toBe(
      '/sandbox-gateway/upi',
    );
  });

  it('moves on by itself once the gateway confirms the collect request', async () => {
    onPay = () =>
      json(
        fixture(paymentResponse, {
          success: true,
          action: { type: 'upi_collect', vpa: 'asha@okaxis' },
        }),
      );
    let paid = false;
    onStatus = () =>
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
    onPay = () =>
      json(
        fixture(paymentResponse, {
          success: true,
          action: { type: 'qr', qr: 'upi://pay?pa=x@upi' },
        }),
      );
    let declined = false;
    onStatus = () =>
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
