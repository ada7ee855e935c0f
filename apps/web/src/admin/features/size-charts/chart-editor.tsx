import type { SizeChartBody } from '@store/contract';
import { useId } from 'react';
import { inputClass, labelClass } from '../../../components/ui/form-field';
import { adminTexts } from '../../admin-texts';

const texts = adminTexts.chartEditor;

/** The chart as the form holds it: every cell as typed, numbers read when saving. */
export interface ChartDraft {
  title: string;
  /** The Hindi title: blank for none (the English one then shows on Hindi pages). */
  titleHi: string;
  kind: 'body' | 'garment';
  columns: { label: string; kind: 'inches' | 'text' }[];
  rows: { size: string; cells: string[] }[];
  howToMeasure: string;
  /** The note in Hindi: blank for none (the English one then shows on Hindi pages). */
  howToMeasureHi: string;
}

export const draftOf = (chart: SizeChartBody): ChartDraft => ({
  ...chart,
  titleHi: chart.titleHi ?? '',
  howToMeasureHi: chart.howToMeasureHi ?? '',
  rows: chart.rows.map((r) => ({ size: r.size, cells: r.cells.map(String) })),
});

export const bodyOf = ({ titleHi, howToMeasureHi, ...draft }: ChartDraft): SizeChartBody => ({
  ...draft,
  ...(titleHi.trim() ? { titleHi: titleHi.trim() } : {}),
  ...(howToMeasureHi.trim() ? { howToMeasureHi: howToMeasureHi.trim() } : {}),
  rows: draft.rows.map((r) => ({
    size: r.size,
    cells: r.cells.map((cell, i) =>
      draft.columns[i]?.kind === 'inches' && cell.trim() !== '' && Number.isFinite(Number(cell))
        ? Number(cell)
        : cell,
    ),
  })),
});

const small = 'min-h-11 rounded-full border border-line px-3 text-sm font-medium text-maroon-700';

type Set = (patch: Partial<ChartDraft>) => void;

function ColumnFields({ draft, set }: { draft: ChartDraft; set: Set }) {
  return (
    <fieldset className="space-y-2">
      <legend className={labelClass}>{texts.columns}</legend>
      {draft.columns.map((col, c) => (
        <div key={c} className="flex flex-wrap gap-2">
          <input
            aria-label={texts.columnName(c + 1)}
            value={col.label}
            onChange={(e) =>
              set({
                columns: draft.columns.map((x, i) =>
                  i === c ? { ...x, label: e.target.value } : x,
                ),
              })
            }
            className={`${inputClass} grow basis-32`}
          />
          <select
            aria-label={texts.columnKind(c + 1)}
            value={col.kind}
            onChange={(e) =>
              set({
                columns: draft.columns.map((x, i) =>
                  i === c ? { ...x, kind: e.target.value as 'inches' | 'text' } : x,
                ),
              })
            }
            className={`${inputClass} w-32`}
          >
            <option value="inches">{texts.columnKinds.inches}</option>
            <option value="text">{texts.columnKinds.text}</option>
          </select>
          <button
            type="button"
            className={small}
            onClick={() =>
              set({
                columns: draft.columns.filter((_, i) => i !== c),
                rows: draft.rows.map((r) => ({ ...r, cells: r.cells.filter((_, i) => i !== c) })),
              })
            }
          >
            {texts.removeColumn(c + 1)}
          </button>
        </div>
      ))}
      <button
        type="button"
        className={small}
        onClick={() =>
          set({
            columns: [...draft.columns, { label: '', kind: 'inches' }],
            rows: draft.rows.map((r) => ({ ...r, cells: [...r.cells, ''] })),
          })
        }
      >
        {texts.addColumn}
      </button>
    </fieldset>
  );
}

function SizeRows({ draft, set }: { draft: ChartDraft; set: Set }) {
  const setCell = (r: number, c: number, value: string) =>
    set({
      rows: draft.rows.map((row, i) =>
        i === r ? { ...row, cells: row.cells.map((v, j) => (j === c ? value : v)) } : row,
      ),
    });
  return (
    <fieldset className="space-y-3">
      <legend className={labelClass}>{texts.sizes}</legend>
      {draft.rows.map((row, r) => (
        <div key={r} className="rounded-lg border border-line p-3">
          <div className="flex flex-wrap items-end gap-2">
            <input
              aria-label={texts.size(r + 1)}
              value={row.size}
              onChange={(e) =>
                set({
                  rows: draft.rows.map((x, i) => (i === r ? { ...x, size: e.target.value } : x)),
                })
              }
              className={`${inputClass} w-24`}
            />
            <button
              type="button"
              className={small}
              onClick={() => set({ rows: draft.rows.filter((_, i) => i !== r) })}
            >
              {texts.removeSize(row.size || r + 1)}
            </button>
          </div>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
            {draft.columns.map((col, c) => (
              <input
                key={c}
                aria-label={texts.cell(col.label, c + 1, row.size || r + 1)}
                placeholder={col.label}
                inputMode={col.kind === 'inches' ? 'decimal' : 'text'}
                value={row.cells[c] ?? ''}
                onChange={(e) => setCell(r, c, e.target.value)}
                className={inputClass}
              />
            ))}
          </div>
        </div>
      ))}
      <button
        type="button"
        className={small}
        onClick={() =>
          set({ rows: [...draft.rows, { size: '', cells: draft.columns.map(() => '') }] })
        }
      >
        {texts.addSize}
      </button>
    </fieldset>
  );
}

/** Title, kind, columns, one row per size and the "how to measure" notes; 360 px first. */
export function ChartEditor({
  draft,
  onChange,
}: {
  draft: ChartDraft;
  onChange: (next: ChartDraft) => void;
}) {
  const id = useId();
  const set = (patch: Partial<ChartDraft>) => onChange({ ...draft, ...patch });
  return (
    <div className="space-y-4">
      <div>
        <label htmlFor={`${id}-title`} className={labelClass}>
          {texts.title}
        </label>
        <input
          id={`${id}-title`}
          value={draft.title}
          onChange={(e) => set({ title: e.target.value })}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor={`${id}-title-hi`} className={labelClass}>
          {texts.titleHi}
        </label>
        <input
          id={`${id}-title-hi`}
          lang="hi"
          value={draft.titleHi}
          onChange={(e) => set({ titleHi: e.target.value })}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor={`${id}-kind`} className={labelClass}>
          {texts.measurementsOf}
        </label>
        <select
          id={`${id}-kind`}
          value={draft.kind}
          onChange={(e) => set({ kind: e.target.value as ChartDraft['kind'] })}
          className={inputClass}
        >
          <option value="garment">{texts.kinds.garment}</option>
          <option value="body">{texts.kinds.body}</option>
        </select>
      </div>
      <ColumnFields draft={draft} set={set} />
      <SizeRows draft={draft} set={set} />
      <div>
        <label htmlFor={`${id}-how`} className={labelClass}>
          {texts.howToMeasure}
        </label>
        <textarea
          id={`${id}-how`}
          rows={4}
          value={draft.howToMeasure}
          onChange={(e) => set({ howToMeasure: e.target.value })}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor={`${id}-how-hi`} className={labelClass}>
          {texts.howToMeasureHi}
        </label>
        <textarea
          id={`${id}-how-hi`}
          lang="hi"
          rows={4}
          value={draft.howToMeasureHi}
          onChange={(e) => set({ howToMeasureHi: e.target.value })}
          className={inputClass}
        />
      </div>
    </div>
  );
}
