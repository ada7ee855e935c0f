import { lazy, Suspense, useEffect, useSyncExternalStore, type CSSProperties } from 'react';
import type * as SonnerModule from 'sonner';

/**
 * Toasts through sonner, loaded only when the first toast is shown: most visits to the home page
 * never need it, and it would otherwise add about 10 KB gzipped to the first page's JavaScript.
 * Same call shapes as sonner's `toast`, `toast.success` and `toast.error`.
 */

/** SPEC.md section 9: notifications show for about 5 seconds. */
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

/** Sonner's colour variables in the store's palette, every text at 4.5:1 or better. */
const TOAST_COLOURS = {
  '--normal-bg': '#fffdf8',
  '--normal-border': '#e4d7c3',
  '--normal-text': '#2b1b1d',
  '--success-bg': '#f1f8f2',
  '--success-border': '#b9d8c0',
  '--success-text': '#1b5a2b',
  '--error-bg': '#fdf1f0',
  '--error-border': '#efc3bf',
  '--error-text': '#8f1d1d',
  '--info-bg': '#fffdf8',
  '--info-border': '#e4d7c3',
  '--info-text': '#2b1b1d',
  '--warning-bg': '#fff8e8',
  '--warning-border': '#ecd49b',
  '--warning-text': '#6b4a0c',
} as CSSProperties;

const LazyToaster = lazy(async () => {
  const { Toaster } = await loadSonner();
  function MountedToaster() {
    // Runs after sonner's own effects (children first): the Toaster is listening by now.
    useEffect(() => resolveMounted(), []);
    return (
      <Toaster
        position="top-center"
        duration={TOAST_DURATION_MS}
        closeButton
        richColors
        style={TOAST_COLOURS}
        toastOptions={{ className: 'font-sans' }}
      />
    );
  }
  return { default: MountedToaster };
});

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
      <LazyToaster />
    </Suspense>
  );
}

function show(kind: 'message' | 'success' | 'error', title: string, options?: ToastOptions) {
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
