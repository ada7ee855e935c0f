import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles';
import { cn } from '../../../lib/cn';
import type { RefineFacets } from '../api/get-products';
import { REFINE_KEYS, type ListingParams } from '../listing-params';
import { ListingForm } from './listing-form';
import { nameIn, sizeIn, t } from '../../../lib/i18n';

const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

function bandLabel(b: { min: number; max: number | null }): string {
  if (b.max === null) return `${rupees(b.min)} and above`;
  if (b.min === 0) return `Under ${rupees(b.max + 1)}`;
  return `${rupees(b.min)} to ${rupees(b.max)}`;
}

function Choices({
  legend,
  name,
  options,
  chosen,
  onToggle,
  show = (value) => value,
}: {
  legend: string;
  name: string;
  options: { value: string; count: number }[];
  chosen: readonly string[];
  onToggle: (name: string, value: string) => void;
  /** A value as the page shows it (its Hindi name on Hindi pages); the value itself is sent. */
  show?: (value: string) => string;
}) {
  // A chosen value stays listed even when the other filters leave none of it.
  const shown = [
    ...options,
    ...chosen
      .filter((c) => !options.some((o) => o.value === c))
      .map((value) => ({ value, count: 0 })),
  ];
  if (shown.length === 0) return null;
  return (
    <fieldset className="border-t border-line py-4">
      <legend className="float-left mb-2 w-full text-sm font-semibold text-ink">{legend}</legend>
      <ul className="clear-both flex flex-wrap gap-2">
        {shown.map((o) => {
          const on = chosen.includes(o.value);
          return (
            <li key={o.value}>
              <label
                className={cn(
                  'flex min-h-10 cursor-pointer items-center gap-2 rounded-full border px-3 text-sm',
                  on
                    ? 'border-maroon-700 bg-maroon-50 text-ink'
                    : 'border-line bg-ivory-50 text-ink',
                )}
              >
                <input
                  type="checkbox"
                  name={name}
                  value={o.value}
                  checked={on}
                  onChange={() => onToggle(name, o.value)}
                  className="h-4 w-4 accent-maroon-700"
                />
                <span>
                  {show(o.value)} <span className="text-muted">({o.count})</span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/**
 * The listing's narrowing filters with their counts (size, colour, price, fabric): a sheet that
 * opens from a 'Filters' button on phones, a side panel from 1024 px. A GET form, so it works
 * before the script has arrived and every choice lands in the shareable address.
 */
/** The price bands as radio buttons; a band with nothing in it is off unless it is the chosen one. */
function PriceChoices({
  bands,
  chosen,
  onPrice,
}: {
  bands: RefineFacets['priceBands'];
  chosen: RefineFacets['priceBands'][number] | undefined;
  onPrice: (band: { min: number; max: number | null }) => void;
}) {
  if (!bands.some((b) => b.count > 0)) return null;
  return (
    <fieldset className="border-t border-line py-4">
      <legend className="float-left mb-2 w-full text-sm font-semibold text-ink">
        {t('Price')}
      </legend>
      <ul className="clear-both flex flex-col gap-2">
        {bands.map((b) => {
          const on = chosen === b;
          return (
            <li key={b.min}>
              <label className="flex min-h-10 cursor-pointer items-center gap-2 text-sm text-ink">
                <input
                  type="radio"
                  name="price"
                  value={`${b.min}-${b.max ?? ''}`}
                  checked={on}
                  disabled={b.count === 0 && !on}
                  onChange={() => onPrice(b)}
                  className="h-4 w-4 accent-maroon-700"
                />
                {bandLabel(b)} <span className="text-muted">({b.count})</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/** Past the server's bound the counts come from a sample of the matches: they say so. */
function SampledNote() {
  return (
    <p className="px-4 pt-3 text-xs text-muted lg:pt-1">
      {t('Counts are approximate: there are too many pieces to count each one.')}
    </p>
  );
}

export function RefinePanel({
  facets,
  listing,
  params,
  onToggle,
  onPrice,
  onClear,
}: {
  facets: RefineFacets;
  listing: ListingParams;
  params: URLSearchParams;
  onToggle: (name: string, value: string) => void;
  onPrice: (band: { min: number; max: number | null } | null) => void;
  onClear: () => void;
}) {
  const [open, setOpen] = useState(false);
  const chosenBand = facets.priceBands.find(
    (b) => b.min === (listing.minPrice ?? 0) && b.max === (listing.maxPrice ?? null),
  );
  const chosenCount =
    listing.size.length +
    listing.color.length +
    listing.fabric.length +
    (listing.minPrice !== undefined || listing.maxPrice !== undefined ? 1 : 0);
  return (
    <section aria-label={t('Filters')} className="mb-6 lg:mb-0">
      <noscript>
        {/* Without the script the button cannot open the sheet: the filters show in place. */}
        <style>
          {'#listing-refine{display:block}[aria-controls="listing-refine"]{display:none}'}
        </style>
      </noscript>
      <button
        type="button"
        aria-expanded={open}
        aria-controls="listing-refine"
        onClick={() => setOpen(!open)}
        className={cn(buttonClass('outline', 'md'), 'w-full justify-center lg:hidden')}
      >
        <SlidersHorizontal className="h-4 w-4" aria-hidden="true" />
        {t('Filters')}
        {chosenCount > 0 ? ` (${chosenCount})` : ''}
      </button>
      <div
        id="listing-refine"
        className={cn(
          open ? 'block' : 'hidden',
          'mt-3 rounded-xl border border-line bg-ivory-50 lg:mt-0 lg:block',
        )}
      >
        <h2 className="hidden px-4 pt-4 font-semibold text-ink lg:block">{t('Filters')}</h2>
        {facets.sampled && <SampledNote />}
        <ListingForm params={params} omit={[...REFINE_KEYS, 'price']} className="px-4 pb-4">
          <Choices
            legend={t('Size')}
            name="size"
            show={sizeIn}
            options={facets.sizes}
            chosen={listing.size}
            onToggle={onToggle}
          />
          <Choices
            legend={t('Colour')}
            name="color"
            show={(value) => nameIn(facets.names, value)}
            options={facets.colors}
            chosen={listing.color}
            onToggle={onToggle}
          />
          <PriceChoices bands={facets.priceBands} chosen={chosenBand} onPrice={onPrice} />
          <Choices
            legend={t('Fabric')}
            name="fabric"
            show={(value) => nameIn(facets.names, value)}
            options={facets.fabrics}
            chosen={listing.fabric}
            onToggle={onToggle}
          />
          <div className="flex gap-3 border-t border-line pt-4">
            <noscript>
              <button type="submit" className={buttonClass('primary', 'md')}>
                {t('Apply')}
              </button>
            </noscript>
            {listing.refined && (
              <button type="button" onClick={onClear} className={buttonClass('outline', 'md')}>
                {t('Clear Filters')}
              </button>
            )}
          </div>
        </ListingForm>
      </div>
    </section>
  );
}
