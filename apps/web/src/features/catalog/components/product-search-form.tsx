import { Search } from 'lucide-react';
import {
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { MAX_FILTER_LENGTH } from '@store/contract/storefront-reads';
import { cn } from '../../../lib/cn';
import { useSuggestions } from './use-suggestions';
import { addressIn, language, t } from '../../../lib/i18n';

/**
 * The words in the box: the search being listed (on /products), followed when the address
 * changes (back, forward, a link); mounting changes nothing.
 */
function useListedSearch(box: RefObject<HTMLInputElement | null>) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const current = pathname === '/products' ? (params.get('q') ?? '') : '';
  const [value, setValue] = useState(current);
  const [listed, setListed] = useState(current);
  if (listed !== current) {
    setListed(current);
    setValue(current);
  }
  // Words typed into the server-rendered box before the app hydrated it are in the field but not
  // in state, and the next render would wipe them: take them over before anything renders again.
  useLayoutEffect(() => {
    const early = box.current?.value ?? '';
    if (early !== '' && early !== current) setValue(early);
    // Only once, on the render that hydrated the box; later changes go through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return [value, setValue] as const;
}

/** The suggestions for the words typed, which one is active, and the keys that move through them. */
function useSuggestionList(value: string, onDone: (() => void) | undefined) {
  const navigate = useNavigate();
  const suggestions = useSuggestions(value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const shown = open && suggestions.length > 0;
  const pick = (href: string) => {
    setOpen(false);
    setActive(-1);
    void navigate(href);
    onDone?.();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'ArrowDown' && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && suggestions.length > 0) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (event.key === 'Enter' && shown && active >= 0 && suggestions[active]) {
      event.preventDefault();
      pick(suggestions[active].href);
    }
  };
  return { suggestions, shown, active, setOpen, setActive, pick, onKeyDown };
}

/**
 * The product search (docs/product/storefront.md section 2, "Header and mobile bar"): it opens the listing at
 * /products?q=, and on the listing it shows the search being listed. After two characters it
 * suggests kinds of piece and products (the ARIA combobox pattern: arrow keys move through the
 * list, Enter opens the one chosen, Escape closes it).
 */
export function ProductSearchForm({
  id,
  onDone,
  className,
  autoFocus,
}: {
  id: string;
  onDone?: () => void;
  className?: string;
  autoFocus?: boolean;
}) {
  const navigate = useNavigate();
  // /hi/products on a Hindi page (docs/decisions/031).
  const action = addressIn(language(), '/products');
  const box = useRef<HTMLInputElement>(null);
  const [value, setValue] = useListedSearch(box);

  const listId = `${id}-suggestions`;
  const { suggestions, shown, active, setOpen, setActive, pick, onKeyDown } = useSuggestionList(
    value,
    onDone,
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The words are read from the form, not from state: a shopper who typed before the app
    // hydrated the box (a slow phone) has them in the field while the state is still empty.
    const typed = new FormData(event.currentTarget).get('q');
    const q = (typeof typed === 'string' ? typed : value).trim();
    if (!q) return;
    setOpen(false);
    void navigate(`/products?q=${encodeURIComponent(q)}`);
    onDone?.();
  };
  return (
    <form
      role="search"
      // Before the script runs the browser sends the search itself (docs/decisions/011).
      method="get"
      action={action}
      onSubmit={submit}
      className={cn('relative', className)}
    >
      <label htmlFor={id} className="sr-only">
        {t('Search products')}
      </label>
      <input
        id={id}
        ref={box}
        type="search"
        name="q"
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        // Closed a moment later, so a tap on a suggestion lands first; not once the box is gone.
        onBlur={() => setTimeout(() => box.current && setOpen(false), 150)}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        placeholder={t('Search kurtas, sarees…')}
        enterKeyHint="search"
        maxLength={MAX_FILTER_LENGTH}
        autoFocus={autoFocus}
        className="h-10 w-full rounded-full border border-line bg-ivory-50 pl-4 pr-10 text-sm text-ink placeholder:text-muted focus:border-maroon-700 focus:outline-none focus:ring-2 focus:ring-maroon-700"
      />
      <button
        type="submit"
        aria-label={t('Search')}
        className="absolute right-1 top-1 flex h-8 w-8 items-center justify-center rounded-full text-maroon-700 hover:bg-maroon-50"
      >
        <Search className="h-4 w-4" aria-hidden="true" />
      </button>
      <ul
        id={listId}
        role="listbox"
        aria-label={t('Suggestions')}
        hidden={!shown}
        className="absolute left-0 right-0 top-11 z-50 max-h-96 overflow-y-auto rounded-xl border border-line bg-ivory-50 py-1 shadow-lg"
      >
        {shown &&
          suggestions.map((s, i) => (
            <li
              key={s.key}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => {
                e.preventDefault();
                pick(s.href);
              }}
              className={cn(
                'flex cursor-pointer items-baseline justify-between gap-3 px-4 py-2 text-sm text-ink',
                i === active ? 'bg-maroon-50' : 'hover:bg-ivory-100',
              )}
            >
              <span className="min-w-0 truncate">{s.label}</span>
              <span className="shrink-0 text-xs text-muted">{s.hint}</span>
            </li>
          ))}
      </ul>
    </form>
  );
}
