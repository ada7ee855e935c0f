import { lazy, Suspense, useState } from 'react';
import { t } from '../../../lib/i18n';

// The sheets load only when asked for: the product page is a first page (its JavaScript budget).
const SizeChartDialog = lazy(() => import('./size-chart-dialog'));
const NotifyMeDialog = lazy(() => import('./notify-me-dialog'));

const linkClass =
  'inline-flex min-h-11 items-center text-sm font-medium text-maroon-700 underline underline-offset-4 hover:text-maroon-800';

/**
 * Beside the size picker (issue 33): "Size chart", and "Notify me" when a size (or the whole
 * piece) is sold out in the colour chosen (docs/decisions/033-colour-variants.md).
 */
export function SizeTools({
  productId,
  hasSizes,
  colour,
  soldOutSizes,
  soldOut,
}: {
  productId: number;
  hasSizes: boolean;
  /** The colour chosen on the page; the sign-up waits for it. */
  colour: string | undefined;
  /** The sizes sold out in that colour. */
  soldOutSizes: string[];
  soldOut: boolean;
}) {
  const [open, setOpen] = useState<'chart' | 'notify' | null>(null);
  const close = () => setOpen(null);
  return (
    <div className="mt-2 flex flex-wrap gap-x-5">
      {hasSizes && (
        <button type="button" className={linkClass} onClick={() => setOpen('chart')}>
          {t('Size chart')}
        </button>
      )}
      {(soldOut || soldOutSizes.length > 0) && (
        <button type="button" className={linkClass} onClick={() => setOpen('notify')}>
          {t('Notify me')}
        </button>
      )}
      <Suspense fallback={null}>
        {open === 'chart' && <SizeChartDialog productId={productId} onClose={close} />}
        {open === 'notify' && (
          <NotifyMeDialog
            productId={productId}
            colour={colour}
            soldOutSizes={soldOutSizes}
            onClose={close}
          />
        )}
      </Suspense>
    </div>
  );
}
