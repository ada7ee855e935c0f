import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SizeChart } from '@store/contract';
import { useId, useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles';
import { inputClass, labelClass } from '../../../components/ui/form-field';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { AdminTitle, Card, ErrorNotice, Loading } from '../../components/admin-ui';
import { errorText } from '../../lib/admin-api';
import { deleteSizeChart, saveSizeChart, sizeChartsQuery } from './api/size-charts-api';
import { bodyOf, ChartEditor, draftOf, type ChartDraft } from './chart-editor';
import { adminTexts } from '../../admin-texts';

const texts = adminTexts.sizeCharts;

type Key = { productType: string; gender: '' | 'Men' | 'Women' | 'Unisex'; productId: string };

const nameOf = (c: SizeChart) =>
  c.productId !== null ? texts.ofProduct(c.productId) : texts.ofType(c.productType, c.gender);

/** The genders a chart can be for: the contract's values, shown as they are sent. */
const GENDERS = ['Men', 'Women', 'Unisex'] as const;

const BLANK: ChartDraft = {
  title: '',
  titleHi: '',
  kind: 'garment',
  columns: [{ label: texts.firstColumn, kind: 'inches' }],
  rows: [{ size: 'M', cells: [''] }],
  howToMeasure: '',
  howToMeasureHi: '',
};

function KeyFields({ value, onChange }: { value: Key; onChange: (k: Key) => void }) {
  const id = useId();
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <div>
        <label htmlFor={`${id}-type`} className={labelClass}>
          {texts.productType}
        </label>
        <input
          id={`${id}-type`}
          value={value.productType}
          placeholder={texts.productTypePlaceholder}
          onChange={(e) => onChange({ ...value, productType: e.target.value, productId: '' })}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor={`${id}-gender`} className={labelClass}>
          {texts.gender}
        </label>
        <select
          id={`${id}-gender`}
          value={value.gender}
          onChange={(e) => onChange({ ...value, gender: e.target.value as Key['gender'] })}
          className={inputClass}
        >
          <option value="">{texts.everyGender}</option>
          {GENDERS.map((gender) => (
            <option key={gender} value={gender}>
              {gender}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-product`} className={labelClass}>
          {texts.oneProduct}
        </label>
        <input
          id={`${id}-product`}
          inputMode="numeric"
          value={value.productId}
          onChange={(e) => onChange({ ...value, productId: e.target.value, productType: '' })}
          className={inputClass}
        />
      </div>
    </div>
  );
}

/** The size charts (issue 33): one per product type (and gender) or per product. */
export default function SizeChartsPage() {
  const queryClient = useQueryClient();
  const charts = useQuery(sizeChartsQuery);
  const [chosen, setChosen] = useState<number | 'new' | null>(null);
  const [key, setKey] = useState<Key>({ productType: '', gender: '', productId: '' });
  const [draft, setDraft] = useState<ChartDraft>(BLANK);
  const open = (c: SizeChart | 'new') => {
    setChosen(c === 'new' ? 'new' : c.id);
    setKey(
      c === 'new'
        ? { productType: '', gender: '', productId: '' }
        : {
            productType: c.productType ?? '',
            gender: (c.gender ?? '') as Key['gender'],
            productId: c.productId ? String(c.productId) : '',
          },
    );
    setDraft(c === 'new' ? BLANK : draftOf(c.chart));
  };
  const done = () => void queryClient.invalidateQueries({ queryKey: ['admin', 'size-charts'] });
  const save = useMutation({
    mutationFn: () =>
      saveSizeChart({
        productType: key.productId ? null : key.productType.trim(),
        gender: key.productId || !key.gender ? null : key.gender,
        productId: key.productId ? Number(key.productId) : null,
        chart: bodyOf(draft),
      }),
    onSuccess: (saved) => {
      toast.success(texts.saved);
      setChosen(saved.id);
      done();
    },
    onError: (error) => toast.error(texts.notSaved, { description: errorText(error) }),
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteSizeChart(id),
    onSuccess: () => {
      toast.success(texts.removed);
      setChosen(null);
      done();
    },
    onError: (error) => toast.error(texts.notRemoved, { description: errorText(error) }),
  });
  return (
    <>
      <AdminTitle
        title={texts.title}
        actions={
          <button
            type="button"
            className={buttonClass('outline', 'md')}
            onClick={() => open('new')}
          >
            {texts.newChart}
          </button>
        }
      />
      {charts.isPending && <Loading label={texts.loading} />}
      {charts.isError && <ErrorNotice error={charts.error} />}
      {charts.data && (
        <ul className="mb-5 flex flex-wrap gap-2" aria-label={texts.listLabel}>
          {charts.data.data.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                aria-pressed={chosen === c.id}
                onClick={() => open(c)}
                className={cn(
                  'min-h-11 rounded-full border px-4 text-sm',
                  chosen === c.id ? 'border-maroon-700 bg-maroon-700 text-ivory-50' : 'border-line',
                )}
              >
                {nameOf(c)}
              </button>
            </li>
          ))}
        </ul>
      )}
      {chosen !== null && (
        <Card title={chosen === 'new' ? texts.newChart : texts.editChart}>
          <form
            className="space-y-5"
            onSubmit={(e) => {
              e.preventDefault();
              save.mutate();
            }}
          >
            <KeyFields value={key} onChange={setKey} />
            <ChartEditor draft={draft} onChange={setDraft} />
            <div className="flex flex-wrap gap-2">
              <button
                type="submit"
                className={buttonClass('primary', 'md')}
                disabled={save.isPending}
              >
                {texts.save}
              </button>
              {typeof chosen === 'number' && (
                <button
                  type="button"
                  className={buttonClass('outline', 'md')}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(chosen)}
                >
                  {texts.remove}
                </button>
              )}
            </div>
          </form>
        </Card>
      )}
    </>
  );
}
