// What the payment screen's tests share: the fields the server describes, a stand-in for the
// server's payment calls (each answer replaceable in a test, every call kept in `calls`), and the
// screen rendered for order EE-ABC234 with a signed-in shopper. Each test file mocks the toast
// itself (vi.mock is hoisted per file) and calls stubPaymentServer() at its top.
import {
  errorResponse,
  paymentFieldsResponse,
  paymentResponse,
  paymentStatusResponse,
} from '@store/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '../../../lib/auth-token';
import { toast } from '../../../lib/toast';
import { fixture } from '../../../test/fixture';
import { AuthProvider } from '../../auth';
import { PaymentFlow } from './payment-flow';

type Field = ReturnType<typeof fixture<typeof paymentFieldsResponse>>['fields'][number];

/** The UPI ID field the gateway's collect request adds (shown while UPI is chosen). */
export const UPI_ID_FIELD: Field = {
  name: 'upiId',
  label: 'UPI ID (optional)',
  type: 'text',
  rules: { required: false, maxLength: 100 },
  showWhenValue: { field: 'method', value: 'upi' },
};

/** The payment form as the server describes it in test mode; `extra` goes before the business. */
export function paymentFields(extra: Field[] = []): Field[] {
  return fixture(paymentFieldsResponse, {
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
      ...extra,
      { name: 'businessName', label: 'Business name (optional)', type: 'text' },
      { name: 'gstin', label: 'GSTIN', type: 'text', showWhenFilled: ['businessName'] },
    ],
  }).fields;
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Handler = (init?: RequestInit) => Response | Promise<Response>;

export interface PaymentServer {
  onFields: Handler;
  onPay: Handler;
  onStatus: Handler;
  onCod: Handler;
  /** Every call the screen made, in order (path without /api/v1). */
  calls: { path: string; init?: RequestInit }[];
}

/**
 * The server's payment calls for each test: the `fields` described, a payment accepted, the
 * order unpaid, no cash-on-delivery offer; a test replaces an answer by assigning its handler.
 */
export function stubPaymentServer(fields: Field[]): PaymentServer {
  const server: PaymentServer = {
    onFields: () => json(null),
    onPay: () => json(null),
    onStatus: () => json(null),
    onCod: () => json(null),
    calls: [],
  };
  const notFound = () =>
    json(fixture(errorResponse, { error: 'unexpected', code: 'not_found' }), 404);
  const fetchMock: typeof fetch = async (input, init) => {
    const path = new URL(String(input)).pathname.replace('/api/v1', '');
    server.calls.push({ path, init });
    if (path === '/payments/fields') return server.onFields(init);
    if (path === '/payments' && init?.method === 'POST') return server.onPay(init);
    if (path === '/payments/status') return server.onStatus(init);
    if (path === '/orders/EE-ABC234/cod') return server.onCod(init);
    return notFound();
  };
  beforeEach(() => {
    server.calls.length = 0;
    server.onFields = () => json(fixture(paymentFieldsResponse, { fields, testMode: true }));
    server.onPay = () => json(fixture(paymentResponse, { success: true }));
    server.onStatus = () =>
      json(fixture(paymentStatusResponse, { orderId: 'EE-ABC234', status: 0, paid: false }));
    server.onCod = notFound;
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
  return server;
}

function Where() {
  const { pathname, search } = useLocation();
  return <p>at {pathname + search}</p>;
}

/** The payment screen of order EE-ABC234; any other page shows where the screen went. */
export function renderFlow(props: Partial<Parameters<typeof PaymentFlow>[0]> = {}) {
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

/** A form field by its exact label. */
export const field = (label: string) =>
  screen.getByLabelText(label, { exact: true }) as HTMLInputElement;

/** Chooses a payment method's radio tile by the start of its name. */
export const chooseMethod = (name: string) =>
  fireEvent.click(screen.getByRole('radio', { name: new RegExp(`^${name}`) }));
export const typeInto = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
/** Presses the form's pay button. */
export const pay = (name = 'Pay Now') => fireEvent.click(screen.getByRole('button', { name }));
/** What the screen posted to /payments (the first such call). */
export const payBody = (server: PaymentServer) =>
  JSON.parse(String(server.calls.find((c) => c.path === '/payments')?.init?.body)) as {
    orderId: string;
    fields: Record<string, string>;
  };
