import type { QuoteResponse } from '@store/contract';
import { COUPON_CODE_MESSAGE, COUPON_CODE_PATTERN } from '@store/contract/rules';
import { Tag, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { buttonClass } from '../../../components/ui/button-styles';
import { formatRupees } from '../../../lib/money';
import { t, tf, tx } from '../../../lib/i18n';

/**
 * The cart's offer-code field (docs/offers.md): the code is applied by asking the server for a
 * quote; what it says (the saving, or why the code does not apply) is read out politely.
 */
export function OfferCodeField({
  code,
  onApply,
  coupon,
  checking,
}: {
  code: string;
  onApply: (code: string) => void;
  coupon: QuoteResponse['coupon'] | undefined;
  checking: boolean;
}) {
  const [draft, setDraft] = useState(code);
  // A code no store could have (a space, an emoji) is refused here: the server would refuse the
  // whole quote, and the cart would show no price at all.
  const [malformed, setMalformed] = useState(false);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const typed = draft.trim().toUpperCase();
    setMalformed(!COUPON_CODE_PATTERN.test(typed));
    if (COUPON_CODE_PATTERN.test(typed)) onApply(typed);
  };
  const status = code && coupon && coupon.code === code ? coupon : null;
  const problem = malformed
    ? COUPON_CODE_MESSAGE
    : status?.status === 'rejected'
      ? status.message
      : '';
  return (
    <div className="mt-5 border-t border-line pt-4">
      {code && status?.status === 'applied' ? (
        <div className="flex items-center justify-between gap-3 rounded-lg bg-emerald-50 px-3 py-2 text-sm">
          <p className="flex min-w-0 items-center gap-2 text-emerald-900">
            <Tag className="h-4 w-4 shrink-0" aria-hidden="true" />
            <span>
              {tx('{code} applied: you save {amount}', {
                code: <strong>{code}</strong>,
                amount: formatRupees(status.discount),
              })}
            </span>
          </p>
          <button
            type="button"
            onClick={() => {
              setDraft('');
              onApply('');
            }}
            className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-emerald-900 hover:bg-emerald-100"
          >
            <X className="h-4 w-4" aria-hidden="true" />
            <span className="sr-only">{tf('Remove the code {code}', { code })}</span>
          </button>
        </div>
      ) : (
        <form onSubmit={apply} noValidate>
          <label htmlFor="offer-code" className="text-sm font-medium text-ink">
            {t('Offer code')}
          </label>
          <div className="mt-1.5 flex gap-2">
            <input
              id="offer-code"
              name="offerCode"
              value={draft}
              onChange={(e) => {
                setDraft(e.target.value);
                setMalformed(false);
              }}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              maxLength={32}
              aria-describedby={problem ? 'offer-code-status' : undefined}
              aria-invalid={problem ? true : undefined}
              className="h-11 w-0 min-w-0 flex-1 rounded-lg border border-line bg-white px-3 text-base uppercase text-ink focus:outline-none focus:ring-2 focus:ring-maroon-700"
            />
            <button
              type="submit"
              disabled={checking || draft.trim() === ''}
              className={buttonClass('outline', 'md', 'shrink-0')}
            >
              {t(checking ? 'Checking...' : 'Apply')}
            </button>
          </div>
        </form>
      )}
      <p id="offer-code-status" role="status" className="mt-2 text-sm text-red-800">
        {problem}
      </p>
    </div>
  );
}
