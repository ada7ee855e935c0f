import { INDIAN_STATES } from '@store/contract';
import { Lock, ShoppingBag } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../../components/ui/link';
import { buttonClass } from '../../../components/ui/button-styles';
import {
  FormAlert,
  keepFocusInField,
  SelectField,
  TextField,
} from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { formatRupees } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { useCart, cartCount, cartTotal, lineKey, missingChoice, type CartLine } from '../../cart';
import { ProductImage } from '../../catalog';
import { OrderSummary } from '../../orders';
import { createOrder } from '../api/create-order';
import { emptyCartAfterOrder } from '../empty-cart';
import { AttemptKey } from '../idempotency-key';
import {
  checkShipping,
  EMPTY_SHIPPING,
  fieldError,
  orderRequest,
  SHIPPING_FIELDS,
  type ShippingField,
  type ShippingValues,
} from '../shipping-rules';

const FORM_ID = 'checkout-form';

/** What the shopper is told when the order could not be placed. */
function orderFailure(error: unknown): string {
  // 409: stock ran out (the server names the product and what is left). 400: a field the
  // server would not take, named. Anything else is the spec's generic sentence.
  if (error instanceof ApiError && [400, 409, 422].includes(error.status)) return error.message;
  return 'Please try again later.';
}

function CheckoutSummary({
  lines,
  formId,
  submitting,
}: {
  lines: readonly CartLine[];
  formId: string;
  submitting: boolean;
}) {
  return (
    <OrderSummary
      titleId="checkout-summary-title"
      count={cartCount(lines)}
      total={cartTotal(lines)}
      stage="checkout"
      className="lg:sticky lg:top-28"
      footer={
        <>
          <button
            type="submit"
            form={formId}
            disabled={submitting}
            onMouseDown={keepFocusInField}
            className={buttonClass('primary', 'lg', 'mt-6 w-full')}
          >
            <Lock className="h-4 w-4" aria-hidden="true" />
            {submitting ? 'Processing...' : 'Place Order'}
          </button>
          <p className="mt-3 text-center text-xs text-muted">
            You choose how to pay (UPI, card or cash on delivery) on the next step.
          </p>
        </>
      }
    >
      {lines.length === 0 ? (
        <div className="mt-5 flex flex-col items-center py-4 text-center">
          <ShoppingBag className="h-8 w-8 text-maroon-700" aria-hidden="true" />
          <p className="mt-3 text-muted">Your cart is empty.</p>
          <Link to="/products" className={buttonClass('outline', 'sm', 'mt-4')}>
            Continue Shopping
          </Link>
        </div>
      ) : (
        <ul className="mt-5 divide-y divide-line">
          {lines.map((line) => (
            <li key={lineKey(line)} className="flex gap-3 py-3">
              <ProductImage src={line.image} alt="" className="w-14 shrink-0 rounded-md" />
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-medium text-ink">{line.name}</p>
                <p className="text-muted">
                  {[line.selectedSize, line.selectedColor].filter(Boolean).join(' · ')}
                  {line.selectedSize || line.selectedColor ? ' · ' : ''}Qty {line.quantity}
                </p>
                {missingChoice(line) && (
                  <Link
                    to="/cart"
                    className="font-medium text-red-800 underline underline-offset-2"
                  >
                    Choose a {missingChoice(line)} in your cart
                  </Link>
                )}
              </div>
              <p className="shrink-0 text-sm font-medium">
                {formatRupees(line.price * line.quantity)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </OrderSummary>
  );
}

const LABELS: Record<ShippingField, string> = {
  fullName: 'Full name',
  address: 'Address',
  city: 'City',
  state: 'State / Union territory',
  postalCode: 'PIN code',
  phone: 'Phone',
};

/** SPEC.md section 2, "Checkout": the shipping form and the order summary, in rupees. */
export function CheckoutView() {
  const { lines: cartLines } = useCart();
  // Once the order is placed the cart empties; the summary keeps what was ordered until the
  // payment screen replaces this one.
  const [placedLines, setPlacedLines] = useState<CartLine[] | null>(null);
  const lines = placedLines ?? cartLines;
  const navigate = useNavigate();
  const [values, setValues] = useState<ShippingValues>(EMPTY_SHIPPING);
  const [errors, setErrors] = useState<Partial<Record<ShippingField, string>>>({});
  const [missing, setMissing] = useState<ShippingField[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const inFlight = useRef(false);
  const attempt = useRef(new AttemptKey());
  const fields = useRef<Partial<Record<ShippingField, HTMLInputElement | HTMLSelectElement>>>({});
  const failureRef = useRef<HTMLDivElement>(null);

  // A changed cart is a new attempt (the key is also tied to the body it was first sent with).
  useEffect(() => attempt.current.reset(), [cartLines]);

  const focusField = (field: ShippingField | undefined) => {
    if (field) fields.current[field]?.focus();
  };

  const change = (field: ShippingField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (missing.includes(field) && value.trim() !== '') {
      setMissing((current) => current.filter((f) => f !== field));
    }
    // A field already marked wrong is re-checked as it is corrected.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: fieldError(field, value) }));
  };

  const blur = (field: ShippingField) => {
    const message = fieldError(field, values[field]);
    setErrors((current) => ({ ...current, [field]: message }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    setFailure(null);
    const check = checkShipping(values, lines.length === 0);
    if (check.kind === 'missing') {
      setMissing(check.fields);
      toast.error('Please fill all fields', {
        description: 'All shipping information fields are required',
      });
      focusField(check.fields[0]);
      return;
    }
    setMissing([]);
    // A line added from a product card may still need its size or colour.
    const incomplete = lines.find((line) => missingChoice(line) !== null);
    if (incomplete) {
      const which = missingChoice(incomplete);
      toast.error(`Please select a ${which}`, {
        description: `Choose a ${which} for ${incomplete.name} in your cart before checkout.`,
      });
      return;
    }
    if (check.kind === 'empty-cart') {
      toast.error('Cart is empty', {
        description: 'Please add items to your cart before checkout',
      });
      return;
    }
    if (check.kind === 'invalid') {
      setErrors(check.errors);
      focusField(SHIPPING_FIELDS.find((f) => check.errors[f]));
      return;
    }

    setErrors({});
    const body = orderRequest(lines, check.address);
    const key = attempt.current.keyFor(body);
    inFlight.current = true;
    setSubmitting(true);
    try {
      const order = await createOrder(body, key);
      attempt.current.reset();
      setPlacedLines(lines);
      emptyCartAfterOrder();
      await navigate(`/payment?orderId=${encodeURIComponent(order.id)}`, {
        state: { orderId: order.id },
      });
      // Still 'Processing...' until the payment screen is up; nothing more can be sent.
      return;
    } catch (error) {
      console.error('Failed to create order', error);
      const message = orderFailure(error);
      toast.error('Error placing order', { description: message });
      if (message !== 'Please try again later.') {
        setFailure(message);
        requestAnimationFrame(() => failureRef.current?.focus());
      }
    }
    inFlight.current = false;
    setSubmitting(false);
  };

  const common = (field: ShippingField) => ({
    id: `shipping-${field}`,
    label: LABELS[field],
    name: field,
    value: values[field],
    error: errors[field] ?? (missing.includes(field) ? `${LABELS[field]} is required` : undefined),
    ref: (el: HTMLInputElement | HTMLSelectElement | null) => {
      if (el) fields.current[field] = el;
    },
    onBlur: () => blur(field),
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
          We deliver across India. Free standard shipping on every order.
        </p>
        <form
          id={FORM_ID}
          onSubmit={(e) => void submit(e)}
          noValidate
          className="mt-6 grid gap-5 sm:grid-cols-2"
        >
          <TextField
            {...common('fullName')}
            autoComplete="name"
            wrapperClassName="sm:col-span-2"
            onChange={(e) => change('fullName', e.target.value)}
          />
          <TextField
            {...common('address')}
            autoComplete="street-address"
            hint="House or flat number, street, area and landmark"
            wrapperClassName="sm:col-span-2"
            onChange={(e) => change('address', e.target.value)}
          />
          <TextField
            {...common('city')}
            autoComplete="address-level2"
            onChange={(e) => change('city', e.target.value)}
          />
          <SelectField
            {...common('state')}
            autoComplete="address-level1"
            onChange={(e) => change('state', e.target.value)}
          >
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
            onChange={(e) => change('postalCode', e.target.value)}
          />
          <TextField
            {...common('phone')}
            type="tel"
            autoComplete="tel-national"
            inputMode="tel"
            placeholder="98765 43210"
            hint="10-digit mobile number for delivery updates"
            onChange={(e) => change('phone', e.target.value)}
          />
        </form>
      </section>

      <div className="space-y-4">
        {failure && (
          <FormAlert ref={failureRef} title="Your order was not placed">
            {failure}
          </FormAlert>
        )}
        <CheckoutSummary lines={lines} formId={FORM_ID} submitting={submitting} />
      </div>
    </div>
  );
}
