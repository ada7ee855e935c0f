// The offer code the shopper applied in the cart, kept for this tab (sessionStorage) so that
// checkout sends it with the order. The server checks it every time (docs/offers.md).
import { COUPON_CODE_PATTERN } from '@store/contract/rules';
import { useSyncExternalStore } from 'react';

export const OFFER_CODE_STORAGE_KEY = 'offer-code';
const listeners = new Set<() => void>();

function read(): string {
  try {
    const code = window.sessionStorage.getItem(OFFER_CODE_STORAGE_KEY) ?? '';
    // One the server would refuse outright would stop the cart being priced at all.
    return COUPON_CODE_PATTERN.test(code) ? code : '';
  } catch {
    return '';
  }
}

export function setOfferCode(code: string): void {
  try {
    if (code) window.sessionStorage.setItem(OFFER_CODE_STORAGE_KEY, code);
    else window.sessionStorage.removeItem(OFFER_CODE_STORAGE_KEY);
  } catch {
    // Storage unavailable: the code lives as long as this page.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The applied code ('' for none), and the way to change it. */
export function useOfferCode(): [string, (code: string) => void] {
  const code = useSyncExternalStore(subscribe, read, () => '');
  return [code, setOfferCode];
}
