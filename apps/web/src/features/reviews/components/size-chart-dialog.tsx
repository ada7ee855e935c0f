import type { SizeChart } from '@store/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { sizeChartQuery } from '../api/reviews-api';
import { Sheet } from './sheet';
import { language, msgid, sizeIn, t, tf } from '../../../lib/i18n';

type Unit = 'in' | 'cm';

/** The chart's name in the page's language: the owner's Hindi where she gave it (docs/decisions/032). */
const chartTitle = (chart: SizeChart['chart']) =>
  (language() === 'hi' && chart.titleHi) || chart.title;

/** The owner's "how to measure" note in the page's language, the English where no Hindi. */
const howToMeasure = (chart: SizeChart['chart']) =>
  (language() === 'hi' && chart.howToMeasureHi) || chart.howToMeasure;

/** The measurements the demo charts and most owners use, in Hindi on Hindi pages. */
export const MEASUREMENTS = [
  msgid('Chest'),
  msgid('Bust'),
  msgid('Waist'),
  msgid('Hip'),
  msgid('Shoulder'),
  msgid('Length'),
  msgid('Sleeve'),
  msgid('Width'),
  msgid('Foot length'),
  msgid('Indian'),
];

/** Inches as kept, or centimetres to the nearest half. */
const shown = (inches: number, unit: Unit) =>
  unit === 'in' ? String(inches) : String(Math.round(inches * 2.54 * 2) / 2);

function ChartTable({ chart, unit }: { chart: SizeChart['chart']; unit: Unit }) {
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={chartTitle(chart)}>
      <table className="w-full min-w-max border-collapse text-sm">
        <caption className="sr-only">
          {tf(
            chart.kind === 'body'
              ? '{title}, body measurements in {unit}'
              : '{title}, garment measurements in {unit}',
            { title: chartTitle(chart), unit: t(unit === 'in' ? 'inches' : 'centimetres') },
          )}
        </caption>
        <thead>
          <tr className="border-b border-line text-left">
            <th scope="col" className="py-2 pr-4 font-semibold">
              {t('Size')}
            </th>
            {chart.columns.map((c) => (
              <th key={c.label} scope="col" className="py-2 pr-4 font-semibold">
                {t(c.label)}
                {c.kind === 'inches' && (
                  <span className="font-normal text-muted">
                    {' '}
                    ({t(unit === 'in' ? 'in' : 'cm')})
                  </span>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {chart.rows.map((row) => (
            <tr key={row.size} className="border-b border-line/60">
              <th scope="row" className="py-2 pr-4 text-left font-semibold">
                {sizeIn(row.size)}
              </th>
              {row.cells.map((cell, i) => (
                <td key={i} className="py-2 pr-4">
                  {typeof cell === 'number' ? shown(cell, unit) : sizeIn(cell)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The product's size chart in a sheet, in inches or centimetres, with how to measure. */
export default function SizeChartDialog({
  productId,
  onClose,
}: {
  productId: number;
  onClose: () => void;
}) {
  const chart = useQuery(sizeChartQuery(productId));
  const [unit, setUnit] = useState<Unit>('in');
  const data = chart.data;
  return (
    <Sheet title={t('Size chart')} onClose={onClose}>
      {chart.isPending && <Spinner />}
      {chart.isError && (
        <p role="alert">{t('The size chart could not be loaded. Please try again.')}</p>
      )}
      {chart.isSuccess && !data && <p>{t('This piece has no size chart yet.')}</p>}
      {data && (
        <>
          <p className="text-sm text-muted">
            {chartTitle(data.chart)}:{' '}
            {t(
              data.chart.kind === 'body'
                ? 'body measurements (measure yourself)'
                : 'garment measurements (the piece laid flat)',
            )}
          </p>
          {data.chart.columns.some((c) => c.kind === 'inches') && (
            <div
              className="mt-3 inline-flex rounded-full border border-line"
              role="group"
              aria-label={t('Units')}
            >
              {(['in', 'cm'] as const).map((u) => (
                <button
                  key={u}
                  type="button"
                  aria-pressed={unit === u}
                  onClick={() => setUnit(u)}
                  className={cn(
                    'h-11 min-w-16 rounded-full px-4 text-sm font-medium',
                    unit === u ? 'bg-maroon-700 text-ivory-50' : 'text-ink',
                  )}
                >
                  {t(u === 'in' ? 'Inches' : 'cm')}
                </button>
              ))}
            </div>
          )}
          <div className="mt-4">
            <ChartTable chart={data.chart} unit={unit} />
          </div>
          {howToMeasure(data.chart) && (
            <>
              <h3 className="mt-5 text-base font-semibold text-ink">{t('How to measure')}</h3>
              <p className="mt-1 whitespace-pre-line text-sm leading-relaxed text-ink/90">
                {howToMeasure(data.chart)}
              </p>
            </>
          )}
        </>
      )}
    </Sheet>
  );
}
