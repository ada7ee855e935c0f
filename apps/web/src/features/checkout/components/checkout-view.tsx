import { INDIAN_STATES } from '@store/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  FormAlert,
  keepFocusInField,
  SelectField,
  TextField,
} from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { formatRupees } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { useCart, useOfferCode, useQuote, missingChoice, type CartLine } from '../../cart';
import { codLine, promiseLine, rememberedPin } from '../../delivery';
import { createOrder } from '../api/create-order';
import { WhatsAppOptIn } from './whatsapp-opt-in';
import { emptyCartAfterOrder } from '../empty-cart';
import { AttemptKey } from '../idempotency-key';
import { useAccountPrefill } from '../use-account-prefill';
import { CITY_MISMATCH, useDeliveryPin } from '../use-delivery-pin';
import {
  blankFields,
  cityMismatch,
  EMPTY_SHIPPING,
  fieldError,
  orderRequest,
  requiredMessage,
  serverFieldError,
  SHIPPING_FIELDS,
  SHIPPING_LABELS,
  shippingForm,
  type ShippingField,
  type ShippingValues,
} from '../shipping-rules';
import { CheckoutSummary } from './checkout-summary';

const FORM_ID = 'checkout-form';

/** What the shopper is told when the order could not be placed. */
function orderFailure(error: unknown): string {
  // 409: stock ran out (the server names the product and what is left). 400: a field the
  // server would not take, named. 429: too many unpaid orders open (the server says when the
  // oldest one's hold ends). Anything else is the spec's generic sentence.
  if (error instanceof ApiError && [400, 409, 422, 429].includes(error.status)) {
    return error.message;
  }
  return 'Please try again later.';
}

/** docs/product/storefront.md section 2, "Checkout": the shipping form and the order summary, in rupees. */
export function CheckoutView() {
  const { lines: cartLines } = useCart();
  // Once the order is placed the cart empties; the summary keeps what was ordered until the
  // payment screen replaces this one.
  const [placedLines, setPlacedLines] = useState<CartLine[] | null>(null);
  const lines = placedLines ?? cartLines;
  const navigate = useNavigate();
  // Checked as a whole on Place Order (submit below); a field on its own as the shopper leaves
  // it, and again as it is corrected once marked wrong, never while first typed.
  // The PIN last checked on this device (the product page's "Check delivery") is prefilled.
  const form = useForm({
    defaultValues: { ...EMPTY_SHIPPING, postalCode: rememberedPin() ?? '' },
  });
  const {
    register,
    watch,
    getValues,
    getFieldState,
    setError,
    setValue,
    clearErrors,
    formState: { errors },
  } = form;
  const delivery = useDeliveryPin(form);
  useAccountPrefill(form);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [whatsappOptIn, setWhatsappOptIn] = useState(false);
  const [offerCode, setOfferCode] = useOfferCode();
  // Once the PIN is six digits the quote also says whether cash on delivery is offered there.
  const pin = watch('postalCode').replace(/\s/g, '');
  const quote = useQuote(lines, {
    couponCode: offerCode || undefined,
    postalCode: /^[1-9]\d{5}$/.test(pin) ? pin : undefined,
  }).data;
  const appliedCode = quote?.coupon?.status === 'applied' ? quote.coupon.code : undefined;
  const inFlight = useRef(false);
  const attempt = useRef(new AttemptKey());
  const failureRef = useRef<HTMLDivElement>(null);

  // A changed cart is a new attempt (the key is also tied to the body it was first sent with).
  useEffect(() => attempt.current.reset(), [cartLines]);

  // At once, not react-hook-form's setFocus, which waits a tick (see submit).
  const focusField = (field: ShippingField | undefined) => {
    if (field) document.getElementById(`shipping-${field}`)?.focus();
  };

  /**
   * One field on its own: a blank one keeps the 'is required' Place Order gave it and gets no
   * other message; anything else is checked against the form's rule for it.
   */
  const recheck = (field: ShippingField) => {
    const value = getValues(field);
    const marked = getFieldState(field).error?.message;
    if (value.trim() === '') {
      if (marked !== requiredMessage(field)) clearErrors(field);
      return;
    }
    const message = fieldError(field, value);
    const mismatch = field === 'city' ? cityMismatch(value, delivery.answer) : undefined;
    if (message) setError(field, { type: 'validate', message });
    else if (mismatch) setError(field, { type: CITY_MISMATCH, message: mismatch });
    else clearErrors(field);
  };

  /** The PIN's city, offered under the city field, taken with one press. */
  const takeOfferedCity = () => {
    if (!delivery.offeredCity) return;
    setValue('city', delivery.offeredCity);
    clearErrors('city');
    focusField('city');
  };

  /** As the shopper types: a filled-in blank is cleared, a field marked wrong re-checked. */
  const retype = (field: ShippingField) => {
    const marked = getFieldState(field).error?.message;
    if (!marked) return;
    if (marked !== requiredMessage(field)) recheck(field);
    else if (getValues(field).trim() !== '') clearErrors(field);
  };

  /** Whatever in the cart stops the order, told as a toast; false when nothing does. */
  const cartRefuses = (): boolean => {
    // A line added from a product card may still need its size or colour.
    const incomplete = lines.find((line) => missingChoice(line) !== null);
    if (incomplete) {
      const which = missingChoice(incomplete);
      toast.error(`Please select a ${which}`, {
        description: `Choose a ${which} for ${incomplete.name} in your cart before checkout.`,
      });
      return true;
    }
    if (lines.length === 0) {
      toast.error('Cart is empty', {
        description: 'Please add items to your cart before checkout',
      });
      return true;
    }
    return false;
  };

  const place = async (address: ShippingValues) => {
    // Only a code the server said applies goes with the order; it is checked again there.
    const body = {
      ...orderRequest(lines, address),
      ...(appliedCode ? { couponCode: appliedCode } : {}),
      ...(whatsappOptIn ? { whatsappOptIn: true } : {}),
    };
    const key = attempt.current.keyFor(body);
    inFlight.current = true;
    setSubmitting(true);
    try {
      const order = await createOrder(body, key);
      attempt.current.reset();
      setPlacedLines(lines);
      emptyCartAfterOrder();
      setOfferCode('');
      await navigate(`/payment?orderId=${encodeURIComponent(order.id)}`, {
        state: { orderId: order.id },
      });
      // Still 'Processing...' until the payment screen is up; nothing more can be sent.
      return;
    } catch (error) {
      console.error('Failed to create order', error);
      const message = orderFailure(error);
      // A refusal that names a field (a PIN in another state, not served) is shown under it,
      // and the toast says it without the field's technical name.
      const atField = error instanceof ApiError ? serverFieldError(error.fields) : null;
      toast.error('Error placing order', { description: atField?.message ?? message });
      if (atField) {
        setError(atField.field, { type: 'server', message: atField.message });
        focusField(atField.field);
      } else if (message !== 'Please try again later.') {
        setFailure(message);
        requestAnimationFrame(() => failureRef.current?.focus());
      }
    }
    inFlight.current = false;
    setSubmitting(false);
  };

  /**
   * Place Order: blank fields first ('Please fill all fields'), then the cart, then the PIN code
   * and phone. Checked against the form's schema at once rather than through react-hook-form's
   * handleSubmit, whose promise would put the toast, the messages and the focus a tick after the
   * press: a screen reader hears them as the button is pressed.
   */
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    setFailure(null);
    const values = getValues();
    const blank = blankFields(values);
    if (blank.length > 0) {
      for (const field of blank)
        setError(field, { type: 'required', message: requiredMessage(field) });
      toast.error('Please fill all fields', {
        description: 'All shipping information fields are required',
      });
      focusField(blank[0]);
      return;
    }
    if (cartRefuses()) return;
    const result = shippingForm.safeParse(values);
    if (!result.success) {
      clearErrors();
      for (const issue of result.error.issues) {
        const field = issue.path[0] as ShippingField;
        if (!getFieldState(field).error)
          setError(field, { type: issue.code, message: issue.message });
      }
      // A city that is not the PIN's is said with the rest, not after they are mended.
      const mismatch = cityMismatch(values.city, delivery.answer);
      if (mismatch && !getFieldState('city').error) {
        setError('city', { type: CITY_MISMATCH, message: mismatch });
      }
      focusField(SHIPPING_FIELDS.find((field) => getFieldState(field).error));
      return;
    }
    clearErrors();
    if (delivery.problem) {
      focusField('postalCode');
      return;
    }
    const mismatch = cityMismatch(result.data.city, delivery.answer);
    if (mismatch) {
      setError('city', { type: CITY_MISMATCH, message: mismatch });
      focusField('city');
      return;
    }
    void place(result.data);
  };

  const common = (field: ShippingField) => ({
    id: `shipping-${field}`,
    label: SHIPPING_LABELS[field],
    error: errors[field]?.message ?? (field === 'postalCode' ? delivery.problem : undefined),
    ...register(field, {
      onBlur: () => recheck(field),
      onChange: () => retype(field),
    }),
  });

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_24rem] lg:items-start lg:gap-12">
      <section
        aria-labelledby="shipping-title"
        className="rounded-2xl border border-line bg-ivory-50 p-5 sm:p-8"
      >
        <h2 id="shipping-title" className="text-xl text-maroon-800">
          Shipping Information
        </h2>
        <p className="mt-1 text-sm text-muted">
          {quote && quote.freeShippingAbove > 0
            ? `We deliver across India. Free standard shipping on orders of ${formatRupees(quote.freeShippingAbove)} or more.`
            : 'We deliver across India. Free standard shipping on every order.'}
        </p>
        <form id={FORM_ID} onSubmit={submit} noValidate className="mt-6 grid gap-5 sm:grid-cols-2">
          <TextField {...common('fullName')} autoComplete="name" wrapperClassName="sm:col-span-2" />
          <TextField
            {...common('address')}
            autoComplete="street-address"
            hint="House or flat number, street, area and landmark"
            wrapperClassName="sm:col-span-2"
          />
          <TextField
            {...common('city')}
            autoComplete="address-level2"
            hint={
              delivery.offeredCity && (
                <button
                  type="button"
                  onClick={takeOfferedCity}
                  onMouseDown={keepFocusInField}
                  className="font-medium text-maroon-700 underline decoration-gold-400 underline-offset-2 hover:decoration-maroon-700"
                >
                  Use {delivery.offeredCity}, the city of PIN code {delivery.answer?.pin}
                </button>
              )
            }
          />
          <SelectField {...common('state')} autoComplete="address-level1">
            <option value="">Select a state</option>
            {INDIAN_STATES.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </SelectField>
          <TextField
            {...common('postalCode')}
            autoComplete="postal-code"
            inputMode="numeric"
            maxLength={7}
            placeholder="560025"
            hint={
              delivery.answer?.serviceable
                ? [promiseLine(delivery.answer), codLine(delivery.answer)]
                    .filter(Boolean)
                    .join('. ')
                : undefined
            }
          />
          <TextField
            {...common('phone')}
            type="tel"
            autoComplete="tel-national"
            inputMode="tel"
            placeholder="98765 43210"
            hint="10-digit mobile number for delivery updates"
          />
          <WhatsAppOptIn checked={whatsappOptIn} onChange={setWhatsappOptIn} />
        </form>
      </section>

      <div className="space-y-4">
        {failure && (
          <FormAlert ref={failureRef} title="Your order was not placed">
            {failure}
          </FormAlert>
        )}
        <CheckoutSummary
          lines={lines}
          formId={FORM_ID}
          submitting={submitting}
          quote={quote}
          pin={delivery.answer?.pin ?? null}
        />
      </div>
    </div>
  );
}
