import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { buttonClass } from '../../../components/ui/button-styles';
import { inputClass, labelClass } from '../../../components/ui/form-field';
import { EmptyState, ErrorNotice, formatWhen, Loading, Pager } from '../../components/admin-ui';
import { DayField } from '../../components/day-field';
import { auditQuery, type AuditFilters } from './api/staff-api';
import { adminTexts } from '../../admin-texts';

const texts = adminTexts.storeAudit;

const FIELDS = [
  { name: 'actor', label: texts.fields.actor, type: 'search' },
  { name: 'entity', label: texts.fields.entity, type: 'search' },
  { name: 'action', label: texts.fields.action, type: 'search' },
  { name: 'from', label: texts.fields.from, type: 'date' },
  { name: 'to', label: texts.fields.to, type: 'date' },
] as const;

function Json({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span className="text-muted">—</span>;
  return (
    <pre className="max-h-48 overflow-auto rounded bg-ivory-100 p-2 text-xs whitespace-pre-wrap break-all">
      {JSON.stringify(value, null, 2)}
    </pre>
  );
}

/** The audit log (owner only): who changed what and when, with the before and after. */
export function AuditSection() {
  const [filters, setFilters] = useState<AuditFilters>({});
  const log = useQuery(auditQuery(filters));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next: AuditFilters = {};
    for (const { name } of FIELDS) {
      const value = String(data.get(name) ?? '').trim();
      if (value) next[name] = value;
    }
    setFilters(next);
  };
  return (
    <div className="space-y-4">
      <details
        open={Object.keys(filters).some((key) => key !== 'page')}
        className="rounded-xl border border-line bg-ivory-50 px-4 lg:px-5"
      >
        <summary className="flex min-h-12 cursor-pointer items-center text-lg text-maroon-800">
          {texts.filter}
        </summary>
        <div className="pb-4">
          <form onSubmit={onSubmit} className="grid grid-cols-2 gap-3 lg:grid-cols-5 lg:items-end">
            {FIELDS.map((field) =>
              field.type === 'date' ? (
                <DayField
                  key={field.name}
                  id={`audit-${field.name}`}
                  name={field.name}
                  label={field.label}
                  value={filters[field.name] ?? ''}
                />
              ) : (
                <div key={field.name} className="col-span-2 lg:col-span-1">
                  <label htmlFor={`audit-${field.name}`} className={labelClass}>
                    {field.label}
                  </label>
                  <input
                    id={`audit-${field.name}`}
                    name={field.name}
                    type={field.type}
                    defaultValue={filters[field.name] ?? ''}
                    className={inputClass}
                  />
                </div>
              ),
            )}
            <button
              type="submit"
              className={buttonClass(
                'primary',
                'md',
                'col-span-2 lg:col-span-5 lg:justify-self-start',
              )}
            >
              {texts.show}
            </button>
          </form>
        </div>
      </details>
      {log.isPending ? (
        <Loading label={texts.loading} />
      ) : log.isError ? (
        <ErrorNotice error={log.error} onReload={() => void log.refetch()} />
      ) : log.data.data.length === 0 ? (
        <EmptyState>{texts.none}</EmptyState>
      ) : (
        <>
          <ul className="space-y-3">
            {log.data.data.map((entry) => (
              <li key={entry.id} className="rounded-xl border border-line bg-ivory-50 p-4 text-sm">
                <p className="flex flex-wrap gap-x-2">
                  <span className="font-semibold text-ink">{entry.action}</span>
                  <span className="text-ink">
                    {entry.entity}
                    {entry.entityId && ` ${entry.entityId}`}
                  </span>
                </p>
                <p className="text-muted">
                  {entry.actorEmail} · {formatWhen(entry.at)}
                </p>
                <details className="mt-2">
                  <summary className="flex min-h-11 cursor-pointer items-center font-medium text-maroon-700">
                    {texts.beforeAndAfter}
                  </summary>
                  <div className="mt-2 grid grid-cols-1 gap-2 lg:grid-cols-2">
                    <div>
                      <p className="text-xs font-medium text-muted">{texts.before}</p>
                      <Json value={entry.before} />
                    </div>
                    <div>
                      <p className="text-xs font-medium text-muted">{texts.after}</p>
                      <Json value={entry.after} />
                    </div>
                  </div>
                </details>
              </li>
            ))}
          </ul>
          <Pager
            page={log.data.page}
            hasMore={log.data.hasMore}
            onPage={(page) => setFilters({ ...filters, page })}
          />
        </>
      )}
    </div>
  );
}
