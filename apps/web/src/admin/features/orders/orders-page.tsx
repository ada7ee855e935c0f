import { useQuery } from '@tanstack/react-query';
import { ADMIN_ORDER_TABS, formatIndianMobile, type AdminOrderSummary } from '@store/contract';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles';
import { Link } from '../../../components/ui/link';
import { formatRupees } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import {
  AdminTitle,
  EmptyState,
  ErrorNotice,
  formatWhen,
  Loading,
  Pager,
  TabRow,
} from '../../components/admin-ui';
import { DayField } from '../../components/day-field';
import { AdminSearchBox } from '../../components/admin-search-box';
import { useAddressFilters } from '../../lib/address-filters';
import { errorText } from '../../lib/admin-api';
import { exportOrders, ordersQuery, type OrderFilters } from './api/orders-api';
import { GstReport } from './gst-report';
import { OrderStatusBadge } from './order-status-badge';
import { adminTexts } from '../../admin-texts';

const texts = adminTexts.orders;

type Tab = (typeof ADMIN_ORDER_TABS)[number];
const TAB_LABELS: Record<Tab, string> = texts.tabs;

function readFilters(params: URLSearchParams): OrderFilters {
  const status = params.get('status');
  return {
    status: (ADMIN_ORDER_TABS as readonly string[]).includes(status ?? '')
      ? (status as Tab)
      : undefined,
    q: params.get('q') || undefined,
    from: params.get('from') || undefined,
    to: params.get('to') || undefined,
    page: Number(params.get('page')) || 1,
  };
}

function OrderCard({ order }: { order: AdminOrderSummary }) {
  return (
    <li>
      <Link
        to={`/admin/orders/${order.id}`}
        className="block rounded-xl border border-line bg-ivory-50 p-4 hover:border-maroon-700"
      >
        <div className="flex items-center justify-between gap-2">
          <span className="font-mono text-sm font-semibold text-maroon-800">{order.id}</span>
          <OrderStatusBadge status={order.status} />
        </div>
        <div className="mt-2 flex items-end justify-between gap-2 text-sm">
          <div className="min-w-0">
            <p className="truncate font-medium text-ink">{order.fullName}</p>
            {/* A long city gives way, never the payment tag: at 360 px it was cut off. */}
            <p className="flex min-w-0 gap-1 text-muted">
              <span className="truncate">{order.city}</span>
              <span className="shrink-0">
                · {texts.itemCount(order.itemCount)} ·{' '}
                <span data-testid="order-card-payment">
                  {order.paymentMethod?.toUpperCase() ?? texts.unpaid}
                </span>
              </span>
            </p>
            <p className="text-muted">{formatWhen(order.createdAt)}</p>
          </div>
          <span className="shrink-0 font-semibold text-ink">{formatRupees(order.total)}</span>
        </div>
      </Link>
    </li>
  );
}

function OrderTable({ orders }: { orders: AdminOrderSummary[] }) {
  return (
    <table className="w-full border-separate border-spacing-0 overflow-hidden rounded-xl border border-line bg-ivory-50 text-sm">
      <thead className="bg-ivory-200 text-left">
        <tr>
          {texts.tableHeadings.map((h) => (
            <th key={h} scope="col" className="px-3 py-2 font-semibold text-ink">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id} className="hover:bg-maroon-50">
            <td className="border-t border-line px-3 py-2">
              <Link
                to={`/admin/orders/${order.id}`}
                className="font-mono font-semibold text-maroon-800 underline underline-offset-2"
              >
                {order.id}
              </Link>
            </td>
            <td className="border-t border-line px-3 py-2 text-muted">
              {formatWhen(order.createdAt)}
            </td>
            <td className="border-t border-line px-3 py-2">
              {order.fullName}
              <span className="block text-xs text-muted">{formatIndianMobile(order.phone)}</span>
            </td>
            <td className="border-t border-line px-3 py-2">{order.itemCount}</td>
            <td className="border-t border-line px-3 py-2">
              {order.paymentMethod?.toUpperCase() ?? '—'}
            </td>
            <td className="border-t border-line px-3 py-2">
              <OrderStatusBadge status={order.status} />
            </td>
            <td className="border-t border-line px-3 py-2 text-right font-semibold">
              {formatRupees(order.total)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Downloads the orders the filters select as a CSV file. */
function ExportButton({ filters }: { filters: OrderFilters }) {
  const [exporting, setExporting] = useState(false);
  const onExport = async () => {
    setExporting(true);
    try {
      await exportOrders(filters);
    } catch (error) {
      toast.error(texts.exportFailed, { description: errorText(error) });
    } finally {
      setExporting(false);
    }
  };

  return (
    <button
      type="button"
      onClick={() => void onExport()}
      disabled={exporting}
      className={buttonClass('outline', 'sm', 'h-11 sm:h-11')}
    >
      <Download className="h-4 w-4" aria-hidden="true" />
      {exporting ? texts.exporting : texts.exportCsv}
    </button>
  );
}

/** Orders: tabs by status, search, a date range and pages; cards on a phone, a table on a desk. */
export default function OrdersPage() {
  const { filters, update, search, setSearch, onSearch } = useAddressFilters(readFilters);
  const orders = useQuery(ordersQuery(filters));

  return (
    <>
      <AdminTitle title={texts.title} actions={<ExportButton filters={filters} />} />
      <TabRow
        label={texts.tabsLabel}
        current={filters.status ?? 'all'}
        tabs={ADMIN_ORDER_TABS.map((tab) => ({ value: tab, label: TAB_LABELS[tab] }))}
        onSelect={(value) => update({ status: value === 'all' ? undefined : (value as Tab) })}
      />
      <div className="mb-4 grid grid-cols-1 gap-3 lg:grid-cols-[minmax(0,1fr)_auto_auto] lg:items-end">
        <AdminSearchBox
          id="orders-q"
          value={search}
          onChange={setSearch}
          onSubmit={onSearch}
          placeholder={texts.searchPlaceholder}
          maxLength={100}
        />
        <div className="grid grid-cols-2 gap-2 lg:contents">
          <DayField
            id="orders-from"
            label={texts.from}
            value={filters.from ?? ''}
            onChange={(from) => update({ from })}
          />
          <DayField
            id="orders-to"
            label={texts.to}
            value={filters.to ?? ''}
            onChange={(to) => update({ to })}
          />
        </div>
      </div>
      {orders.isPending ? (
        <Loading label={texts.loading} />
      ) : orders.isError ? (
        <ErrorNotice error={orders.error} onReload={() => void orders.refetch()} />
      ) : orders.data.data.length === 0 ? (
        <EmptyState>{texts.noneMatch}</EmptyState>
      ) : (
        <>
          <ul className="space-y-3 lg:hidden">
            {orders.data.data.map((order) => (
              <OrderCard key={order.id} order={order} />
            ))}
          </ul>
          <div className="hidden lg:block">
            <OrderTable orders={orders.data.data} />
          </div>
          <Pager
            page={orders.data.page}
            hasMore={orders.data.hasMore}
            onPage={(page) => update({ page })}
          />
        </>
      )}
      <GstReport />
    </>
  );
}
