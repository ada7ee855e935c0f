import { FileDown } from 'lucide-react';
import { useId, useState } from 'react';
import type { GstReportResponse } from '@store/contract';
import { IST_OFFSET_MS } from '@store/contract/ist';
import { buttonClass } from '../../../components/ui/button-styles';
import { toast } from '../../../lib/toast';
import { errorText, saveBlob } from '../../lib/admin-api';
import { Card } from '../../components/admin-ui';
import { getGstReport } from './api/orders-api';
import { adminTexts } from '../../admin-texts';

const texts = adminTexts.orders;

/** This month in India, as the month field wants it (YYYY-MM). */
function thisMonth(): string {
  return new Date(Date.now() + IST_OFFSET_MS).toISOString().slice(0, 7);
}

/**
 * The month's GSTR-1 tables for the accountant (docs/tax.md), as `npm run admin -- gst:report`
 * writes them: the server makes one CSV per table and each is saved on its own.
 */
export function GstReport() {
  const monthId = useId();
  const [month, setMonth] = useState(thisMonth);
  const [report, setReport] = useState<GstReportResponse | null>(null);
  const [loading, setLoading] = useState(false);

  const onMake = async () => {
    setLoading(true);
    try {
      setReport(await getGstReport(month));
    } catch (error) {
      toast.error(texts.gstFailed, { description: errorText(error) });
    } finally {
      setLoading(false);
    }
  };

  return (
    <Card title={texts.gstReportTitle} className="mt-6 print:hidden">
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={monthId} className="mb-1 block text-sm font-medium text-ink">
            {texts.gstMonth}
          </label>
          <input
            id={monthId}
            type="month"
            value={month}
            onChange={(e) => {
              setMonth(e.target.value);
              setReport(null);
            }}
            className="h-11 rounded-lg border border-line bg-white px-3 text-sm"
          />
        </div>
        <button
          type="button"
          onClick={() => void onMake()}
          disabled={loading || !/^\d{4}-\d{2}$/.test(month)}
          className={buttonClass('outline', 'sm', 'h-11 sm:h-11')}
        >
          {loading ? texts.gstMaking : texts.gstMake}
        </button>
      </div>
      {report && (
        <ul className="mt-4 space-y-2" aria-label={texts.gstTablesLabel(report.month)}>
          {report.files.map((file) => (
            <li key={file.name}>
              <button
                type="button"
                onClick={() =>
                  saveBlob(new Blob([file.csv], { type: 'text/csv;charset=utf-8' }), file.name)
                }
                className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-maroon-700 underline underline-offset-2"
              >
                <FileDown className="h-4 w-4" aria-hidden="true" />
                {texts.gstFile(file.name, file.rows)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
