import type { Order } from '@store/contract';
import { formatRupees } from '../../../lib/money';
import { amountToPay, itemName } from '../order-format';
import { nameIn, sizeIn, t } from '../../../lib/i18n';

/** Items of an order as a table: name (with size and colour), quantity, price. */
export function OrderItemsTable({ order, caption }: { order: Order; caption?: string }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead>
          <tr className="border-b border-line text-xs uppercase tracking-wide text-muted">
            <th scope="col" className="py-2 pr-2 font-semibold">
              {t('Item')}
            </th>
            <th scope="col" className="px-2 py-2 text-center font-semibold">
              <span className="sm:hidden">{t('Qty')}</span>
              <span className="hidden sm:inline">{t('Quantity')}</span>
            </th>
            <th scope="col" className="py-2 pl-2 text-right font-semibold">
              {t('Price')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {order.items.map((item, index) => {
            const details = [
              item.size && sizeIn(item.size),
              item.color && nameIn(order.names, item.color),
            ]
              .filter(Boolean)
              .join(' · ');
            return (
              <tr key={item.id ?? index}>
                <td className="py-3 pr-2">
                  <span className="font-medium text-ink">{itemName(item)}</span>
                  {details && <span className="block text-xs text-muted">{details}</span>}
                </td>
                <td className="px-2 py-3 text-center">{item.quantity}</td>
                <td className="whitespace-nowrap py-3 pl-2 text-right">
                  {formatRupees(item.price)}
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr className="border-t border-line">
            <th scope="row" colSpan={2} className="pt-3 text-right font-semibold">
              {t('Total')}
            </th>
            <td className="whitespace-nowrap pt-3 pl-2 text-right font-semibold text-maroon-800">
              {formatRupees(amountToPay(order))}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
