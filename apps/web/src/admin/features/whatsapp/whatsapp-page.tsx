// WhatsApp's numbers for the owner (docs/whatsapp.md, "Numbers"), phone first: how far the
// messages got, and how COD orders were confirmed, with the share of each that came back.
import { useQuery } from '@tanstack/react-query';
import type { WhatsAppNumbersResponse } from '@store/contract';
import { useState } from 'react';
import { AdminTitle, Card, ErrorNotice, Loading, TabRow } from '../../components/admin-ui';
import { whatsappNumbersQuery } from './api/whatsapp-api';
import { adminTexts } from '../../admin-texts';

const texts = adminTexts.whatsapp;

const percent = (share: number) => `${Math.round(share * 100)}%`;

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-lg bg-ivory-100 p-3">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-maroon-800">{value}</dd>
      {note && <dd className="text-xs text-muted">{note}</dd>}
    </div>
  );
}

function Numbers({ data }: { data: WhatsAppNumbersResponse }) {
  const { messages, cod } = data;
  const rows = [
    { label: texts.byWhatsApp, group: cod.byWhatsApp },
    { label: texts.byMail, group: cod.byMail },
    { label: texts.notConfirmed, group: cod.notConfirmed },
  ];
  return (
    <div className="space-y-4">
      {!data.connected && (
        <p className="rounded-lg border border-line bg-ivory-50 p-3 text-sm text-ink">
          {texts.notConnected}
        </p>
      )}
      <Card title={texts.messagesTitle}>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Figure label={texts.sent} value={String(messages.sent)} />
          <Figure label={texts.delivered} value={String(messages.delivered)} />
          <Figure label={texts.read} value={String(messages.read)} />
          <Figure label={texts.failed} value={String(messages.failed)} />
        </dl>
      </Card>
      <Card title={texts.codTitle}>
        <p className="mb-3 text-sm text-muted">{texts.codNeeded(cod.total)}</p>
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-line text-muted">
              <th scope="col" className="py-2 pr-2 font-medium">
                {texts.how}
              </th>
              <th scope="col" className="py-2 pr-2 text-right font-medium">
                {texts.orders}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {texts.cameBack}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ label, group }) => (
              <tr key={label} className="border-b border-line last:border-0">
                <th scope="row" className="py-2 pr-2 font-normal text-ink">
                  {label}
                </th>
                <td className="py-2 pr-2 text-right">
                  {group.orders} ({percent(group.share)})
                </td>
                <td className="py-2 text-right">{percent(group.returnedShare)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </div>
  );
}

export default function WhatsAppPage() {
  const [days, setDays] = useState(30);
  const numbers = useQuery(whatsappNumbersQuery(days));
  return (
    <>
      <AdminTitle title={texts.title} />
      <TabRow
        label={texts.periodLabel}
        current={String(days)}
        tabs={[
          { value: '7', label: texts.days(7) },
          { value: '30', label: texts.days(30) },
          { value: '90', label: texts.days(90) },
        ]}
        onSelect={(value) => setDays(Number(value))}
      />
      {numbers.isPending ? (
        <Loading label={texts.loading} />
      ) : numbers.isError ? (
        <ErrorNotice error={numbers.error} onReload={() => void numbers.refetch()} />
      ) : (
        <Numbers data={numbers.data} />
      )}
    </>
  );
}
