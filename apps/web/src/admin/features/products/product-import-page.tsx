import { useQueryClient } from '@tanstack/react-query';
import type { AdminProductImportResponse } from '@store/contract';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles';
import { FormAlert, labelClass } from '../../../components/ui/form-field';
import { Link } from '../../../components/ui/link';
import { toast } from '../../../lib/toast';
import { AdminTitle, Badge, Card, ErrorNotice } from '../../components/admin-ui';
import { importProducts } from './api/products-api';
import { adminTexts } from '../../admin-texts';

const texts = adminTexts.productImport;

function Preview({ result }: { result: AdminProductImportResponse }) {
  const changed = result.rows.filter((row) => row.action !== 'unchanged');
  return (
    <div className="space-y-3">
      <p className="text-sm text-ink">
        {result.dryRun ? texts.wouldCreate : texts.created} <strong>{result.created}</strong>,{' '}
        {result.dryRun ? texts.update : texts.updated} <strong>{result.updated}</strong>,{' '}
        {texts.unchanged} <strong>{result.unchanged}</strong>.
      </p>
      {result.errors.length > 0 && (
        <FormAlert title={texts.mustFix}>
          <ul className="list-disc pl-5">
            {result.errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </FormAlert>
      )}
      <ul className="space-y-2">
        {changed.map((row) => (
          <li key={row.line} className="rounded-lg border border-line bg-ivory-100 p-3 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone={row.action === 'create' ? 'good' : 'brand'}>{row.action}</Badge>
              <span className="font-mono">{row.sku}</span>
              <span className="text-muted">{texts.line(row.line)}</span>
            </div>
            <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
              {row.changes.map((c) => (
                <div key={c.field} className="contents">
                  <dt className="font-medium text-ink">{c.field}</dt>
                  <dd className="line-clamp-4 min-w-0 break-words">
                    {c.before !== null && (
                      <>
                        <del className="text-muted">{c.before}</del> →{' '}
                      </>
                    )}
                    <ins className="no-underline">{c.after}</ins>
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** CSV import: the file is first checked and every change shown; nothing is written until Apply. */
export default function ProductImportPage() {
  const queryClient = useQueryClient();
  const [csv, setCsv] = useState<string | null>(null);
  const [fileName, setFileName] = useState('');
  const [result, setResult] = useState<AdminProductImportResponse | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const check = async (text: string, dryRun: boolean) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await importProducts(text, dryRun);
      setResult(answer);
      if (!dryRun && answer.errors.length === 0) {
        toast.success(texts.imported);
        void queryClient.invalidateQueries({ queryKey: ['admin', 'products'] });
      }
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Link
        to="/admin/products"
        className="mb-2 inline-flex h-11 items-center gap-1.5 text-sm font-medium text-maroon-700"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {texts.backToProducts}
      </Link>
      <AdminTitle title={texts.title} />
      <div className="space-y-4">
        <Card>
          <label htmlFor="import-file" className={labelClass}>
            {texts.csvFile}
          </label>
          <input
            id="import-file"
            type="file"
            accept=".csv,text/csv"
            className="block w-full text-sm file:mr-3 file:h-11 file:rounded-full file:border file:border-maroon-700 file:bg-transparent file:px-4 file:text-maroon-700"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (!file) return;
              setFileName(file.name);
              setResult(null);
              void file.text().then((text) => {
                setCsv(text);
                void check(text, true);
              });
            }}
          />
          <p className="mt-2 text-xs text-muted">{texts.columnsHint}</p>
        </Card>
        {busy && <p role="status">{texts.checking(fileName)}</p>}
        {error !== null && <ErrorNotice error={error} />}
        {result && (
          <Card title={result.dryRun ? texts.previewTitle : texts.importedTitle}>
            <Preview result={result} />
            {result.dryRun && result.errors.length === 0 && csv && (
              <button
                type="button"
                disabled={busy || result.created + result.updated === 0}
                onClick={() => void check(csv, false)}
                className={buttonClass('primary', 'md', 'mt-4 w-full sm:w-auto')}
              >
                {texts.apply(result.created + result.updated)}
              </button>
            )}
          </Card>
        )}
      </div>
    </>
  );
}
