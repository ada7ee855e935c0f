import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';

/** What every admin list screen filters by, beside its own filters. */
interface ListFilters {
  page?: number;
  q?: string;
}

/**
 * A list screen's filters, kept in the page's address so that a link or a reload shows the same
 * list. `update` merges a change and goes back to page 1, writing only what is set (no empty
 * value, no page 1) in place of the current history entry; `search` is the search box's text,
 * applied by `onSearch`.
 */
export function useAddressFilters<F extends ListFilters>(read: (params: URLSearchParams) => F) {
  const [params, setParams] = useSearchParams();
  const filters = read(params);
  const [search, setSearch] = useState(filters.q ?? '');

  const update = (next: Partial<F>) => {
    const merged = { ...filters, page: 1, ...next };
    const out = new URLSearchParams();
    for (const [key, value] of Object.entries(merged)) {
      if (value !== undefined && value !== '' && !(key === 'page' && value === 1)) {
        out.set(key, String(value));
      }
    }
    setParams(out, { replace: true });
  };

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: search.trim() || undefined } as Partial<F>);
  };

  return { filters, update, search, setSearch, onSearch };
}
