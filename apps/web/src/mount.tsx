// Mounts the storefront: hydrates a page the server rendered, or renders the app shell's. Loaded
// by src/main.tsx, after the page has loaded when the server rendered it. An exported function
// rather than statements at the top: the package declares its modules free of side effects, so
// the bundler would drop the statements of a module whose exports nothing uses.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { AppRoutes, loadScreenOf } from './app/router';
import { addressIn, basenameOf, languageOf, setLanguage } from './lib/i18n';
import { API_BASE } from './lib/api-client';
import { fetchFirstAnswers } from './lib/first-answers';
import { hydrationStarts } from './lib/hydration';

// A Hindi page (under /hi: docs/decisions/031) loads its catalog before the first render, and
// the router works below /hi so every link and navigation stays in Hindi.
const lang = languageOf(window.location.pathname);
const words =
  lang === 'hi'
    ? import('./i18n/hi')
        .then((m) => {
          m.addDevanagariFace();
          setLanguage(lang, m.hi);
        })
        // Without its catalog (offline, say) the page still works, in English words.
        .catch(() => setLanguage(lang))
    : Promise.resolve();

const app = (
  <StrictMode>
    <BrowserRouter basename={basenameOf(lang)}>
      <AppProviders>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  </StrictMode>
);

/** Whether React has hydrated this element (it keeps the element's props on it then). */
const hydrated = (el: Element) => Object.keys(el).some((key) => key.startsWith('__reactProps'));

/**
 * Taps the buttons again, in order, each once React has hydrated it: the screen may hydrate
 * after the layout (a Suspense boundary of its own). One not hydrated within 5 s is left.
 */
async function replay(taps: HTMLElement[]): Promise<void> {
  for (const tap of taps) {
    const until = performance.now() + 5000;
    while (tap.isConnected && !hydrated(tap) && performance.now() < until) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    if (tap.isConnected && hydrated(tap)) tap.click();
  }
}

/**
 * `takeTaps` answers the buttons the shopper tapped before the app ran (src/main.tsx): they are
 * tapped again, in order, once the page is hydrated.
 */
/**
 * The service worker (pwa/register.ts) is registered after the page's load event, so it never
 * competes with the first page for the network, and its code is not on the first page.
 */
function setUpOfflineApp(): void {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  const start = () => void import('./pwa/register').then((m) => m.registerServiceWorker());
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

export function mount(takeTaps: () => HTMLElement[] = () => []): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  setUpOfflineApp();
  // The server rendered this page (docs/decisions/011-server-rendering.md) when #root has content.
  const renderedPath = root.dataset.renderedPath;
  if (root.firstElementChild && renderedPath) {
    // An unknown address was rendered as the 404 page: move there as the app's redirect would.
    if (renderedPath !== window.location.pathname) {
      const from = window.location.pathname;
      window.history.replaceState({ usr: { from }, key: 'default', idx: 0 }, '', renderedPath);
    }
    // Its screen, the query client and the answers it rendered with first, so the first render
    // matches the server's HTML.
    // Hydration as a transition too: it yields to the browser every few milliseconds. A difference
    // from the server's HTML is reported as a page error (the browser journeys fail on it).
    const screen = loadScreenOf(addressIn('en', renderedPath)).catch((error: unknown) =>
      console.error('The page could not load its screen', error),
    );
    const fetched = (root.dataset.fetchedAnswers ?? '').split(' ').filter(Boolean);
    const answers = fetchFirstAnswers(fetched, API_BASE);
    void Promise.all([screen, wholeStyleSheet(), words, answers]).then(() => {
      const taps = takeTaps();
      hydrationStarts();
      startTransition(() => void hydrateRoot(root, app));
      void replay(taps);
    });
  } else {
    // The first render as a transition: React renders it in slices of a few milliseconds and lets
    // the browser breathe between them, instead of one long task that a mid-range phone feels as a
    // frozen page (Lighthouse's total blocking time).
    takeTaps(); // the shell shows nothing to tap before the app renders it
    void words.then(() =>
      startTransition(() => {
        createRoot(root).render(app);
      }),
    );
  }
}

/**
 * A rendered page carries only the rules its own markup uses and the whole style sheet's link
 * disabled, so that the browser does not fetch it before the page is on screen
 * (apps/server/src/plugins/critical-css.ts). Once the app runs it may render classes the server
 * did not (a menu opened, the next screen): the sheet is switched on, and hydration waits for it.
 */
function wholeStyleSheet(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled]')];
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true });
          // Without it the page keeps the rules it came with: better than no app at all.
          link.addEventListener('error', () => resolve(), { once: true });
          link.disabled = false;
        }),
    ),
  ).then(() => undefined);
}
