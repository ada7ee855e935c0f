import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { buttonClass } from '../../../components/ui/button-styles';
import { TextField } from '../../../components/ui/form-field';
import { toast } from '../../../lib/toast';
import {
  AdminTitle,
  Card,
  EmptyState,
  ErrorNotice,
  formatDay,
  Loading,
  TabRow,
} from '../../components/admin-ui';
import { errorText } from '../../lib/admin-api';
import { useAdminSession } from '../session';
import {
  deleteSynonym,
  saveSynonym,
  searchReportQuery,
  synonymsQuery,
  type SearchSynonym,
} from './api/search-api';
import { adminTexts } from '../../admin-texts';

const texts = adminTexts.search;

const smallButton = (kind: 'primary' | 'outline' | 'ghost') =>
  buttonClass(kind, 'sm', 'h-11 sm:h-11');

/**
 * Adds a word or changes one. A new spelling of a known word replaces it: the old word is
 * removed once the new one is saved.
 */
function SynonymForm({ entry, onDone }: { entry: SearchSynonym | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [word, setWord] = useState(entry?.word ?? '');
  const [means, setMeans] = useState(entry?.means ?? '');
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setSaving(true);
    try {
      const saved = await saveSynonym(word, means);
      if (entry && entry.word !== saved.word) await deleteSynonym(entry.word);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'search'] });
      toast.success(texts.saved(saved.word, saved.means));
      onDone();
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="mt-3 space-y-3">
      {failure && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          {failure}
        </p>
      )}
      <TextField
        id={`${id}-word`}
        label={texts.word}
        hint={texts.wordHint}
        autoComplete="off"
        autoCapitalize="none"
        value={word}
        onChange={(e) => setWord(e.target.value)}
      />
      <TextField
        id={`${id}-means`}
        label={texts.meansLabel}
        hint={texts.meansHint}
        autoComplete="off"
        autoCapitalize="none"
        value={means}
        onChange={(e) => setMeans(e.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={saving} className={smallButton('primary')}>
          {saving ? texts.saving : texts.saveWord}
        </button>
        <button type="button" onClick={onDone} className={smallButton('ghost')}>
          {texts.cancel}
        </button>
      </div>
    </form>
  );
}

function SynonymRow({ entry, canEdit }: { entry: SearchSynonym; canEdit: boolean }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const remove = async () => {
    if (!window.confirm(texts.confirmRemove(entry.word))) return;
    setRemoving(true);
    try {
      await deleteSynonym(entry.word);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'search'] });
      toast.success(texts.removed(entry.word));
    } catch (error) {
      toast.error(errorText(error));
      setRemoving(false);
    }
  };
  return (
    <li className="rounded-xl border border-line bg-ivory-50 p-4">
      <p className="text-ink">
        <span className="font-semibold">{entry.word}</span>
        <span className="text-muted">{texts.means}</span>
        <span className="font-semibold">{entry.means}</span>
      </p>
      {canEdit && !editing && (
        <div className="mt-3 flex flex-wrap gap-2">
          <button
            type="button"
            onClick={() => setEditing(true)}
            aria-label={texts.editLabel(entry.word)}
            className={smallButton('outline')}
          >
            {texts.edit}
          </button>
          <button
            type="button"
            disabled={removing}
            onClick={() => void remove()}
            aria-label={texts.removeLabel(entry.word)}
            className={smallButton('ghost')}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            {texts.remove}
          </button>
        </div>
      )}
      {editing && <SynonymForm entry={entry} onDone={() => setEditing(false)} />}
    </li>
  );
}

function SynonymsCard() {
  const { isOwner } = useAdminSession();
  const words = useQuery(synonymsQuery());
  const [adding, setAdding] = useState(false);
  return (
    <Card
      title={texts.wordsTitle}
      className="mb-5"
      actions={
        isOwner &&
        !adding && (
          <button type="button" onClick={() => setAdding(true)} className={smallButton('primary')}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            {texts.addWord}
          </button>
        )
      }
    >
      <p className="mb-3 text-sm text-muted">
        {texts.wordsLead}
        {!isOwner && texts.ownerOnly}
      </p>
      {adding && <SynonymForm entry={null} onDone={() => setAdding(false)} />}
      {words.isPending ? (
        <Loading label={texts.loadingWords} />
      ) : words.isError ? (
        <ErrorNotice error={words.error} onReload={() => void words.refetch()} />
      ) : words.data.synonyms.length === 0 ? (
        <div className="mt-3">
          <EmptyState>{texts.noWords}</EmptyState>
        </div>
      ) : (
        <ul aria-label={texts.wordsLabel} className="mt-3 grid grid-cols-1 gap-3 lg:grid-cols-2">
          {words.data.synonyms.map((entry) => (
            <SynonymRow key={entry.word} entry={entry} canEdit={isOwner} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function TallyList({
  label,
  rows,
  count,
  empty,
}: {
  label: string;
  rows: { query: string; searches: number; empty: number }[];
  count: (row: { searches: number; empty: number }) => string;
  empty: string;
}) {
  return (
    <div className="mt-4">
      <h3 className="mb-2 font-semibold text-ink">{label}</h3>
      {rows.length === 0 ? (
        <EmptyState>{empty}</EmptyState>
      ) : (
        <ol aria-label={label} className="divide-y divide-line rounded-xl border border-line">
          {rows.map((row) => (
            <li key={row.query} className="flex items-baseline justify-between gap-3 px-4 py-3">
              <span className="min-w-0 break-words text-ink">{row.query}</span>
              <span className="shrink-0 text-sm text-muted">{count(row)}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

const times = texts.times;

function ReportCard() {
  const [days, setDays] = useState<7 | 30>(7);
  const report = useQuery(searchReportQuery(days));
  return (
    <Card title={texts.reportTitle}>
      <TabRow
        label={texts.periodLabel}
        tabs={[
          { value: '7', label: texts.last7 },
          { value: '30', label: texts.last30 },
        ]}
        current={String(days)}
        onSelect={(value) => setDays(value === '30' ? 30 : 7)}
      />
      {report.isPending ? (
        <Loading label={texts.loadingReport} />
      ) : report.isError ? (
        <ErrorNotice error={report.error} onReload={() => void report.refetch()} />
      ) : (
        <>
          <p className="text-sm text-muted">{texts.reportSince(formatDay(report.data.since))}</p>
          <TallyList
            label={texts.mostSearched}
            rows={report.data.top}
            count={(r) =>
              r.empty > 0 ? texts.timesAndEmpty(times(r.searches), r.empty) : times(r.searches)
            }
            empty={texts.noSearches}
          />
          <TallyList
            label={texts.foundNothing}
            rows={report.data.empty}
            count={(r) => times(r.empty)}
            empty={texts.allFound}
          />
        </>
      )}
    </Card>
  );
}

/** The shop's own search words and the search report (docs/search.md). */
export default function SearchPage() {
  return (
    <>
      <AdminTitle title={texts.title} />
      <SynonymsCard />
      <ReportCard />
    </>
  );
}
