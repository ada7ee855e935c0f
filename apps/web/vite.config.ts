/// <reference types="vitest/config" />
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { serviceWorker } from './sw/build';

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
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [precompressAssets(), serviceWorker()])],
  // The server-rendering build (src/entry-server.tsx, docs/decisions/011-server-rendering.md):
  // everything is bundled into it (React, the router, the contract...), so a copy of dist/ runs
  // anywhere without node_modules beside it.
  // Only for that build: under Vitest it would inline React Query too, and a test that resets
  // its modules would then render with a second copy of its context.
  // React and its neighbours choose their production or development build by
  // process.env.NODE_ENV when they run, and the store runs without it set: fixed here at build
  // time, as the client build is. The development build rendered each page with twice the CPU
  // and wrote its 2 KB explanation of a client-rendered boundary into the served HTML.
  ...(isSsrBuild
    ? {
        ssr: { noExternal: true },
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      }
    : {}),
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
    setupFiles: ['src/test-setup.ts'],
    // Each file in a VM context of its own inside a long-lived worker: its modules load afresh, as
    // with the default pool, but jsdom and the test tools are loaded once a worker instead of once
    // a file. A run of about 100 files took about 100 s of CPU so, against about 300 s with the
    // default (docs/decisions/016-test-run-and-build.md, addendum of 2026-11-28).
    pool: 'vmThreads',
    // Waits (findBy…, waitFor) may take up to 5 s on a loaded machine (src/test-setup.ts).
    testTimeout: 20_000,
  },
}));
