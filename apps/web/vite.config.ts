/// <reference types="vitest/config" />
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * The store routes declaratively (useRoutes in a BrowserRouter or StaticRouter, src/app/router.tsx),
 * never with one of React Router's data routers. The route renderer it shares with them keeps
 * their whole error and hydration machinery (error boundaries, the default error screen, server
 * component redirects, loader fallbacks) behind a parameter only a data router passes: these
 * lines tell the minifier that parameter is never there, and make the data routers' one call
 * throw, so that adopting one later fails loudly instead of losing its error handling. About
 * 0.8 KB gzipped of the first page's script, measured.
 */
const DECLARATIVE_ROUTING_ONLY: readonly (readonly [string, string])[] = [
  [
    'function useRoutesImpl(routes, locationArg, dataRouterOpts) {',
    'function useRoutesImpl(routes, locationArg) { const dataRouterOpts = void 0;',
  ],
  [
    'function _renderMatches(matches, parentMatches = [], dataRouterOpts) {',
    'function _renderMatches(matches, parentMatches = []) { const dataRouterOpts = void 0;',
  ],
  [
    '  return useRoutesImpl(routes, void 0, {',
    '  throw new Error("This build leaves out data routers (apps/web/vite.config.ts)"); return useRoutesImpl(routes, void 0, {',
  ],
];

/**
 * React Router's published build marks neither its top-level `React.createContext`,
 * `React.forwardRef` and `React.memo` calls as pure nor leaves out the `displayName` assignments
 * that follow them, so the bundler keeps components the store never renders (Form, Await,
 * ScrollRestoration and what they use): about 2 KB gzipped of the first page. This marks the calls
 * pure and drops the assignments, which only name components in React DevTools. It also turns
 * off the development warnings, which the package's exports keep on in every build, and applies
 * DECLARATIVE_ROUTING_ONLY. A build in which one of those lines was not found once stops, rather
 * than quietly keeping the code after an upgrade reworded it.
 */
function treeShakeReactRouter(): Plugin {
  let found: number[] = [];
  return {
    name: 'store:tree-shake-react-router',
    apply: 'build',
    buildStart() {
      found = DECLARATIVE_ROUTING_ONLY.map(() => 0);
    },
    transform: {
      filter: { id: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]/ },
      handler(code) {
        let shaken = code
          // The package's exports name its development build for every bundler; this is the
          // one line its production build differs by, and it lets the minifier drop the
          // warnings' texts.
          .replace(/^var ENABLE_DEV_WARNINGS = true;$/m, 'var ENABLE_DEV_WARNINGS = false;')
          .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '')
          .replace(
            /^(var [\w$]+ = )(React\d*\.(?:createContext|forwardRef|memo)\()/gm,
            '$1/* @__PURE__ */ $2',
          );
        DECLARATIVE_ROUTING_ONLY.forEach(([line, replacement], i) => {
          const parts = shaken.split(line);
          found[i] = (found[i] ?? 0) + parts.length - 1;
          shaken = parts.join(replacement);
        });
        // Lines keep their numbers, so the package's own source map stays right.
        return { code: shaken, map: null };
      },
    },
    buildEnd(error) {
      const missing = DECLARATIVE_ROUTING_ONLY.filter((_, i) => found[i] !== 1);
      if (!error && missing.length > 0) {
        this.error(
          `react-router: expected each once, found otherwise: ${missing.map(([line]) => line).join(' | ')}`,
        );
      }
    },
  };
}

/**
 * Every lucide-react icon module makes its component with the package's `createLucideIcon`,
 * whose runtime (a context, class merging, stroke scaling, aliases: about 1 KB gzipped) would sit
 * in the first page's script for the header's and footer's icons. The icons' own modules import it
 * as `../createLucideIcon.mjs`: that import is answered with src/lib/lucide-icon.tsx, which draws
 * the same markup from the same data. Both builds use it, so the server's HTML and the browser's
 * render match. A build in which no icon asked for it stops, rather than quietly keeping the
 * package's runtime after an upgrade renamed the file.
 */
function smallLucideIcons(): Plugin {
  const replacement = path.resolve(import.meta.dirname, 'src/lib/lucide-icon.tsx');
  let redirected = 0;
  return {
    name: 'store:small-lucide-icons',
    enforce: 'pre',
    buildStart() {
      redirected = 0;
    },
    resolveId(source, importer) {
      if (
        source === '../createLucideIcon.mjs' &&
        importer !== undefined &&
        /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(importer)
      ) {
        redirected++;
        return replacement;
      }
      return null;
    },
    buildEnd(error) {
      if (!error && redirected === 0 && this.environment.mode === 'build') {
        this.error(
          'no lucide-react icon imported ../createLucideIcon.mjs: update store:small-lucide-icons',
        );
      }
    },
  };
}

/**
 * Vite wraps every lazy `import()` in a helper that asks for the chunk's own imports and style
 * sheets beside it. Its own helper sits in the first page's script and also handles what this
 * store does not use (relative bases, CSP nonces, the modulepreload polyfill's fallback); the
 * import is answered with src/lib/preload.ts, which does the same for this store in about 0.5 KB
 * gzipped less. A client build in which nothing asked for the helper stops, rather than quietly
 * keeping Vite's after an upgrade renamed it.
 */
function smallPreloadHelper(): Plugin {
  const replacement = path.resolve(import.meta.dirname, 'src/lib/preload.ts');
  let redirected = 0;
  return {
    name: 'store:small-preload-helper',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      redirected = 0;
    },
    resolveId(source) {
      if (source !== '\0vite/preload-helper.js') return null;
      redirected++;
      return replacement;
    },
    buildEnd(error) {
      if (!error && redirected === 0 && this.environment.config.consumer === 'client') {
        this.error('nothing imported \\0vite/preload-helper.js: update store:small-preload-helper');
      }
    },
  };
}

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside each built script, style sheet
 * and picture, which the server sends as they are (@fastify/static's preCompressed). Compressing
 * once at build time affords the slowest, smallest setting: the first page's script comes to
 * about 15% fewer bytes than brotli at the quality the server can spend on every answer, and
 * on a slow phone network every kilobyte before the first paint counts.
 */
function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'store:precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const name of Object.keys(bundle)) {
        if (!/\.(js|css|svg)$/.test(name)) continue;
        const file = path.join(outDir, name);
        const data = fs.readFileSync(file);
        if (data.length < 1024) continue;
        const brotli = zlib.brotliCompressSync(data, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        });
        fs.writeFileSync(`${file}.br`, brotli);
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
      }
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    treeShakeReactRouter(),
    smallLucideIcons(),
    smallPreloadHelper(),
    ...(isSsrBuild ? [] : [precompressAssets()]),
  ],
  // The server-rendering build (src/entry-server.tsx, docs/decisions/011-server-rendering.md):
  // everything is bundled into it (React, the router, the contract...), so a copy of dist/ runs
  // anywhere without node_modules beside it.
  // Only for that build: under Vitest it would inline React Query too, and a test that resets
  // its modules would then render with a second copy of its context.
  ...(isSsrBuild ? { ssr: { noExternal: true } } : {}),
  build: isSsrBuild
    ? {
        // Inside the client build, so a copy of dist/ is a whole storefront; the server never
        // serves a dot folder.
        outDir: 'dist/.server',
        // The client build's file names: the server's <img> and the browser's match.
        assetsInlineLimit: 0,
        target: 'node20',
        copyPublicDir: false,
        emptyOutDir: true,
      }
    : {
        outDir: 'dist',
        // The server reads it to preload a screen's chunks with the page (plugins/storefront.ts).
        manifest: true,
        // Every asset becomes its own file: the server's CSP need not allow data: URLs and the
        // first page's JavaScript stays small.
        assetsInlineLimit: 0,
        target: 'es2022',
        // Every browser the es2022 target admits but Safari 16 and older supports modulepreload;
        // there the hints are only ignored, so the polyfill's 0.5 KB is not worth its place in
        // the first page's script.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // The entry (src/main.tsx) is a few hundred bytes that fetch the app when the page
                // wants it (after a server-rendered page has loaded: decision 011).
                { name: 'index', tags: ['$initial'], priority: 4 },
                // The app, src/mount.tsx and everything it imports statically, goes into one file
                // rather than into small chunks it shares with the lazy screens (React, the icon
                // helper, the toasts...): one request and one gzip stream for the first page.
                // Rolldown's helpers for CommonJS modules (React's) go with it: one file fewer.
                {
                  name: 'app',
                  // With it, what the home page's screen (a chunk of its own, loaded beside the app)
                  // needs that the layout does not: the page-title setter, the hero's wording of
                  // the store's shipping and payments and its two pictures, which would otherwise
                  // pull the shared chunk and the query client in.
                  test: (id) =>
                    /[\\/]src[\\/](mount\.tsx|features[\\/]content[\\/](components[\\/]document-title\.tsx|selling-points\.ts)|assets[\\/](men|women)\.svg)$|^\0?rolldown[:/]runtime/.test(
                      id,
                    ),
                  priority: 3,
                },
                // TanStack Query and the store's client for it, fetched after the first paint or
                // with the first lazy screen (src/app/query-provider.tsx): one file.
                {
                  name: 'query',
                  test: /[\\/]node_modules[\\/]@tanstack[\\/]|[\\/]src[\\/]app[\\/]query-client\.ts$/,
                  priority: 2,
                },
                // The small modules several lazy screens share (API client, product card, page
                // frame, icons...) in one file rather than a dozen: a catalog page needs three
                // requests, not fifteen, before it can ask for its products.
                // A module joins with everything it imports, so the group is kept to what the
                // catalog and content screens share: not the HTML sanitiser (DOMPurify, 11 KB
                // gzipped; the policy page and the admin) nor the order and account screens' parts
                // (3 KB), which the listing and product pages would otherwise load and evaluate.
                {
                  name: 'shared',
                  test: (id) =>
                    /[\\/](src[\\/](lib|components[\\/]ui|features[\\/](catalog|content))|node_modules[\\/]lucide-react)[\\/]/.test(
                      id,
                    ) && !/[\\/]sanitize-html\.ts$/.test(id),
                  minShareCount: 2,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
  server: {
    proxy: { '/api': 'http://localhost:8044' },
  },
  preview: {
    proxy: { '/api': 'http://localhost:8044' },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
}));
