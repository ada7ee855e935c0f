import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, type UseFormWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { formatRupees } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { blockedOffline } from '../../../pwa/checkout-offline-notice';
import { useCart, useOfferCode, useQuote, type CartLine } from '../../cart';
import { rememberedPin } from '../../delivery';
import { createOrder } from '../api/create-order';
import { WhatsAppOptIn } from './whatsapp-opt-in';
import { SaveAddressBox, SavedAddressPicker } from './saved-addresses';
import { StoreCreditBox } from './store-credit-box';
import { emptyCartAfterOrder } from '../empty-cart';
import { AttemptKey } from '../idempotency-key';
import { useAccountPrefill } from '../use-account-prefill';
import { useDeliveryPin } from '../use-delivery-pin';
import { focusShippingField, useShippingChecks } from '../use-shipping-checks';
import {
  EMPTY_SHIPPING,
  orderRequest,
  serverFieldError,
  type ShippingValues,
} from '../shipping-rules';
import { CheckoutSummary } from './checkout-summary';
import { ShippingFields } from './shipping-fields';
import { language, t, tf } from '../../../lib/i18n';

const FORM_ID = 'checkout-form';

/** What the shopper is told when the order could not be placed. */
function orderFailure(error: unknown): string {
  // 409: stock ran out (the server names the product and what is left). 400: a field the
  // server would not take, named. 429: too many unpaid orders open (the server says when the
  // oldest one's hold ends). Anything else is the spec's generic sentence.
  if (error instanceof ApiError && [400, 409, 422, 429].includes(error.status)) {
    return error.message;
  }
  return t('Please try again later.');
}

/**
 * The toast for an order that was not placed. A refusal that names a field (a PIN in another
 * state, not served) is returned, to be shown under it: the toast says it without the field's
 * technical name.
 */
function tellOrderFailure(error: unknown) {
  const atField = error instanceof ApiError ? serverFieldError(error.fields) : null;
  toast.error(t('Error placing order'), {
    description: atField?.message ?? t(orderFailure(error)),
  });
  return atField;
}

/** The order sent: the lines, the address, the applied offer code and the ticked boxes only. */
function orderBody(
  lines: CartLine[],
  address: ShippingValues,
  appliedCode: string | undefined,
  ticked: { whatsappOptIn: boolean; saveAddress: boolean; useStoreCredit: boolean },
) {
  const boxes = Object.fromEntries(Object.entries(ticked).filter(([, on]) => on));
  return {
    ...orderRequest(lines, address),
    ...(appliedCode ? { couponCode: appliedCode } : {}),
    ...boxes,
  };
}

/** Paid in full with store credit (Processing): nothing left to pay, so the thank-you page. */
const nextPage = (status: number) => (status === 1 ? '/order-success' : '/payment');

/** The order's quote for the cart, its offer code and, once the PIN is six digits, that PIN. */
function useCheckoutQuote(lines: CartLine[], watch: UseFormWatch<ShippingValues>) {
  const typedPin = watch('postalCode');
  const [offerCode, setOfferCode] = useOfferCode();
  // Once the PIN is six digits the quote also says whether cash on delivery is offered there.
  const pin = typedPin.replace(/\s/g, '');
  const answer = useQuote(lines, {
    couponCode: offerCode || undefined,
    postalCode: /^[1-9]\d{5}$/.test(pin) ? pin : undefined,
  });
  const quote = answer.data;
  // The code goes with the order once this quote has said it applies. While the quote is on its
  // way (a first load, or the last answer shown in its place) the shopper's code goes as it is
  // and the server decides: an order placed before the quote came back had lost its code.
  const settled = quote !== undefined && !answer.isPlaceholderData;
  const appliedCode = !offerCode
    ? undefined
    : !settled
      ? offerCode
      : quote.coupon?.status === 'applied'
        ? quote.coupon.code
        : undefined;
  return {
    quote,
    appliedCode,
    clearOfferCode: () => setOfferCode(''),
    fetching: answer.isFetching,
  };
}

/** docs/product/storefront.md section 2, "Checkout": the shipping form and the order summary, in rupees. */
export function CheckoutView() {
  const { lines: cartLines } = useCart();
  // Once the order is placed the cart empties; the summary keeps it until the payment screen.
  const [placedLines, setPlacedLines] = useState<CartLine[] | null>(null);
  const lines = placedLines ?? cartLines;
  const navigate = useNavigate();
  // How the fields are checked: use-shipping-checks.ts. The PIN last checked on this device (the product page's "Check delivery") is prefilled.
  const form = useForm({
    defaultValues: { ...EMPTY_SHIPPING, postalCode: rememberedPin() ?? '' },
  });
  const { watch, setError } = form;
  const delivery = useDeliveryPin(form);
  useAccountPrefill(form);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [whatsappOptIn, setWhatsappOptIn] = useState(false);
  const [saveAddress, setSaveAddress] = useState(false);
  const [useCredit, setUseCredit] = useState(false);
  const { quote, appliedCode, clearOfferCode, fetching } = useCheckoutQuote(lines, watch);
  const inFlight = useRef(false);
  const attempt = useRef(new AttemptKey());
  const failureRef = useRef<HTMLDivElement>(null);

  // A changed cart is a new attempt (the key is also tied to the body it was first sent with).
  useEffect(() => attempt.current.reset(), [cartLines]);

  const { recheck, retype, takeOfferedCity, checkForOrder } = useShippingChecks(form, delivery);

  const place = async (address: ShippingValues) => {
    // Only a code the server said applies goes with the order; it is checked again there.
    const ticked = { whatsappOptIn, saveAddress, useStoreCredit: useCredit };
    // Her mails follow the language she ordered in (docs/decisions/031).
    const body = { ...orderBody(lines, address, appliedCode, ticked), language: language() };
    const key = attempt.current.keyFor(body);
    inFlight.current = true;
    setSubmitting(true);
    try {
      const order = await createOrder(body, key);
      attempt.current.reset();
      setPlacedLines(lines);
      emptyCartAfterOrder();
      clearOfferCode();
      await navigate(`${nextPage(order.status)}?orderId=${encodeURIComponent(order.id)}`, {
        state: { orderId: order.id },
      });
      // Still 'Processing...' until the payment screen is up; nothing more can be sent.
      return;
    } catch (error) {
      console.error('Failed to create order', error);
      const atField = tellOrderFailure(error);
      if (atField) {
        setError(atField.field, { type: 'server', message: atField.message });
        focusShippingField(atField.field);
      } else if (orderFailure(error) !== t('Please try again later.')) {
        setFailure(orderFailure(error));
        requestAnimationFrame(() => failureRef.current?.focus());
      }
    }
    inFlight.current = false;
    setSubmitting(false);
  };

  /** Place Order: the whole form checked at once (use-shipping-checks.ts), then sent. */
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current || blockedOffline()) return;
    setFailure(null);
    const address = checkForOrder(lines);
    if (address) void place(address);
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_24rem] lg:items-start lg:gap-12">
      <section
        aria-labelledby="shipping-title"
        className="rounded-2xl border border-line bg-ivory-50 p-5 sm:p-8"
      >
        <h2 id="shipping-title" className="text-xl text-maroon-800">
          {t('Shipping Information')}
        </h2>
        <p className="mt-1 text-sm text-muted">
          {quote && quote.freeShippingAbove > 0
            ? tf('We deliver across India. Free standard shipping on orders of {amount} or more.', {
                amount: formatRupees(quote.freeShippingAbove),
              })
            : t('We deliver across India. Free standard shipping on every order.')}
        </p>
        <form id={FORM_ID} onSubmit={submit} noValidate className="mt-6 grid gap-5 sm:grid-cols-2">
          <SavedAddressPicker form={form} />
          <ShippingFields
            form={form}
            delivery={delivery}
            recheck={recheck}
            retype={retype}
            takeOfferedCity={takeOfferedCity}
          />
          <SaveAddressBox checked={saveAddress} onChange={setSaveAddress} />
          <StoreCreditBox checked={useCredit} onChange={setUseCredit} />
          <WhatsAppOptIn checked={whatsappOptIn} onChange={setWhatsappOptIn} />
        </form>
      </section>

      <div className="space-y-4">
        {failure && (
          <FormAlert ref={failureRef} title={t('Your order was not placed')}>
            {failure}
          </FormAlert>
        )}
        <CheckoutSummary
          lines={lines}
          formId={FORM_ID}
          submitting={submitting}
          quote={quote}
          pin={delivery.answer?.pin ?? null}
          busy={fetching || delivery.checking}
        />
      </div>
    </div>
  );
}
