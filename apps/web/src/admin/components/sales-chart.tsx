import { formatRupees } from '../../lib/money';
import { adminTexts } from '../admin-texts';

export interface SalesDay {
  /** YYYY-MM-DD */
  date: string;
  /** Rupees. */
  amount: number;
}

const WIDTH = 320;
const HEIGHT = 120;
const PAD_BOTTOM = 18;

/**
 * Sales per day as bars, drawn as inline SVG: a chart library would weigh more than the whole
 * Today screen. The numbers are also in a visually hidden table, so a screen reader gets the
 * figures rather than a picture.
 */
export function SalesChart({ days }: { days: SalesDay[] }) {
  const max = Math.max(1, ...days.map((d) => d.amount));
  const slot = days.length > 0 ? WIDTH / days.length : WIDTH;
  const bar = Math.max(2, slot * 0.7);
  const plot = HEIGHT - PAD_BOTTOM;
  const label = (date: string) => date.slice(8, 10);
  const every = Math.ceil(days.length / 8);
  const none = days.every((d) => d.amount === 0);
  return (
    <figure>
      {none && (
        <figcaption className="mb-1 text-sm text-muted">
          {adminTexts.salesChart.none(days.length)}
        </figcaption>
      )}
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full max-w-xl"
        role="img"
        aria-label={adminTexts.salesChart.label(days.length, formatRupees(max))}
      >
        <line x1="0" y1={plot} x2={WIDTH} y2={plot} stroke="#e4d7c3" strokeWidth="1" />
        {days.map((day, index) => {
          const h = (day.amount / max) * (plot - 4);
          const x = index * slot + (slot - bar) / 2;
          return (
            <g key={day.date}>
              <rect x={x} y={plot - h} width={bar} height={h} rx="1.5" fill="#6b1d2a">
                <title>{`${day.date}: ${formatRupees(day.amount)}`}</title>
              </rect>
              {index % every === 0 && (
                <text
                  x={x + bar / 2}
                  y={HEIGHT - 4}
                  textAnchor="middle"
                  fontSize="9"
                  fill="#655552"
                >
                  {label(day.date)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <table className="sr-only">
        <caption>{adminTexts.salesChart.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{adminTexts.salesChart.day}</th>
            <th scope="col">{adminTexts.salesChart.sales}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <td>{day.date}</td>
              <td>{formatRupees(day.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
