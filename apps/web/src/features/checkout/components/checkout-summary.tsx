import type { QuoteResponse } from '@store/contract';
import { Lock, ShoppingBag } from 'lucide-react';
import { Link } from '../../../components/ui/link';
import { buttonClass } from '../../../components/ui/button-styles';
import { keepFocusInField } from '../../../components/ui/form-field';
import { formatRupees } from '../../../lib/money';
import { cartCount, cartTotal, colourIn, lineKey, missingChoice, type CartLine } from '../../cart';
import { ProductImage } from '../../../components/product-image';
import { DeliveryPromiseNote } from '../../delivery';
import { OrderSummary, quoteBreakdown, type SummaryBreakdown } from '../../orders';
import { sizeIn, t, tf } from '../../../lib/i18n';

// Checkout's right-hand column: the lines, the server's quote, the GST inside it, the delivery
// promise and the Place Order button (which submits the shipping form by its id).

/** What the shopper should know about cash on delivery before choosing how to pay. */
function codNote(quote: QuoteResponse | undefined): string {
  if (!quote) return '';
  if (!quote.cod.offered) return quote.cod.message ?? '';
  return quote.cod.fee > 0
    ? tf('Cash on delivery adds a fee of {fee}.', { fee: formatRupees(quote.cod.fee) })
    : '';
}

/**
 * The GST inside the total for the shipping state, as the server's quote split it (docs/tax.md):
 * CGST and SGST (or UTGST) within the store's state, IGST to another. Nothing until the PIN
 * names the state, or when the store charges no GST.
 */
function QuoteTaxNote({ tax }: { tax: QuoteResponse['tax'] | undefined }) {
  if (!tax || tax.total === 0) return null;
  const parts: [string, number][] =
    tax.igst > 0
      ? [['IGST', tax.igst]]
      : [['CGST', tax.cgst], tax.utgst > 0 ? ['UTGST', tax.utgst] : ['SGST', tax.sgst]];
  return (
    <p className="mt-3 text-xs text-muted">
      {tf('Includes GST of {amount} ({parts}) for this delivery address.', {
        amount: formatRupees(tax.total),
        parts: parts.map(([name, amount]) => `${name} ${formatRupees(amount)}`).join(' + '),
      })}
    </p>
  );
}

/** The quote as the summary shows it, once it prices exactly these lines. */
function summaryOf(
  quote: QuoteResponse | undefined,
  lines: readonly CartLine[],
): SummaryBreakdown | undefined {
  if (!quote || quote.lines.length !== lines.length) return undefined;
  return quoteBreakdown(quote);
}

/** The summary's prompt for a line that still needs its size or colour. */
const choosePrompt = (which: 'size' | 'colour' | null) =>
  which === 'size' ? t('Choose a size in your cart') : t('Choose a colour in your cart');

export function CheckoutSummary({
  lines,
  formId,
  submitting,
  quote,
  pin,
  busy,
}: {
  lines: readonly CartLine[];
  formId: string;
  submitting: boolean;
  quote: QuoteResponse | undefined;
  /** The PIN whose delivery promise the summary shows, once the server has answered for it. */
  pin: string | null;
  /**
   * While the quote or the PIN's delivery promise is on its way: their lines then appear above
   * the button and move it down.
   */
  busy: boolean;
}) {
  const cod = codNote(quote);
  return (
    <OrderSummary
      titleId="checkout-summary-title"
      count={cartCount(lines)}
      total={cartTotal(lines)}
      breakdown={summaryOf(quote, lines)}
      stage="checkout"
      busy={busy}
      className="lg:sticky lg:top-28"
      footer={
        <>
          <QuoteTaxNote tax={summaryOf(quote, lines) ? quote?.tax : undefined} />
          <DeliveryPromiseNote pin={pin} className="mt-4" />
          <button
            type="submit"
            form={formId}
            disabled={submitting}
            onMouseDown={keepFocusInField}
            className={buttonClass('primary', 'lg', 'mt-6 w-full')}
          >
            <Lock className="h-4 w-4" aria-hidden="true" />
            {t(submitting ? 'Processing...' : 'Place Order')}
          </button>
          <p className="mt-3 text-center text-xs text-muted">
            {t('You choose how to pay (UPI, card or cash on delivery) on the next step.')}
            {cod && ` ${cod}`}
          </p>
        </>
      }
    >
      {lines.length === 0 ? (
        <div className="mt-5 flex flex-col items-center py-4 text-center">
          <ShoppingBag className="h-8 w-8 text-maroon-700" aria-hidden="true" />
          <p className="mt-3 text-muted">{t('Your cart is empty.')}</p>
          <Link to="/products" className={buttonClass('outline', 'sm', 'mt-4')}>
            {t('Continue Shopping')}
          </Link>
        </div>
      ) : (
        <ul className="mt-5 divide-y divide-line">
          {lines.map((line) => (
            <li key={lineKey(line)} className="flex gap-3 py-3">
              <ProductImage src={line.image} alt="" className="w-14 shrink-0 rounded-md" />
              <div className="min-w-0 flex-1 text-sm">
                <p className="break-words font-medium text-ink">{line.name}</p>
                <p className="text-muted">
                  {[
                    line.selectedSize && sizeIn(line.selectedSize),
                    line.selectedColor && colourIn(line, line.selectedColor, quote?.names),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                  {line.selectedSize || line.selectedColor ? ' · ' : ''}
                  {tf('Qty {n}', { n: line.quantity })}
                </p>
                {missingChoice(line) && (
                  <Link
                    to="/cart"
                    className="font-medium text-red-800 underline underline-offset-2"
                  >
                    {choosePrompt(missingChoice(line))}
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
