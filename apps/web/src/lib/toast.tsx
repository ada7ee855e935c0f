import { lazy, Suspense, useSyncExternalStore } from 'react';
import type * as SonnerModule from 'sonner';
import { t } from './i18n';

/**
 * Toasts through sonner, loaded only when the first toast is shown: most visits to the home page
 * never need it, and it would otherwise add about 10 KB gzipped to the first page's JavaScript.
 * Same call shapes as sonner's `toast`, `toast.success` and `toast.error`.
 */

/** docs/product/storefront.md section 9: notifications show for about 5 seconds. */
export const TOAST_DURATION_MS = 5000;

export interface ToastOptions {
  description?: string;
  id?: string;
}

type Sonner = typeof SonnerModule;

let sonner: Promise<Sonner> | null = null;
const loadSonner = () => (sonner ??= import('sonner'));

let needed = false;
const listeners = new Set<() => void>();
let resolveMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  resolveMounted = resolve;
});

function requestToaster(): Promise<Sonner> {
  if (!needed) {
    needed = true;
    for (const listener of listeners) listener();
  }
  return Promise.all([loadSonner(), mounted]).then(([module]) => module);
}

// The Toaster's settings live with it in toaster.tsx, loaded with sonner on the first toast.
const LazyToaster = lazy(() => import('./toaster'));

/** Mount once near the root; it renders nothing until a toast is requested. */
export function ToastHost() {
  const show = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => needed,
    () => false,
  );
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster duration={TOAST_DURATION_MS} onMounted={resolveMounted} />
    </Suspense>
  );
}

/**
 * Every notice in the page's language (docs/decisions/031): the title and a written-out
 * description go through t() here, so the features pass their English texts as they are.
 */
function show(kind: 'message' | 'success' | 'error', english: string, given?: ToastOptions) {
  const title = t(english);
  const options =
    typeof given?.description === 'string'
      ? { ...given, description: t(given.description) }
      : given;
  requestToaster()
    .then(({ toast }) => {
      if (kind === 'message') toast(title, options);
      else toast[kind](title, options);
    })
    .catch((error: unknown) => console.error('Could not show a notification', title, error));
}

export const toast = Object.assign(
  (title: string, options?: ToastOptions) => show('message', title, options),
  {
    success: (title: string, options?: ToastOptions) => show('success', title, options),
    error: (title: string, options?: ToastOptions) => show('error', title, options),
  },
);
