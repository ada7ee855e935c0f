// The page the server rendered hydrates in slices (docs/decisions/011-server-rendering.md,
// "Hydration in slices"). React hydrates a Suspense boundary's content after the rest of the
// page has committed, at a low priority, in slices. A provider whose value changes right after
// that commit at a higher priority (a plain effect's setState, a useSyncExternalStore store
// that differs from the server's) made React hydrate the waiting content at that priority:
// synchronously, in one task, on a phone the 350 to 500 ms task Lighthouse counted as blocking
// time on the listing. This hydrates the app's providers around a boundary of slow pieces that
// read them, and counts the tasks the pieces' hydration took.
import { startTransition, Suspense } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, test } from 'vitest';
import { useAuth } from '../features/auth';
import { useWishlist } from '../features/wishlist';
import { hydrationStarts } from '../lib/hydration';
import { AppProviders } from './providers';

const PIECES = 24;
const PIECE_MS = 3;

/** Which pass is rendering: the server's HTML is made with `server`, then the browser hydrates. */
const state = { side: 'server' as 'server' | 'browser', hydrated: 0, tasks: 0, inTask: false };

function busy(ms: number) {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // A piece of a page that takes a while to render, as a product card does on a phone.
  }
}

function Piece({ n }: { n: number }) {
  // Read the providers' values, as the header's badges and the product cards do.
  const { token } = useAuth();
  const { count } = useWishlist();
  if (state.side === 'browser') {
    // Microtasks run when a task ends: the first piece rendered in a task opens a new count.
    if (!state.inTask) {
      state.tasks += 1;
      state.inTask = true;
      queueMicrotask(() => {
        state.inTask = false;
      });
    }
    busy(PIECE_MS);
    state.hydrated += 1;
  }
  return (
    <li>
      piece {n} {token ? 'signed in' : 'guest'} {count}
    </li>
  );
}

function Page() {
  return (
    <AppProviders>
      <p>Header</p>
      <Suspense fallback={<p>Loading</p>}>
        <ul>
          {Array.from({ length: PIECES }, (_, n) => (
            <Piece key={n} n={n} />
          ))}
        </ul>
      </Suspense>
    </AppProviders>
  );
}

let root: Root | undefined;
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const actBefore = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
afterEach(() => {
  root?.unmount();
  document.body.innerHTML = '';
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = actBefore;
});

test('the content a page hydrates after its first commit hydrates in slices, not in one task', async () => {
  // Not inside act(): act would flush every priority at once and hide the difference.
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  // The server's render reads "not hydrated" (its build says it is the server); here both sides
  // run in one module, which is told first, as mount.tsx tells it before it hydrates.
  hydrationStarts();
  const html = renderToString(<Page />);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors: unknown[] = [];

  state.side = 'browser';
  startTransition(() => {
    root = hydrateRoot(container, <Page />, { onRecoverableError: (e) => errors.push(e) });
  });
  const deadline = Date.now() + 20_000;
  while (state.hydrated < PIECES && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }

  expect(state.hydrated).toBeGreaterThanOrEqual(PIECES);
  expect(errors).toEqual([]);
  expect(container.textContent).toContain('piece 23 guest 0');
  // 24 pieces of 3 ms: React yields every 5 ms in a transition, so several tasks; all at once
  // (the fault this guards against) is one.
  expect(state.tasks).toBeGreaterThan(1);
});
