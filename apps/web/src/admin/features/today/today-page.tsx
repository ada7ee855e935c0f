import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from '../../../components/ui/link';
import { formatRupees } from '../../../lib/money';
import { AdminTitle, Card, ErrorNotice, Loading } from '../../components/admin-ui';
import { SalesChart } from '../../components/sales-chart';
import type { TodayResponse } from '@store/contract';
import { todayQuery } from './api/today-api';
import { useAdminSession } from '../session';
import { returnsReportQuery } from '../returns/returns-api';
import { adminTexts } from '../../admin-texts';

const texts = adminTexts.today;

/** Returns and exchanges waiting for the owner's step (owners only: the queue is theirs). */
function ReturnsWaiting() {
  const { isOwner } = useAdminSession();
  const report = useQuery({ ...returnsReportQuery(), enabled: isOwner });
  if (!isOwner || !report.data) return null;
  return (
    <Waiting to="/admin/returns" count={report.data.awaitingAction} label={texts.returnsToActOn} />
  );
}

/** Enough of the restocking list for a glance; the rest behind a button. */
const LOW_STOCK_SHOWN = 8;

function Waiting({ to, count, label }: { to: string; count: number; label: ReactNode }) {
  return (
    <Link
      to={to}
      className="flex min-h-20 flex-col justify-between rounded-xl border border-line bg-ivory-50 p-3 hover:border-maroon-700"
    >
      <span className="text-3xl font-semibold text-maroon-800">{count}</span>
      <span className="text-sm text-ink">{label}</span>
    </Link>
  );
}

type LowStockRow = TodayResponse['lowStock'][number];

/**
 * The restocking list: the first few sizes (with their colour, for a product whose stock is kept
 * per colour), the rest behind a button.
 */
function LowStockCard({ rows, threshold }: { rows: LowStockRow[]; threshold: number }) {
  const [showAll, setShowAll] = useState(false);
  return (
    <Card title={texts.lowStockTitle(threshold)}>
      {rows.length === 0 ? (
        <p className="text-sm text-muted">{texts.allAboveThreshold}</p>
      ) : (
        <ul className="divide-y divide-line">
          {(showAll ? rows : rows.slice(0, LOW_STOCK_SHOWN)).map((row) => (
            <li key={`${row.productId}-${row.size}-${row.color}`}>
              <Link
                to={`/admin/products/${row.productId}`}
                className="flex min-h-11 items-center justify-between gap-3 py-2 text-sm hover:text-maroon-700"
              >
                <span className="min-w-0">
                  <span className="block truncate">{row.title}</span>
                  <span className="block text-muted">{texts.sizeLine(row.size, row.color)}</span>
                </span>
                <span
                  className={
                    row.quantity === 0
                      ? 'shrink-0 whitespace-nowrap font-semibold text-red-800'
                      : 'shrink-0 whitespace-nowrap font-semibold'
                  }
                >
                  {row.quantity === 0 ? texts.soldOut : texts.left(row.quantity)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {rows.length > LOW_STOCK_SHOWN && (
        <button
          type="button"
          aria-expanded={showAll}
          onClick={() => setShowAll(!showAll)}
          className="mt-2 h-11 text-sm font-medium text-maroon-700 underline underline-offset-2"
        >
          {showAll ? texts.showFewer : texts.showAll(rows.length)}
        </button>
      )}
    </Card>
  );
}

/** Today: what needs doing now, and how the shop is selling. */
export default function TodayPage() {
  const today = useQuery(todayQuery);
  if (today.isPending) return <Loading label={texts.loading} />;
  if (today.isError) {
    return (
      <>
        <AdminTitle title={texts.title} />
        <ErrorNotice error={today.error} onReload={() => void today.refetch()} />
      </>
    );
  }
  const { waiting, revenue, salesPerDay, lowStock, lowStockThreshold, unreadMessages } = today.data;
  return (
    <>
      <AdminTitle title={texts.title} />
      <div className="space-y-4">
        <section aria-labelledby="waiting-title">
          <h2 id="waiting-title" className="mb-2 text-lg text-maroon-800">
            {texts.waitingTitle}
          </h2>
          <div className="grid grid-cols-3 gap-2 sm:gap-3">
            <Waiting
              to="/admin/orders?status=pending"
              count={waiting.payment}
              label={texts.forPayment}
            />
            <Waiting
              to="/admin/orders?status=pending"
              count={waiting.confirmation}
              label={texts.toConfirm}
            />
            <Waiting
              to="/admin/orders?status=processing"
              count={waiting.shipping}
              label={texts.toShip}
            />
            <ReturnsWaiting />
          </div>
        </section>
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2 md:items-start">
          <Card title={texts.sales}>
            <dl className="mb-3 grid grid-cols-3 gap-2">
              {(
                [
                  [texts.salesToday, revenue.today],
                  [texts.sales7Days, revenue.last7Days],
                  [texts.sales30Days, revenue.last30Days],
                ] as const
              ).map(([label, amount]) => (
                <div key={label}>
                  <dt className="text-xs text-muted">{label}</dt>
                  <dd className="text-base font-semibold break-words text-ink sm:text-lg">
                    {formatRupees(amount)}
                  </dd>
                </div>
              ))}
            </dl>
            <SalesChart days={salesPerDay.map((d) => ({ date: d.date, amount: d.revenue }))} />
          </Card>
          <div className="space-y-4">
            <Card
              title={texts.newMessages}
              actions={
                <Link
                  to="/admin/inbox"
                  className="inline-flex h-11 items-center text-sm font-medium text-maroon-700 underline"
                >
                  {texts.openInbox}
                </Link>
              }
            >
              <p className="text-sm text-ink">
                {unreadMessages === 0 ? texts.noUnread : texts.unread(unreadMessages)}
              </p>
            </Card>
            <LowStockCard rows={lowStock} threshold={lowStockThreshold} />
          </div>
        </div>
      </div>
    </>
  );
}
