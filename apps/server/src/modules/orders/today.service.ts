// The admin's Today screen: what waits for the owner, money received (paise-exact, by Indian
// calendar days), sales per day for 30 days, sizes running out and unread messages. Every part
// is one indexed query, so the screen costs the same at 100 orders as at 100,000.
import { OrderStatus, type TodayResponse } from '@store/contract';
import type { Executor } from '../../db/client.ts';
import { addDays, istDay, istDayStart } from '@store/contract/ist';
import { paiseToRupees } from '../../kernel/money.ts';
import { lowStockSizes } from '../catalog/index.ts';
import { unreadMessageCount } from '../content/index.ts';
import { getStoreSettings } from '../store/index.ts';
import type { AdminOrderPayments } from './order-admin.service.ts';
import { countByStatus, pendingOrderIds, revenueByDay } from './orders-admin.repository.ts';

/** Pending orders expire within hours, so this bound is never reached in practice. */
const PENDING_SCAN_LIMIT = 10_000;

export async function today(
  db: Executor,
  payments: Pick<AdminOrderPayments, 'awaitingUpi'>,
  now = new Date(),
): Promise<TodayResponse> {
  const day = istDay(now);
  const first = addDays(day, -29);
  const settings = await getStoreSettings(db);
  const threshold = settings.admin.lowStockThreshold;
  const [byStatus, pendingIds, days, lowStock, unread] = await Promise.all([
    countByStatus(db, [OrderStatus.Pending, OrderStatus.Processing]),
    pendingOrderIds(db, PENDING_SCAN_LIMIT),
    revenueByDay(db, istDayStart(first)),
    lowStockSizes(db, threshold, 50),
    unreadMessageCount(db),
  ]);
  const confirmation = await payments.awaitingUpi(db, pendingIds);
  // Day numbers (days since 1970-01-01 in India) to calendar days.
  const perDay = new Map(
    days.map((d) => [new Date(d.day * 86_400_000).toISOString().slice(0, 10), d]),
  );
  const salesPerDay = Array.from({ length: 30 }, (_, i) => {
    const date = addDays(first, i);
    const d = perDay.get(date);
    return { date, paise: d?.paise ?? 0, orders: d?.orders ?? 0 };
  });
  const sumSince = (since: string) =>
    salesPerDay.filter((d) => d.date >= since).reduce((n, d) => n + d.paise, 0);
  return {
    waiting: {
      payment: (byStatus.get(OrderStatus.Pending) ?? 0) - confirmation,
      confirmation,
      shipping: byStatus.get(OrderStatus.Processing) ?? 0,
    },
    revenue: {
      today: paiseToRupees(sumSince(day)),
      last7Days: paiseToRupees(sumSince(addDays(day, -6))),
      last30Days: paiseToRupees(sumSince(first)),
    },
    salesPerDay: salesPerDay.map((d) => ({
      date: d.date,
      revenue: paiseToRupees(d.paise),
      orders: d.orders,
    })),
    lowStockThreshold: threshold,
    lowStock,
    unreadMessages: unread,
  };
}
