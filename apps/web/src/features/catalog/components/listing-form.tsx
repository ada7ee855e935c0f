import type { FormEvent, ReactNode } from 'react';
import { addressIn, language } from '../../../lib/i18n';

/**
 * A GET form to the listing, so its filters and pages work before the page's script has arrived
 * (docs/decisions/011-server-rendering.md): its buttons and menus carry their own key, the hidden
 * fields the rest of the address. Once the app runs, the buttons' click handlers do the work and
 * the form is never sent.
 */
export function ListingForm({
  params,
  omit,
  className,
  children,
}: {
  params?: URLSearchParams;
  /** Keys the form's own fields set, or that a change clears. */
  omit: readonly string[];
  className?: string;
  children: ReactNode;
}) {
  // The listing in the page's language: /hi/products on a Hindi page (docs/decisions/031).
  const action = addressIn(language(), '/products');
  const kept = [...(params ?? [])].filter(([key]) => !omit.includes(key) && key !== 'page');
  return (
    <form
      method="get"
      action={action}
      className={className}
      onSubmit={(event: FormEvent) => event.preventDefault()}
    >
      {kept.map(([key, value]) => (
        <input key={`${key}=${value}`} type="hidden" name={key} value={value} />
      ))}
      {children}
    </form>
  );
}
