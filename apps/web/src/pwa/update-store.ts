// Whether a new release of the store is waiting to take over, and taking it
// (docs/decisions/028-installable-app.md, "A new release"). Kept apart from the registration
// (register.ts), which the page loads only after its load event, so the first page carries only
// this.
import { SKIP_WAITING } from './sw-rules';

let waiting: ServiceWorker | null = null;
const listeners = new Set<() => void>();

/** Called by the registration when a new release's worker is installed and waiting. */
export function announce(worker: ServiceWorker | null): void {
  waiting = worker;
  for (const listener of listeners) listener();
}
/** For useSyncExternalStore: whether a new release is waiting to take over. */
export const updateWaiting = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => waiting !== null,
};

/** Lets the waiting release take over, then loads the page again from it. */
export function takeUpdate(): void {
  if (!waiting) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  waiting.postMessage({ type: SKIP_WAITING });
}
