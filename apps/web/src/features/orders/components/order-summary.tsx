import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { formatRupees } from '../../../lib/money';

/**
 * Where the summary stands in the purchase: in the cart shipping is not yet known; at checkout
 * and on the payment screen it is free and the total is the amount to pay
 * (docs/product/storefront.md section 2, "Cart", "Checkout" and "Payment").
 */
export type OrderSummaryStage = 'cart' | 'checkout' | 'payment';

const TOTAL_LABEL: Record<Exclude<OrderSummaryStage, 'cart'>, string> = {
  checkout: 'Total',
  payment: 'Amount to pay',
};

function itemsText(count: number, word: 'Item' | 'item'): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/**
 * The one order summary of the cart, checkout and payment screens: a titled box with the lines
 * (given as children), the totals for the stage, and the actions (given as footer).
 */
export function OrderSummary({
  titleId,
  title = 'Order Summary',
  aside,
  count,
  total,
  stage,
  className,
  children,
  footer,
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
  className?: string;
  children?: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <section
      aria-labelledby={titleId}
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
              <dd>{formatRupees(total)}</dd>
            </div>
            <div className="flex justify-between border-t border-line pt-3 text-base font-semibold">
              <dt>Subtotal</dt>
              <dd className="text-maroon-800">{formatRupees(total)}</dd>
            </div>
          </>
        ) : (
          <>
            <div className="flex justify-between">
              <dt className="text-muted">Subtotal ({itemsText(count, 'item')})</dt>
              <dd>{formatRupees(total)}</dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-muted">Shipping</dt>
              <dd className="font-medium text-emerald-800">Free</dd>
            </div>
            <div className="flex justify-between border-t border-line pt-3 text-base font-semibold">
              <dt>{TOTAL_LABEL[stage]}</dt>
              <dd className="text-maroon-800">{formatRupees(total)}</dd>
            </div>
          </>
        )}
      </dl>
      {stage === 'cart' && (
        <p className="mt-3 text-xs text-muted">Shipping and taxes calculated at checkout.</p>
      )}
      {footer}
    </section>
  );
}
