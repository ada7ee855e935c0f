// The first page's script: small on purpose (docs/decisions/011-server-rendering.md, "Painting
// on arrival"). A page the server rendered is already on screen and usable without JavaScript
// (links and GET forms), so the app (React, the router, the layout: src/mount.tsx) is fetched
// only once the page has loaded, and its 80 KB do not share a slow phone network or the
// phone's processor with the pictures the page shows. The app shell (#root empty) needs the app
// to show anything, so there it is fetched at once.
import { afterPageLoad } from './lib/after-paint';
import { preload } from './lib/preload';
import './index.css';

const root = document.getElementById('root');

// Links and GET forms work before the app runs; a button does nothing until then. The buttons
// the shopper taps in that gap (a size, then "Add to Cart") are kept, and tapped again in order
// once the page is hydrated, so the taps that started the app are not lost.
const tapped: HTMLElement[] = [];
const keepTap = (event: MouseEvent) => {
  const target = event.target instanceof Element ? event.target : null;
  const button = target?.closest<HTMLElement>('button:not([type="submit"]), [role="button"]');
  if (button && root?.contains(button) && tapped.length < 5) tapped.push(button);
};
document.addEventListener('click', keepTap, true);
/** Hands over the kept taps as hydration begins; from then on React replays taps itself. */
const takeTaps = () => {
  document.removeEventListener('click', keepTap, true);
  return tapped.splice(0);
};

/**
 * The screen's own chunks (the server names them on #root), asked for beside the app rather than
 * once the app has run and found out which screen it needs: one round trip fewer before the page
 * works.
 */
function preloadScreen(): void {
  for (const file of root?.dataset.screenChunks?.split(' ') ?? []) {
    if (file.startsWith('/assets/')) preload(file);
  }
}

const mount = () =>
  void import('./mount')
    .then(({ mount }) => mount(takeTaps))
    .catch((error: unknown) => console.error('The storefront could not load', error));

if (root?.firstElementChild && root.dataset.renderedPath) {
  afterPageLoad(() => {
    preloadScreen();
    mount();
  });
} else mount();
