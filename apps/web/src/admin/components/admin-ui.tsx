import { RefreshCw } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { buttonClass } from '../../components/ui/button-styles';
import { FormAlert } from '../../components/ui/form-field';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { adminTexts } from '../admin-texts';
import { errorText, isConflict } from '../lib/admin-api';

/** Small pieces every admin screen shares. */

export function AdminTitle({ title, actions }: { title: string; actions?: ReactNode }) {
  useEffect(() => {
    document.title = adminTexts.shell.documentTitle(title);
  }, [title]);
  return (
    <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl text-maroon-800 lg:text-3xl">{title}</h1>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

export function Card({
  title,
  children,
  className,
  actions,
}: {
  title?: ReactNode;
  children: ReactNode;
  className?: string;
  actions?: ReactNode;
}) {
  return (
    <section className={cn('rounded-xl border border-line bg-ivory-50 p-4 lg:p-5', className)}>
      {(title || actions) && (
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          {title && <h2 className="text-lg text-maroon-800">{title}</h2>}
          {actions}
        </div>
      )}
      {children}
    </section>
  );
}

/**
 * A failed load or save. A 409 says plainly that someone else changed the thing first and
 * offers to load their version; anything else shows the server's message.
 */
export function ErrorNotice({
  error,
  onReload,
  focus = false,
}: {
  error: unknown;
  onReload?: () => void;
  /** Moves focus (and the screen) to the notice: for a save refused below the fold. */
  focus?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focus || !ref.current) return;
    ref.current.focus({ preventScroll: true });
    ref.current.scrollIntoView({ block: 'center' });
  }, [focus, error]);
  if (isConflict(error)) {
    return (
      <FormAlert ref={ref} tone="warning" title={adminTexts.common.conflictTitle}>
        <p>{adminTexts.common.conflictText}</p>
        {onReload && (
          <button
            type="button"
            onClick={onReload}
            className={buttonClass('outline', 'sm', 'mt-3 h-11')}
          >
            <RefreshCw className="h-4 w-4" aria-hidden="true" />
            {adminTexts.common.reload}
          </button>
        )}
      </FormAlert>
    );
  }
  return (
    <FormAlert ref={ref} tone="error">
      <p>{errorText(error)}</p>
      {onReload && (
        <button
          type="button"
          onClick={onReload}
          className={buttonClass('outline', 'sm', 'mt-3 h-11')}
        >
          {adminTexts.common.tryAgain}
        </button>
      )}
    </FormAlert>
  );
}

export function Badge({ children, tone = 'neutral' }: { children: ReactNode; tone?: BadgeTone }) {
  const tones: Record<BadgeTone, string> = {
    neutral: 'bg-ivory-200 text-ink',
    good: 'bg-emerald-100 text-emerald-900',
    warn: 'bg-amber-100 text-amber-950',
    bad: 'bg-red-100 text-red-900',
    brand: 'bg-maroon-100 text-maroon-900',
  };
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium',
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}
export type BadgeTone = 'neutral' | 'good' | 'warn' | 'bad' | 'brand';

/** Previous / next for a paged list; the buttons are 44 px tall for a thumb. */
export function Pager({
  page,
  pages,
  hasMore,
  onPage,
}: {
  page: number;
  /** The number of pages, when the list knows it. */
  pages?: number;
  hasMore: boolean;
  onPage: (page: number) => void;
}) {
  if (page <= 1 && !hasMore) return null;
  return (
    <nav
      aria-label={adminTexts.common.pagerLabel}
      className="mt-4 flex items-center justify-between gap-3"
    >
      <button
        type="button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        className={buttonClass('outline', 'sm', 'h-11 sm:h-11')}
      >
        {adminTexts.common.previous}
      </button>
      <span className="text-sm text-muted">{adminTexts.common.pageOf(page, pages)}</span>
      <button
        type="button"
        disabled={!hasMore}
        onClick={() => onPage(page + 1)}
        className={buttonClass('outline', 'sm', 'h-11 sm:h-11')}
      >
        {adminTexts.common.next}
      </button>
    </nav>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-line p-6 text-center text-muted">
      {children}
    </p>
  );
}

/** Tabs as links or buttons in a row that scrolls sideways on a phone rather than wrapping. */
export function TabRow({
  label,
  tabs,
  current,
  onSelect,
}: {
  label: string;
  tabs: { value: string; label: string; count?: number }[];
  current: string;
  onSelect: (value: string) => void;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className="-mx-4 mb-4 overflow-x-auto px-4 lg:mx-0 lg:px-0"
    >
      <div className="flex gap-2">
        {tabs.map((tab) => (
          <button
            key={tab.value}
            type="button"
            aria-pressed={tab.value === current}
            onClick={() => onSelect(tab.value)}
            className={cn(
              'h-11 shrink-0 rounded-full border px-4 text-sm font-medium',
              tab.value === current
                ? 'border-maroon-700 bg-maroon-700 text-ivory-50'
                : 'border-line bg-ivory-50 text-ink hover:bg-maroon-50',
            )}
          >
            {tab.label}
            {tab.count !== undefined && <span className="ml-1.5 opacity-80">{tab.count}</span>}
          </button>
        ))}
      </div>
    </div>
  );
}

/** A date and time as an Indian shop reads it: 24 Nov 2026, 6:05 pm. */
export function formatWhen(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  });
}

/** A calendar day (YYYY-MM-DD) as the rest of the store writes it: 26 Nov 2026. */
export function formatDay(day: string): string {
  const date = new Date(`${day}T12:00:00+05:30`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(date.getTime())) return day;
  return date.toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
}

/**
 * A screen or section while its data loads: marked aria-busy, so assistive technology (and the
 * browser journeys' settle step) know the content is still coming.
 */
export function Loading({ label }: { label: string }) {
  return (
    <div aria-busy="true">
      <Spinner label={label} />
    </div>
  );
}
