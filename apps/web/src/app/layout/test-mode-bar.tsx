import { useState } from 'react';
import { storeInfo } from '@store/contract';
import { useStoreInfo } from '../../features/content';
import { cn } from '../../lib/cn';
import { peekFirstAnswer } from '../../lib/first-answers';
import { msgid, t } from '../../lib/i18n';

export const TEST_MODE_TEXT = msgid('Test mode: no real payments');

/** What the served page said, so the first paint already has the bar (docs/decisions/007). */
function carriedTestMode(): boolean {
  const answer = peekFirstAnswer('/storeInfo', import.meta.env.DEV ? storeInfo : undefined);
  return answer?.testMode === true;
}

/**
 * Tells every shopper that the store takes only simulated payments (the sandbox gateway, the
 * demo UPI VPA; docs/payments.md, "Test mode"). It is fixed to the bottom of the screen, above
 * the phone's bottom bar, so it never moves the page; its spacer sits after the footer, where
 * it moves nothing either, even when the store info arrives after the first paint.
 */
export function TestModeBar({ aboveBottomBar = false }: { aboveBottomBar?: boolean }) {
  const { info } = useStoreInfo();
  const [carried] = useState(carriedTestMode);
  if (!info.testMode && !carried) return null;
  return (
    <>
      <div aria-hidden="true" className="h-8" />
      <aside
        aria-label={t('Test mode')}
        className={cn(
          'fixed inset-x-0 z-30 flex min-h-8 items-center justify-center bg-gold-300 px-4 py-1 text-center text-sm font-semibold text-maroon-900 shadow-[0_-1px_6px_rgba(63,17,26,0.15)]',
          aboveBottomBar
            ? 'bottom-[calc(4rem+env(safe-area-inset-bottom))] md:bottom-0'
            : 'bottom-0',
        )}
      >
        <p>{t(TEST_MODE_TEXT)}</p>
      </aside>
    </>
  );
}
