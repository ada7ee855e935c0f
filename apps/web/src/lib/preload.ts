// Asking for the script and style files a screen will need before it needs them. The first
// page's script carries this, so it is kept small: it stands in for Vite's own preload helper
// (vite.config.ts, store:small-preload-helper), which also handles relative bases, CSP nonces
// and a polyfill the store does not use, at about 0.5 KB gzipped more (measured on the built
// entry).

const asked = new Set<string>();

/**
 * Adds a `<link>` for `href` to the document unless it has one: `modulepreload` for a script
 * (the browser fetches and parses it; the import that follows takes it from there), a style sheet
 * for CSS. Answers, for a style sheet, a promise settled once it has loaded or failed, so a screen
 * is not drawn unstyled.
 */
export function preload(href: string): Promise<unknown> | undefined {
  // The page may name it already: the server's style sheet, whose chunk every lazy screen that
  // imports from the entry lists among its needs.
  if (asked.has(href) || document.querySelector(`link[href="${href}"]`)) return undefined;
  asked.add(href);
  const link = document.createElement('link');
  link.crossOrigin = '';
  link.href = href;
  let settled: Promise<unknown> | undefined;
  if (href.endsWith('.css')) {
    link.rel = 'stylesheet';
    settled = new Promise((settle) => {
      link.onload = link.onerror = settle;
    });
  } else link.rel = 'modulepreload';
  document.head.append(link);
  return settled;
}

/**
 * What the build calls around every lazy `import()` (named as Vite names its helper): asks for
 * the chunk's own imports and style sheets at once, rather than one round trip after the chunk
 * has arrived, and imports it once its style sheets are in. `files` are the build's output paths
 * (`assets/...`), relative to the site's base.
 */
export function __vitePreload<T>(load: () => Promise<T>, files?: readonly string[]): Promise<T> {
  return Promise.all((files ?? []).map((file) => preload(import.meta.env.BASE_URL + file))).then(
    load,
  );
}
