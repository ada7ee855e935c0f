// Asking for a screen's script files before the app has run and found out which screen it
// needs (src/main.tsx). Lazy imports inside the app go through Vite's own preload helper.

const asked = new Set<string>();

/**
 * Adds a `modulepreload` link for the script `href` (the browser fetches and parses it; the
 * import that follows takes it from there) unless the page has one already.
 */
export function preload(href: string): void {
  if (asked.has(href) || document.querySelector(`link[href="${href}"]`)) return;
  asked.add(href);
  const link = document.createElement('link');
  link.crossOrigin = '';
  link.href = href;
  link.rel = 'modulepreload';
  document.head.append(link);
}
