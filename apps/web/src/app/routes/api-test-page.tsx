import { CircleCheck, CircleX } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '../../components/ui/button-styles';
import { PageShell } from '../../components/ui/page-shell';
import { PageTitle } from '../../features/content';
import { API_BASE } from '../../lib/api-client';
import { t } from '../../lib/i18n';

type Result =
  | { kind: 'idle' }
  | { kind: 'testing' }
  | { kind: 'ok'; body: string }
  | { kind: 'failed'; message: string };

/** Calls GET /health; false (after logging why) when the API cannot be reached or says no. */
async function testConnection(): Promise<{ ok: boolean; body: string }> {
  try {
    const response = await fetch(`${API_BASE}/health`, {
      credentials: 'include',
      headers: { Accept: 'application/json', 'X-Client-Host': window.location.hostname },
    });
    const body = await response.text();
    if (!response.ok) console.error(`Health check answered ${response.status}`, body);
    return { ok: response.ok, body };
  } catch (error) {
    console.error('Health check failed', error);
    return { ok: false, body: '' };
  }
}

export default function ApiTestPage() {
  const [result, setResult] = useState<Result>({ kind: 'idle' });

  const run = async () => {
    setResult({ kind: 'testing' });
    try {
      const { ok, body } = await testConnection();
      setResult(
        ok
          ? { kind: 'ok', body }
          : { kind: 'failed', message: 'Connection failed. Check console for details.' },
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      setResult({ kind: 'failed', message: `Unexpected error: ${message}` });
    }
  };

  return (
    <PageShell className="max-w-2xl">
      <PageTitle eyebrow={t('Developer tools')} title={t('API Connection Test')} />
      <dl className="grid gap-3 rounded-xl border border-line bg-ivory-50 p-5 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="font-semibold">{t('Page host')}</dt>
        <dd className="break-all font-mono">{window.location.host}</dd>
        <dt className="font-semibold">{t('Resolved API base')}</dt>
        <dd className="break-all font-mono">{API_BASE}</dd>
        <dt className="font-semibold">{t('Health endpoint')}</dt>
        <dd className="break-all font-mono">{`${API_BASE}/health`}</dd>
        <dt className="font-semibold">{t('Override')}</dt>
        <dd className="break-all font-mono">
          {(import.meta.env.VITE_API_BASE_URL as string | undefined) || 'none (VITE_API_BASE_URL)'}
        </dd>
      </dl>
      <button
        type="button"
        onClick={() => void run()}
        disabled={result.kind === 'testing'}
        className={buttonClass('primary', 'lg', 'mt-6')}
      >
        {t(result.kind === 'testing' ? 'Testing...' : 'Test Connection')}
      </button>
      <div aria-live="polite" className="mt-6">
        {result.kind === 'ok' && (
          <div className="flex items-start gap-3 rounded-xl border border-emerald-700/30 bg-emerald-50 p-4 text-emerald-900">
            <CircleCheck className="h-6 w-6 shrink-0" aria-hidden="true" />
            <div className="min-w-0">
              <p className="font-semibold">{t('Connection successful')}</p>
              <pre className="mt-2 overflow-x-auto text-xs">{result.body}</pre>
            </div>
          </div>
        )}
        {result.kind === 'failed' && (
          <div className="flex items-start gap-3 rounded-xl border border-red-700/30 bg-red-50 p-4 text-red-900">
            <CircleX className="h-6 w-6 shrink-0" aria-hidden="true" />
            <p className="font-semibold">{result.message}</p>
          </div>
        )}
      </div>
    </PageShell>
  );
}
