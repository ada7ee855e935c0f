// The rules of paying: which methods are offered, who may pay which order, and when a gateway's
// word is believed. Orders change state only through the orders service, whose updates are
// conditional, so a race between two confirmations cannot pay an order twice.
import {
  asOrderStatus,
  PAYMENT_METHODS,
  type PaymentFieldsResponse,
  type PaymentMethod,
  type PaymentRequest,
  type PaymentResponse,
  type PaymentStatusResponse,
} from '@store/contract';
import { createHash } from 'node:crypto';
import { isLoopbackUrl, type AppConfig } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/domain-error.ts';
import { findAccountPhone } from '../accounts/index.ts';
import {
  ORDER_NOT_FOUND,
  OrderStatus,
  findOrderForPayment,
  findOrderPayState,
  onceForKey,
  withdrawCashOnDelivery,
  recordBuyerBusiness,
} from '../orders/index.ts';
import {
  DEMO_UPI_VPA,
  getStoreSettings,
  isDemoUpiVpa,
  type StoreSettings,
} from '../store/index.ts';
import { METHOD_LABELS, paymentFormFields, readPaymentFields } from './payment-fields.ts';
import {
  flagSandboxPayment,
  hasSuccessfulPayment,
  hasSuccessfulSandboxPayment,
  latestGatewayUpiStatus,
} from './payments.repository.ts';
import { cashOnDeliveryProvider } from './providers/cash-on-delivery.ts';
import type { PaymentProvider } from './providers/payment-provider.ts';
import {
  fetchTransport,
  payuProvider,
  type GatewayTransport,
  type PayuCredentials,
} from './providers/payu.ts';
import { payuUpiProvider } from './providers/payu-upi.ts';
import { upiProvider, type UpiPayee } from './providers/upi.ts';
import {
  SANDBOX_MERCHANT_KEY,
  SANDBOX_MERCHANT_SALT,
  SANDBOX_PAYMENT_PATH,
  SANDBOX_VERIFY_PATH,
} from './sandbox/sandbox-credentials.ts';

/** Where PayU sends the browser back (surl and furl) and its server-to-server notification. */
export const PAYU_RETURN_PATH = '/api/v1/payments/payu/return';
export const PAYU_NOTIFY_PATH = '/api/v1/payments/payu/notify';

export interface GatewaySetup extends PayuCredentials {
  sandbox: boolean;
}

/** The card gateway's credentials: PayU's from configuration, or the sandbox's public ones. */
export function gatewaySetup(config: AppConfig): GatewaySetup | null {
  const gateway = config.payments.gateway;
  if (!gateway) return null;
  switch (gateway.kind) {
    case 'payu':
      return { key: gateway.key, salt: gateway.salt, url: gateway.url, sandbox: false };
    case 'sandbox':
      return {
        key: SANDBOX_MERCHANT_KEY,
        salt: SANDBOX_MERCHANT_SALT,
        url: `${config.publicUrl}${SANDBOX_PAYMENT_PATH}`,
        sandbox: true,
      };
  }
}

/** Origins the storefront may post a payment form to (the CSP form-action directive). */
export function paymentFormTargets(config: AppConfig): string[] {
  const gateway = gatewaySetup(config);
  return gateway ? [new URL(gateway.url).origin] : [];
}

interface UpiSetup extends UpiPayee {
  demo: boolean;
}

function upiSetup(settings: StoreSettings, config: AppConfig): UpiSetup | null {
  const configured = config.payments.upiVpa ?? settings.upiVpa;
  if (!configured) return null;
  const demo = isDemoUpiVpa(configured);
  // The demo VPA is a test payment: it runs only where the sandbox may (a loopback address or
  // PAYMENT_SANDBOX=true), and an earlier release's demo VPA on a real handle becomes the one
  // no one can register. The owner's own VPA is offered whatever the address.
  if (demo && !config.payments.demoUpiVpa) return null;
  const vpa = demo ? DEMO_UPI_VPA : configured;
  const name =
    config.payments.upiPayeeName ||
    settings.upiPayeeName ||
    settings.storeName ||
    settings.companyName ||
    'Ethnic Elegance';
  return { vpa, name, demo };
}

interface Offer {
  methods: PaymentMethod[];
  testMode: boolean;
  provider(method: PaymentMethod): PaymentProvider | null;
  /** Whether the owner has switched the method off in the Store screen. */
  switchedOff(method: PaymentMethod): boolean;
}

/**
 * The card provider on the sandbox gateway, with each payment row it opens flagged `sandbox`
 * in the same transaction: a simulated payment must never pass for money (orders:ship refuses
 * such an order, see refuseSandboxPaidOrder).
 */
function recordedAsSandbox(provider: PaymentProvider): PaymentProvider {
  return {
    kind: provider.kind,
    start: (db, attempt) =>
      db.transaction(async (tx) => {
        const started = await provider.start(tx, attempt);
        const txnid =
          started.ok && started.action?.type === 'redirect_post'
            ? started.action.formParams.data.txnid
            : undefined;
        // The provider's form always names its transaction; without one nothing was opened.
        if (txnid) await flagSandboxPayment(tx, txnid);
        return started;
      }),
  };
}

/**
 * The methods this store can take right now: those the owner has left on (store settings,
 * paymentMethods) that the configuration can serve (PAYMENTS_ENABLED, the gateway, the VPA).
 */
async function currentOffer(
  db: Executor,
  config: AppConfig,
  transport: GatewayTransport = fetchTransport,
): Promise<Offer> {
  const settings = await getStoreSettings(db);
  const gateway = gatewaySetup(config);
  // With a gateway, UPI goes through it and confirms itself; the store's own VPA (confirmed by
  // hand) is the fallback of a store without one (docs/payments.md).
  const upiGatewayOn = gateway !== null && config.payments.upiThroughGateway;
  const upi = upiGatewayOn ? null : upiSetup(settings, config);
  const returnUrl = `${config.publicUrl}${PAYU_RETURN_PATH}`;
  const switchedOff = (method: PaymentMethod) => !settings.paymentMethods[method];
  const provider = (method: PaymentMethod): PaymentProvider | null => {
    if (switchedOff(method) || !config.payments.methods.includes(method)) return null;
    switch (method) {
      case 'upi':
        if (gateway && upiGatewayOn) {
          // The bundled sandbox is asked in-process, on its own paths (reconcile.service.ts).
          const upiGateway = {
            ...gateway,
            url: gateway.sandbox ? SANDBOX_PAYMENT_PATH : gateway.url,
            postserviceUrl: gateway.sandbox
              ? SANDBOX_VERIFY_PATH
              : config.paymentChecks.payuVerifyUrl,
            transport,
          };
          return payuUpiProvider(upiGateway, { returnUrl });
        }
        return upi ? upiProvider(upi) : null;
      case 'card': {
        if (!gateway) return null;
        const payu = payuProvider(gateway, { returnUrl });
        return gateway.sandbox ? recordedAsSandbox(payu) : payu;
      }
      case 'cod':
        return cashOnDeliveryProvider(config.publicUrl);
      default: {
        const unknown: never = method;
        throw new Error(`No payment provider for ${String(unknown)}`);
      }
    }
  };
  const methods = PAYMENT_METHODS.filter((m) => provider(m) !== null);
  const testMode =
    ((methods.includes('card') || (methods.includes('upi') && upiGatewayOn)) &&
      gateway?.sandbox === true) ||
    (methods.includes('upi') && upi?.demo === true);
  return { methods, testMode, provider, switchedOff };
}

/** Whether the store takes test payments now: the storefront shows its "Test mode" bar. */
export async function paymentsTestMode(db: Executor, config: AppConfig): Promise<boolean> {
  return (await currentOffer(db, config)).testMode;
}

/** What the storefront's store information says of payments: the methods taken, test mode. */
export async function paymentsOffer(
  db: Executor,
  config: AppConfig,
): Promise<{ testMode: boolean; methods: PaymentMethod[]; upiThroughGateway: boolean }> {
  const { testMode, methods } = await currentOffer(db, config);
  return { testMode, methods, upiThroughGateway: config.payments.upiThroughGateway };
}

/**
 * What the owner should know about payments at start, one line each: test payments that are
 * on, and methods asked for that cannot be offered, with what to set for them.
 */
export async function paymentSetupNotes(db: Executor, config: AppConfig): Promise<string[]> {
  const offer = await currentOffer(db, config);
  const notes: string[] = [];
  if (offer.testMode) {
    // On a public address only PAYMENT_SANDBOX=true turns test payments on (config.ts).
    const why = isLoopbackUrl(config.publicUrl)
      ? `PUBLIC_URL ${config.publicUrl} is a loopback address`
      : 'PAYMENT_SANDBOX=true';
    notes.push(
      `Test mode: payments are simulated (the sandbox gateway and the demo UPI VPA), no real ` +
        `money moves, and every page says so; on because ${why}. Set PUBLIC_URL to the ` +
        `store's address and PAYU_KEY/PAYU_SALT or UPI_VPA for real payments.`,
    );
  }
  const missing: string[] = [];
  // A method the owner switched off is not missing a setting.
  const wanted = (m: PaymentMethod) => config.payments.methods.includes(m) && !offer.switchedOff(m);
  if (wanted('card') && !offer.methods.includes('card')) {
    missing.push('PAYU_KEY and PAYU_SALT for cards and net banking');
  }
  if (wanted('upi') && !offer.methods.includes('upi') && !config.payments.upiThroughGateway) {
    missing.push("UPI_VPA or the store's upiVpa (npm run admin -- store:set) for UPI");
  }
  if (missing.length > 0) {
    const offered = offer.methods.map((m) => METHOD_LABELS[m].toLowerCase()).join(', ');
    const why = config.payments.demoUpiVpa
      ? ''
      : ' (the test gateway and the demo UPI VPA are off: they run only on a loopback ' +
        'PUBLIC_URL or with PAYMENT_SANDBOX=true, never in production)';
    notes.push(
      `Payments: offering ${offered || 'nothing'} only${why}; set ${missing.join(', and ')}.`,
    );
  }
  return notes;
}

/**
 * Refuses to let an order paid through the sandbox go out: its "payment" was a simulation with
 * the sandbox's public key, and no money came in (docs/payments.md, "Test mode").
 */
export async function refuseSandboxPaidOrder(db: Executor, orderId: string): Promise<void> {
  if (await hasSuccessfulSandboxPayment(db, orderId)) {
    throw conflict(
      `${orderId} was paid through the test gateway (sandbox): no money was taken. ` +
        'Do not ship it; cancel it with orders:cancel, or ask the shopper to pay for real.',
    );
  }
}

export async function getPaymentFields(
  db: Executor,
  config: AppConfig,
  user: { id: string; firstName: string; lastName: string; email: string } | null,
): Promise<PaymentFieldsResponse> {
  const offer = await currentOffer(db, config);
  // The account's phone (unverified) only fills in the field; the payer's phone is what is sent.
  const phone = user ? await findAccountPhone(db, user.id) : null;
  return {
    fields: paymentFormFields({
      methods: offer.methods,
      testMode: offer.testMode,
      upiCollect: config.payments.upiThroughGateway,
      defaults: user
        ? { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email, phone }
        : undefined,
    }),
    testMode: offer.testMode,
  };
}

const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Mobile/i;

/** Phones open a UPI app directly; anything else is shown a QR code to scan with one. */
export function deviceFromUserAgent(userAgent: string | undefined): 'mobile' | 'desktop' {
  return userAgent && MOBILE_AGENT.test(userAgent) ? 'mobile' : 'desktop';
}

function refusalForStatus(status: number): string {
  return status === OrderStatus.Cancelled
    ? 'This order has been cancelled and can no longer be paid.'
    : 'This order has already been paid or confirmed.';
}

/** Who is paying from where: PayU's S2S request carries the client's address and browser. */
export interface PaymentClient {
  userAgent: string | undefined;
  ip?: string;
  /** How the server posts to the gateway: fetch for PayU, in-process for the sandbox. */
  transport?: GatewayTransport;
  log?: { warn(obj: object, msg: string): void };
}

export async function startPayment(
  db: Executor,
  config: AppConfig,
  userId: string,
  request: PaymentRequest,
  client: PaymentClient,
): Promise<PaymentResponse> {
  const { userAgent } = client;
  // Unknown field names are a 400 before anything else is looked at.
  const values = readPaymentFields(request.fields);
  const order = await findOrderForPayment(db, request.orderId, userId);
  if (!order || order.userId !== userId) throw notFound(ORDER_NOT_FOUND);
  if (order.status !== OrderStatus.Pending)
    return { success: false, error: refusalForStatus(order.status) };
  if (await hasSuccessfulPayment(db, order.id)) {
    return { success: false, error: 'This order has already been paid.' };
  }
  if (!values.ok) return { success: false, error: values.error };

  const offer = await currentOffer(db, config, client.transport);
  const method = PAYMENT_METHODS.find((m) => m === values.method);
  if (!method) {
    const choices = offer.methods.map((m) => METHOD_LABELS[m]).join(', ');
    return {
      success: false,
      error: `Unknown payment method. Choose one of: ${choices}.`,
    };
  }
  if (offer.switchedOff(method)) {
    // The owner's switch is the store's word, not a slip the shopper can mend on the form: a
    // client that still names the method (an old page, a script) is refused before anything
    // about the order moves.
    const choices = offer.methods.map((m) => METHOD_LABELS[m]).join(', ');
    throw conflict(
      `${METHOD_LABELS[method]} is switched off at this store. Choose one of: ${choices}.`,
    );
  }
  const provider = offer.provider(method);
  if (!provider) {
    return { success: false, error: `${METHOD_LABELS[method]} is not available at this store.` };
  }
  // Paying online after choosing cash on delivery (not yet confirmed) takes the COD fee off.
  let payable = order;
  if (method !== 'cod') {
    const total = await db.transaction((tx) => withdrawCashOnDelivery(tx, order.id));
    if (total !== null) {
      payable = { ...order, totalPaise: total - (order.storeCreditPaise ?? 0) };
    }
  }
  // For the tax invoice of a business buyer (docs/tax.md); the form checked the GSTIN.
  await recordBuyerBusiness(db, order.id, values.payer);
  const started = await provider.start(db, {
    order: payable,
    payer: values.payer,
    device: values.device ?? deviceFromUserAgent(userAgent),
    upiId: values.upiId,
    clientIp: client.ip,
    userAgent,
  });
  if (!started.ok) {
    if (started.reason) client.log?.warn({ reason: started.reason }, 'payment start refused');
    return { success: false, error: started.error };
  }
  if (started.action) return { success: true, action: started.action };
  return started.confirmationRequired
    ? { success: true, confirmationRequired: started.confirmationRequired }
    : { success: true };
}

/** The same request written any way: field order does not change the hash. */
function requestHash(request: PaymentRequest): string {
  const fields = Object.fromEntries(
    Object.entries(request.fields).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  return createHash('sha256')
    .update(JSON.stringify({ orderId: request.orderId, fields }), 'utf8')
    .digest('hex');
}

// Payment keys share the idempotency table of orders under their own scope.
const IDEMPOTENCY_SCOPE = 'payments';

const KEY_REFUSALS = {
  mismatch: 'This Idempotency-Key was already used with a different payment request; use a new key',
  inProgress: 'A payment with this Idempotency-Key is still being processed; retry shortly',
};

/**
 * startPayment behind an Idempotency-Key (docs/product/rules.md section 2): the same key and body within
 * 24 hours answers the first reply again and starts nothing new; another body is a 422.
 */
export async function startPaymentOnce(
  db: Executor,
  config: AppConfig,
  userId: string,
  request: PaymentRequest,
  client: PaymentClient,
  key: string | undefined,
): Promise<{ body: PaymentResponse; replayed: boolean }> {
  if (key === undefined) {
    return { body: await startPayment(db, config, userId, request, client), replayed: false };
  }
  const ref = { userId, scope: IDEMPOTENCY_SCOPE, key };
  return db.transaction((tx) =>
    onceForKey(tx, ref, requestHash(request), KEY_REFUSALS, 200, () =>
      startPayment(tx, config, userId, request, client),
    ),
  );
}

export async function getPaymentStatus(
  db: Executor,
  userId: string,
  orderId: string,
): Promise<PaymentStatusResponse> {
  const order = await findOrderForPayment(db, orderId, userId);
  if (!order || order.userId !== userId) throw notFound(ORDER_NOT_FOUND);
  // The orders module stamps paid_at when a gateway or the owner confirms the money, and for
  // cash on delivery only when the order is delivered: confirmed is not yet paid.
  const paid = (await findOrderPayState(db, order.id))?.paidAt != null;
  const upi = await latestGatewayUpiStatus(db, order.id);
  return {
    orderId: order.id,
    status: asOrderStatus(order.status),
    paid,
    ...(upi ? { upi } : {}),
  };
}
