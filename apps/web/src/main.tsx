// The first page's script: small on purpose (docs/decisions/011-server-rendering.md, "Painting
// on arrival"). A page the server rendered is already on screen and usable without JavaScript
// (links and GET forms), so the app (React, the router, the layout: src/mount.tsx) is fetched
// only once the page has loaded, and its 80 KB do not share a slow phone network or the
// phone's processor with the pictures the page shows. The app shell (#root empty) needs the app
// to show anything, so there it is fetched at once.
import { afterPageLoad } from './lib/after-paint';
import './index.css';

const mount = () =>
  void import('./mount')
    .then(({ mount }) => mount())
    .catch((error: unknown) => console.error('The storefront could not load', error));

const root = document.getElementById('root');
if (root?.firstElementChild && root.dataset.renderedPath) afterPageLoad(mount);
else mount();
