// Cash on delivery reconciled (docs/shipping.md, "Cash on delivery"): per courier, the cash
// collected on delivered COD parcels, what it remitted and what it still owes; the delivered COD
// parcels not yet remitted with their age; and the import of the courier's remittance report,
// whose lines that do not match are listed, never applied. Phone first: one card per courier.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CodLedger, RemittanceImportResult, RemittanceOutcome } from '@store/contract';
import { useId, useState } from 'react';
import { formatRupees } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { adminTexts } from '../../admin-texts';
import { Card } from '../../components/admin-ui';
import { errorText } from '../../lib/admin-api';
import { codLedgerQuery, importRemittance } from './api/shipping-api';

const texts = adminTexts.shipCod;
export const OUTCOME_WORDS: Record<RemittanceOutcome, string> = texts.outcomes;

type Problem = CodLedger['problems'][number];

function ProblemList({ problems }: { problems: Problem[] }) {
  return (
    <ul className="mt-2 space-y-1 text-sm">
      {problems.map((p) => (
        <li key={`${p.remittanceId}-${p.awb}`}>
          {texts.problem(p.awb, p.remittanceId, OUTCOME_WORDS[p.outcome], formatRupees(p.amount))}
          {p.expected !== null && p.outcome === 'amount-differs'
            ? texts.expected(formatRupees(p.expected))
            : ''}
        </li>
      ))}
    </ul>
  );
}

function ImportAnswer({ answer }: { answer: RemittanceImportResult }) {
  return (
    <div role="status" className="mt-3 rounded-xl border border-line bg-ivory-50 p-3 text-sm">
      <p className="font-semibold">
        {texts.importSummary(
          answer.lines,
          answer.matched,
          answer.alreadyImported,
          answer.problems.length,
        )}
      </p>
      {answer.problems.length > 0 && <ProblemList problems={answer.problems} />}
    </div>
  );
}

function Upload() {
  const queryClient = useQueryClient();
  const inputId = useId();
  const [answer, setAnswer] = useState<RemittanceImportResult | null>(null);
  const upload = useMutation({
    mutationFn: async (file: File) => importRemittance(await file.text()),
    onSuccess: (result) => {
      setAnswer(result);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'shipping', 'cod'] });
    },
    onError: (e) => toast.error(texts.notImported, { description: errorText(e) }),
  });
  return (
    <div className="mt-4">
      <label htmlFor={inputId} className="block text-sm font-semibold">
        {texts.importLabel}
      </label>
      <input
        id={inputId}
        type="file"
        accept=".csv,text/csv"
        className="mt-1 block w-full text-sm"
        disabled={upload.isPending}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) upload.mutate(file);
          e.target.value = '';
        }}
      />
      {upload.isPending && <p className="mt-2 text-sm">{texts.importing}</p>}
      {answer && <ImportAnswer answer={answer} />}
    </div>
  );
}

export default function CodRemittance() {
  const ledger = useQuery(codLedgerQuery());
  const data = ledger.data;
  return (
    <Card title={texts.title} className="mt-6">
      {data && data.couriers.length === 0 && (
        <p className="text-sm text-muted">{texts.noneDelivered}</p>
      )}
      {data && data.couriers.length > 0 && (
        <ul className="grid gap-3 sm:grid-cols-2">
          {data.couriers.map((c) => (
            <li key={c.courier} className="rounded-xl border border-line bg-white p-3 text-sm">
              <p className="font-semibold">{c.courier}</p>
              <dl className="mt-1 grid grid-cols-2 gap-x-3">
                <dt>{texts.collected(c.deliveredParcels)}</dt>
                <dd className="text-right">{formatRupees(c.collected)}</dd>
                <dt>{texts.remitted}</dt>
                <dd className="text-right">{formatRupees(c.remitted)}</dd>
                <dt className="font-semibold">{texts.owed}</dt>
                <dd className="text-right font-semibold">{formatRupees(c.owed)}</dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
      {data && data.unremitted.length > 0 && (
        <>
          <h3 className="mt-4 text-sm font-semibold">{texts.unremitted}</h3>
          <ul className="mt-2 space-y-1 text-sm">
            {data.unremitted.map((u) => (
              <li key={u.awb}>
                {texts.unremittedLine(u.orderId, u.awb, u.courier, formatRupees(u.codAmount))}
                {texts.age(u.ageDays)}
              </li>
            ))}
          </ul>
        </>
      )}
      {data && data.problems.length > 0 && (
        <>
          <h3 className="mt-4 text-sm font-semibold">{texts.problems}</h3>
          <ProblemList problems={data.problems} />
        </>
      )}
      <Upload />
    </Card>
  );
}
