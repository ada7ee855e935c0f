// The owner's returns queue (docs/returns.md), phone first: requests by state, each with its
// next step, and the numbers: by reason, by product, the exchange share, days to refund.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles';
import {
  AdminTitle,
  Card,
  EmptyState,
  ErrorNotice,
  Loading,
  TabRow,
} from '../../components/admin-ui';
import { NotReturnable } from './not-returnable';
import { ReturnCard } from './return-card';
import {
  downloadReturnsCsv,
  returnsQuery,
  returnsReportQuery,
  type QueueState,
} from './returns-api';
import { adminTexts } from '../../admin-texts';

const texts = adminTexts.returns;

const TABS: { value: QueueState; label: string }[] = [
  { value: 'requested', label: texts.tabs.requested },
  { value: 'approved', label: texts.tabs.approved },
  { value: 'received', label: texts.tabs.received },
  { value: 'closed', label: texts.tabs.closed },
  { value: 'rejected', label: texts.tabs.rejected },
];

function Numbers() {
  const report = useQuery(returnsReportQuery());
  if (!report.data) return null;
  const r = report.data;
  return (
    <Card title={texts.numbers}>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-xs text-muted">{texts.requests}</dt>
          <dd className="font-semibold">{r.requests}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted">{texts.exchanges}</dt>
          <dd className="font-semibold">{Math.round(r.exchangeShare * 100)}%</dd>
        </div>
        <div>
          <dt className="text-xs text-muted">{texts.daysToRefund}</dt>
          <dd className="font-semibold">{r.daysToRefund ?? '–'}</dd>
        </div>
      </dl>
      <h3 className="mt-3 text-sm font-semibold">{texts.byReason}</h3>
      <ul className="text-sm">
        {r.byReason.map((x) => (
          <li key={x.reason}>
            {x.reason.replace(/_/g, ' ')}: {x.units}
          </li>
        ))}
      </ul>
      <h3 className="mt-3 text-sm font-semibold">{texts.mostReturned}</h3>
      <ul className="text-sm">
        {r.byProduct.slice(0, 5).map((x) => (
          <li key={x.productId}>
            {x.title}: {x.units}
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={`${buttonClass('outline', 'sm')} mt-3`}
        onClick={() => void downloadReturnsCsv()}
      >
        {texts.downloadCsv}
      </button>
    </Card>
  );
}

export default function ReturnsPage() {
  const [state, setState] = useState<QueueState>('requested');
  const queue = useQuery(returnsQuery(state));
  return (
    <>
      <AdminTitle title={texts.title} />
      <TabRow
        label={texts.tabsLabel}
        tabs={TABS}
        current={state}
        onSelect={(v) => setState(v as QueueState)}
      />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3 lg:items-start">
        <div className="lg:col-span-2">
          {queue.isPending ? (
            <Loading label={texts.loading} />
          ) : queue.isError ? (
            <ErrorNotice error={queue.error} />
          ) : queue.data.returns.length === 0 ? (
            <EmptyState>{texts.nothingHere}</EmptyState>
          ) : (
            <ul className="space-y-3">
              {queue.data.returns.map((r) => (
                <ReturnCard key={r.id} r={r} />
              ))}
            </ul>
          )}
        </div>
        <div className="space-y-4">
          <Numbers />
          <NotReturnable />
        </div>
      </div>
    </>
  );
}
