// What the owner's order list is filtered by: the tab, the search box read as the one thing it
// can be, and the IST days (the list, and the CSV export of it, in order-admin.service.ts).
import { OrderStatus, parseIndianMobile, type AdminOrderQuery } from '@store/contract';
import { addDays, istDayStart, isCalendarDay } from '@store/contract/ist';
import type { Executor } from '../../db/client.ts';
import { invalid } from '../../lib/domain-error.ts';
import { findUserIdsByPhone } from '../accounts/index.ts';
import type { AdminOrderFilter } from './orders-admin.repository.ts';
import { parseOrderId } from './order-reference.ts';
import type { OrderStatusCode } from './order-status.ts';

const TAB_STATUS: Record<string, OrderStatusCode | undefined> = {
  all: undefined,
  pending: OrderStatus.Pending,
  processing: OrderStatus.Processing,
  shipped: OrderStatus.Shipped,
  delivered: OrderStatus.Delivered,
  cancelled: OrderStatus.Cancelled,
};

/**
 * What the owner typed, read as the one thing it can be: an order number, an email, a phone
 * number, or else words of a name. Each has an index of its own; an OR of all four would use
 * none of them.
 */
export function searchFilter(q: string | undefined): Partial<AdminOrderFilter> | null {
  const text = q?.trim() ?? '';
  if (!text) return {};
  const id = parseOrderId(text);
  if (id) return { id };
  if (text.includes('@')) return { email: text.toLowerCase() };
  const phone = parseIndianMobile(text);
  if (phone) return { phone };
  // Letters and digits of any script only: the words become to_tsquery prefix terms.
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 5);
  return words.length ? { nameWords: words } : null;
}

function dayRange(from: string | undefined, to: string | undefined) {
  if (from && !isCalendarDay(from)) throw invalid('from: not a calendar day');
  if (to && !isCalendarDay(to)) throw invalid('to: not a calendar day');
  return {
    from: from ? istDayStart(from) : undefined,
    to: to ? istDayStart(addDays(to, 1)) : undefined,
  };
}

/**
 * The list's filter. A phone finds the orders delivered to it and the orders placed from the
 * accounts that gave it (a shopper who registered with it but ships to another number): staff
 * see every order anyway, and the account's phone, unverified, opens nothing to shoppers.
 */
export async function filterOf(
  db: Executor,
  query: AdminOrderQuery,
): Promise<AdminOrderFilter | null> {
  const search = searchFilter(query.q);
  if (!search) return null;
  const days = dayRange(query.from, query.to);
  const phoneAccounts = search.phone ? await findUserIdsByPhone(db, search.phone) : [];
  return {
    status: TAB_STATUS[query.status ?? 'all'],
    ...search,
    ...(phoneAccounts.length ? { phoneAccounts } : {}),
    ...days,
  };
}
