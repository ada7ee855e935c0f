import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { formatRupees } from '../../../lib/money';
import { msgid, t, tf } from '../../../lib/i18n';

/**
 * Where the summary stands in the purchase: in the cart shipping is not yet known; at checkout
 * and on the payment screen it is shown ('Free' when zero) and the total is the amount to pay
 * (docs/product/storefront.md section 2, "Cart", "Checkout" and "Payment").
 */
export type OrderSummaryStage = 'cart' | 'checkout' | 'payment';

const TOTAL_LABEL: Record<Exclude<OrderSummaryStage, 'cart'>, string> = {
  checkout: msgid('Total'),
  payment: msgid('Amount to pay'),
};

/**
 * The server's price of the order (POST /orders/quote, or the order itself), in rupees. Shown
 * instead of the lines' sum once known: the server is the one that prices (docs/offers.md).
 */
export interface SummaryBreakdown {
  subtotal: number;
  discount: number;
  /** The goods after the discount (the order calculator's), when the answer gives the lines. */
  goods?: number | undefined;
  couponCode?: string | null;
  shipping: number;
  codFee: number;
  total: number;
  /** Store credit spent on the order: paid already, so the amount to pay is the total less it. */
  storeCredit?: number | undefined;
}

function StoreCreditRow({ credit }: { credit: number }) {
  if (credit <= 0) return null;
  return (
    <div className="flex justify-between">
      <dt className="text-muted">{t('Store credit')}</dt>
      <dd className="font-medium text-emerald-800">−{formatRupees(credit)}</dd>
    </div>
  );
}

function DiscountRow({ breakdown }: { breakdown: SummaryBreakdown }) {
  if (breakdown.discount <= 0) return null;
  return (
    <div className="flex justify-between">
      <dt className="text-muted">
        {t('Discount')}
        {breakdown.couponCode ? ` (${breakdown.couponCode})` : ''}
      </dt>
      <dd className="font-medium text-emerald-800">−{formatRupees(breakdown.discount)}</dd>
    </div>
  );
}

function itemsText(count: number, word: 'Item' | 'item'): string {
  if (word === 'Item') return tf(count === 1 ? '{n} Item' : '{n} Items', { n: count });
  return tf(count === 1 ? 'Subtotal ({n} item)' : 'Subtotal ({n} items)', { n: count });
}

/**
 * The one order summary of the cart, checkout and payment screens: a titled box with the lines
 * (given as children), the totals for the stage, and the actions (given as footer).
 */
export function OrderSummary({
  titleId,
  title = t('Order Summary'),
  aside,
  count,
  total,
  stage,
  breakdown,
  className,
  children,
  footer,
  busy,
}: {
  titleId: string;
  title?: ReactNode;
  /** Shown across from the title (the order's status on the payment screen). */
  aside?: ReactNode;
  /** Number of pieces (the sum of the lines' quantities). */
  count: number;
  /** In rupees. */
  total: number;
  stage: OrderSummaryStage;
  breakdown?: SummaryBreakdown | undefined;
  className?: string;
  children?: ReactNode;
  footer?: ReactNode;
  /** While its amounts are being worked out again (aria-busy: the region is updating). */
  busy?: boolean;
}) {
  return (
    <section
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      className={cn('rounded-2xl border border-line bg-ivory-50 p-5 sm:p-6', className)}
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="text-xl text-maroon-800">
          {title}
        </h2>
        {aside}
      </div>
      {children}
      <dl className={cn('space-y-3 text-sm', children ? 'mt-4 border-t border-line pt-4' : 'mt-5')}>
        {stage === 'cart' ? (
          <>
            <div className="flex justify-between">
              <dt className="text-muted">{itemsText(count, 'Item')}</dt>
              <dd>{formatRupees(breakdown?.subtotal ?? total)}</dd>
            </div>
            {breakdown && <DiscountRow breakdown={breakdown} />}
            <div className="flex justify-between border-t border-line pt-3 text-base font-semibold">
              <dt>{t('Subtotal')}</dt>
              <dd className="text-maroon-800">{formatRupees(breakdown?.goods ?? total)}</dd>
            </div>
          </>
        ) : (
          <>
            <div className="flex justify-between">
              <dt className="text-muted">{itemsText(count, 'item')}</dt>
              <dd>{formatRupees(breakdown?.subtotal ?? total)}</dd>
            </div>
            {breakdown && <DiscountRow breakdown={breakdown} />}
            <div className="flex justify-between">
              <dt className="text-muted">{t('Shipping')}</dt>
              {breakdown && breakdown.shipping > 0 ? (
                <dd>{formatRupees(breakdown.shipping)}</dd>
              ) : (
                <dd className="font-medium text-emerald-800">{t('Free')}</dd>
              )}
            </div>
            {breakdown && breakdown.codFee > 0 && (
              <div className="flex justify-between">
                <dt className="text-muted">{t('Cash on delivery fee')}</dt>
                <dd>{formatRupees(breakdown.codFee)}</dd>
              </div>
            )}
            <StoreCreditRow credit={breakdown?.storeCredit ?? 0} />
            <div className="flex justify-between border-t border-line pt-3 text-base font-semibold">
              <dt>{t(TOTAL_LABEL[stage])}</dt>
              <dd className="text-maroon-800">
                {formatRupees((breakdown?.total ?? total) - (breakdown?.storeCredit ?? 0))}
              </dd>
            </div>
          </>
        )}
      </dl>
      {/* Prices are GST-inclusive (docs/tax.md): the tax is inside the total. After the list,
          as a <dl> may hold only its term and value groups (axe's definition-list rule). */}
      <p className="mt-1 text-right text-xs text-muted">{t('Inclusive of all taxes')}</p>
      {stage === 'cart' && (
        <p className="mt-3 text-xs text-muted">{t('Shipping and taxes calculated at checkout.')}</p>
      )}
      {footer}
    </section>
  );
}
