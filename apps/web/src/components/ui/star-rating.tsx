import { tf } from '../../lib/i18n';

/**
 * Stars for an average of 1 to 5 (issue 33): five characters filled to the nearest half by a
 * clipped overlay, read out as one sentence. Text, not icons, to keep the first page light.
 */
export function StarRating({
  average,
  count,
  className,
}: {
  average: number;
  count?: number;
  className?: string;
}) {
  const filled = `${Math.round(Math.min(5, Math.max(0, average)) * 2) * 10}%`;
  return (
    <span className={`inline-flex items-center gap-1 text-xs text-muted ${className ?? ''}`}>
      <span className="relative whitespace-nowrap leading-none tracking-[0.1em]" aria-hidden="true">
        <span className="text-line">★★★★★</span>
        <span className="absolute inset-0 overflow-hidden text-gold-700" style={{ width: filled }}>
          ★★★★★
        </span>
      </span>
      <span className="sr-only">
        {count !== undefined
          ? tf('Rated {average} out of 5 by {count} buyers', { average, count })
          : tf('Rated {average} out of 5', { average })}
      </span>
      {count !== undefined && <span aria-hidden="true">({count})</span>}
    </span>
  );
}
