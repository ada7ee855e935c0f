import { useEffect, useState } from 'react';
import type { SearchSuggestions } from '@store/contract';
import { getSuggestions } from '../api/get-suggestions';

/** Suggestions start after two characters and wait for a pause in typing. */
export const SUGGEST_DEBOUNCE_MS = 200;

export interface Suggestion {
  key: string;
  label: string;
  hint: string;
  href: string;
}

function toList(s: SearchSuggestions): Suggestion[] {
  return [
    ...s.categories.map((c) => ({
      key: `c:${c.q}`,
      label: c.label,
      hint: `${c.count} ${c.count === 1 ? 'piece' : 'pieces'}`,
      href: `/products?q=${encodeURIComponent(c.q)}`,
    })),
    ...s.products.map((p) => ({
      key: `p:${p.id}`,
      label: p.title,
      hint: `₹${p.price.toLocaleString('en-IN')}`,
      href: `/product/${p.id}`,
    })),
  ];
}

/** No suggestions: one value, so that clearing an empty list renders nothing again. */
const none: Suggestion[] = [];

/** The suggestions for what is typed, debounced; none below two characters or on failure. */
export function useSuggestions(text: string): Suggestion[] {
  const [list, setList] = useState<Suggestion[]>(none);
  const q = text.trim();
  useEffect(() => {
    if (q.length < 2) {
      setList(none);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getSuggestions(q.slice(0, 100), controller.signal).then(
        (s) => setList(toList(s)),
        () => setList(none),
      );
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q]);
  return list;
}
