import type { QuoteResponse } from '@store/contract';
import { Minus, Plus, ShoppingBag, Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles';
import { Link } from '../../../components/ui/link';
import { formatRupees } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { useAuth } from '../../auth';
import { ProductImage } from '../../../components/product-image';
import { DocumentTitle, PageTitle } from '../../content';
import { DeliveryPromiseNote } from '../../delivery';
import { OrderSummary, quoteBreakdown } from '../../orders';
import { useCart } from '../cart-context';
import { lineKey, MAX_LINE_QUANTITY, missingChoice, type CartLine } from '../cart-reducer';
import { colourIn } from '../colour-names';
import { checkoutGate } from '../checkout-gate';
import { useQuote } from '../api/quote';
import { useOfferCode } from '../offer-code';
import { OfferCodeField } from './offer-code-field';
import { sizeIn, t, tf } from '../../../lib/i18n';

const choiceSelectClass =
  'h-9 w-full min-w-0 max-w-56 rounded-full border border-maroon-700 bg-ivory-50 pl-3 pr-8 text-sm text-ink focus:outline-none focus:ring-2 focus:ring-maroon-700';

/** A size or colour a line added from a product card still needs (see CartLine). */
function ChoiceSelect({
  id,
  label,
  options,
  onChoose,
  shown = (option) => option,
}: {
  id: string;
  label: string;
  options: string[];
  onChoose: (value: string) => void;
  /** What an option shows (its value is sent as it is). */
  shown?: (option: string) => string;
}) {
  return (
    <div className="flex min-w-0 items-center gap-2 text-sm text-muted">
      <label htmlFor={id} className="w-14 shrink-0">
        {label}:
      </label>
      <select
        id={id}
        value=""
        onChange={(e) => e.target.value && onChoose(e.target.value)}
        className={choiceSelectClass}
      >
        <option value="">{t('Choose')}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {shown(option)}
          </option>
        ))}
      </select>
    </div>
  );
}

function choiceId(line: CartLine, which: 'size' | 'colour'): string {
  return `cart-${which}-${line.id}-${line.selectedSize ?? ''}-${line.selectedColor ?? ''}`.replace(
    /[^\w-]/g,
    '_',
  );
}

type QuoteLine = QuoteResponse['lines'][number];

/**
 * The buttons that take a line's quantity one down or one up: up to a line's maximum, or to the
 * units left of its size and colour when the quote says fewer are left (as on the product page).
 */
function QuantityStepper({
  line,
  max,
  onChange,
}: {
  line: CartLine;
  max: number;
  onChange: (quantity: number) => void;
}) {
  return (
    <div
      className="inline-flex items-center rounded-full border border-line bg-ivory-50"
      role="group"
      aria-label={tf('Quantity of {name}', { name: line.name })}
    >
      <button
        type="button"
        onClick={() => onChange(line.quantity - 1)}
        disabled={line.quantity <= 1}
        aria-label={tf('Decrease quantity of {name}', { name: line.name })}
        className="flex h-9 w-9 items-center justify-center rounded-full text-maroon-700 hover:bg-maroon-50 disabled:opacity-40"
      >
        <Minus className="h-4 w-4" aria-hidden="true" />
      </button>
      <span className="w-8 text-center text-sm font-semibold">{line.quantity}</span>
      <button
        type="button"
        onClick={() => onChange(line.quantity + 1)}
        disabled={line.quantity >= max}
        aria-label={tf('Increase quantity of {name}', { name: line.name })}
        className="flex h-9 w-9 items-center justify-center rounded-full text-maroon-700 hover:bg-maroon-50 disabled:opacity-40"
      >
        <Plus className="h-4 w-4" aria-hidden="true" />
      </button>
    </div>
  );
}

/** One line of the cart: photo, name, choices, price, the quote's shortage, quantity, remove. */
function CartLineItem({
  line,
  short,
  names,
}: {
  line: CartLine;
  /** The quote's Hindi names of the lines' colours (Hindi pages only). */
  names: QuoteResponse['names'];
  /**
   * The quote's line: the units left of its size and colour when fewer than a line may hold,
   * and its warning when the store has fewer than the line asks.
   */
  short: QuoteLine | undefined;
}) {
  const { setQuantity, removeLine, choose } = useCart();
  const key = lineKey(line);
  return (
    <li className="flex gap-4 py-5 sm:gap-6">
      <Link
        to={`/product/${line.id}`}
        className="w-24 shrink-0 sm:w-28"
        tabIndex={-1}
        aria-hidden="true"
      >
        <ProductImage src={line.image} alt="" className="rounded-lg" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0 flex-1">
            <h3 className="break-words font-sans text-base font-medium text-ink">
              <Link to={`/product/${line.id}`} className="hover:text-maroon-700">
                {line.name}
              </Link>
            </h3>
            <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-muted">
              {line.selectedColor && (
                <div className="flex gap-1">
                  <dt>{t('Colour:')}</dt>
                  <dd>{colourIn(line, line.selectedColor, names)}</dd>
                </div>
              )}
              {line.selectedSize && (
                <div className="flex gap-1">
                  <dt>{t('Size:')}</dt>
                  <dd>{sizeIn(line.selectedSize)}</dd>
                </div>
              )}
            </dl>
            <p className="mt-1 text-sm text-muted">
              {tf('{price} each', { price: formatRupees(line.price) })}
            </p>
          </div>
          <p className="shrink-0 font-semibold text-maroon-800">
            {formatRupees(line.price * line.quantity)}
          </p>
        </div>
        {missingChoice(line) && (
          <div className="mt-2 space-y-2">
            {!line.selectedColor && line.colorOptions && line.colorOptions.length > 0 && (
              <ChoiceSelect
                id={choiceId(line, 'colour')}
                label={t('Colour')}
                options={line.colorOptions}
                shown={(colour) => colourIn(line, colour, names)}
                onChoose={(value) => choose(key, { selectedColor: value })}
              />
            )}
            {!line.selectedSize && line.sizeOptions && line.sizeOptions.length > 0 && (
              <ChoiceSelect
                id={choiceId(line, 'size')}
                label={t('Size')}
                options={line.sizeOptions}
                shown={sizeIn}
                onChoose={(value) => choose(key, { selectedSize: value })}
              />
            )}
          </div>
        )}
        {short?.shortage && (
          <div role="status" className="mt-2 text-sm text-red-800">
            <p>{short.shortage}.</p>
            {short.left !== undefined && short.left > 0 && (
              <button
                type="button"
                onClick={() => setQuantity(key, short.left ?? 1)}
                className="mt-1 font-medium text-maroon-700 underline underline-offset-2"
              >
                {tf('Change to {quantity}', { quantity: short.left })}
              </button>
            )}
          </div>
        )}
        <div className="mt-auto flex items-center justify-between pt-3">
          <QuantityStepper
            line={line}
            max={Math.min(MAX_LINE_QUANTITY, short?.left ?? MAX_LINE_QUANTITY)}
            onChange={(quantity) => setQuantity(key, quantity)}
          />
          <button
            type="button"
            onClick={() => removeLine(key)}
            className="inline-flex items-center gap-1.5 rounded-full px-3 py-2 text-sm text-muted hover:bg-maroon-50 hover:text-maroon-700"
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            {t('Remove')}
            <span className="sr-only"> {line.name}</span>
          </button>
        </div>
      </div>
    </li>
  );
}

/** An empty cart invites more shopping. */
function EmptyCart() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-12 text-center">
      <span className="flex h-20 w-20 items-center justify-center rounded-full bg-ivory-200 text-maroon-700">
        <ShoppingBag className="h-9 w-9" aria-hidden="true" />
      </span>
      <DocumentTitle title={t('Shopping Cart')} />
      <h1 className="mt-6 text-3xl text-maroon-800">{t('Your cart is empty')}</h1>
      <p className="mt-3 text-muted">
        {t('Discover kurtas, sarees and more, and add your favourites here.')}
      </p>
      <Link to="/products" className={buttonClass('primary', 'lg', 'mt-8')}>
        {t('Continue Shopping')}
      </Link>
    </div>
  );
}

/**
 * The cart (docs/product/storefront.md section 2, "Cart"): its lines with their quantities and
 * missing choices, the summary, and the checkout gate; an empty cart invites more shopping.
 */
export function CartView() {
  const { lines, count, total, clear } = useCart();
  const { isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const [offerCode, setOfferCode] = useOfferCode();
  // The server's price of the cart: the discount of an applied code (docs/offers.md).
  const quote = useQuote(lines, { couponCode: offerCode || undefined });
  const priced = quote.data;
  const breakdown =
    priced && priced.lines.length === lines.length ? quoteBreakdown(priced) : undefined;

  const checkout = () => {
    const gate = checkoutGate(lines, isAuthenticated);
    if (gate.kind === 'choose') {
      toast.error(t(gate.which === 'size' ? 'Please select a size' : 'Please select a colour'), {
        description: tf(
          gate.which === 'size'
            ? 'Choose a size for {name} before checkout.'
            : 'Choose a colour for {name} before checkout.',
          { name: gate.line.name },
        ),
      });
      document.getElementById(choiceId(gate.line, gate.which))?.focus();
      return;
    }
    if (gate.kind === 'sign-in') {
      toast('Login Required', { description: 'Please login to proceed with checkout.' });
      void navigate('/login', { state: { from: '/checkout' } });
      return;
    }
    void navigate('/checkout');
  };

  if (lines.length === 0) {
    return <EmptyCart />;
  }

  return (
    <>
      <PageTitle
        title={t('Shopping Cart')}
        lead={tf(count === 1 ? '{n} Item' : '{n} Items', { n: count })}
      />
      <div className="grid gap-10 lg:grid-cols-[1fr_22rem] lg:items-start">
        <section aria-labelledby="cart-lines-title">
          <h2 id="cart-lines-title" className="sr-only">
            {t('Items in your cart')}
          </h2>
          <ul className="divide-y divide-line border-y border-line">
            {lines.map((line, index) => (
              <CartLineItem
                key={lineKey(line)}
                line={line}
                short={priced?.lines.length === lines.length ? priced.lines[index] : undefined}
                names={priced?.names}
              />
            ))}
          </ul>
          <div className="mt-6 flex flex-wrap justify-between gap-3">
            <Link to="/products" className={buttonClass('ghost', 'md')}>
              {t('Continue Shopping')}
            </Link>
            <button type="button" onClick={clear} className={buttonClass('ghost', 'md')}>
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              {t('Clear Cart')}
            </button>
          </div>
        </section>

        <OrderSummary
          titleId="summary-title"
          count={count}
          total={total}
          stage="cart"
          breakdown={breakdown}
          className="lg:sticky lg:top-28"
          footer={
            <>
              <OfferCodeField
                key={offerCode}
                code={offerCode}
                onApply={setOfferCode}
                coupon={priced?.coupon}
                // Only while the code just applied is being checked, not on every new quote.
                checking={
                  quote.isFetching && offerCode !== '' && priced?.coupon?.code !== offerCode
                }
              />
              <DeliveryPromiseNote className="mt-4" />
              <button
                type="button"
                onClick={checkout}
                className={buttonClass('primary', 'lg', 'mt-4 w-full')}
              >
                {t('Proceed to Checkout')}
              </button>
            </>
          }
        />
      </div>
    </>
  );
}
