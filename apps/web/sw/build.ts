// Builds the service worker (sw.ts) into dist/sw.js once the client build is written, with the
// precache list put in place of self.__WB_MANIFEST (Workbox's injectManifest contract): every
// storefront script and style sheet the build made (content-hashed names, so no revision needed),
// and the public files the offline app needs (offline page, icons) with a hash of their content
// as revision. The owner's admin chunks are left out: a shopper's phone should not download them.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'esbuild';
import type { Plugin } from 'vite';
import { APP_SHELL } from '../src/pwa/sw-rules';

/** Public files precached with the shell (the offline page and what it shows). */
const PUBLIC_SHELL = ['offline.html', 'favicon.svg', 'icons/icon-192.png'];
/** Built files larger than this are left to the runtime caches (none is, today). */
const MAX_PRECACHE_BYTES = 400 * 1024;

const hashOf = (data: Buffer) =>
  crypto.createHash('sha256').update(data).digest('hex').slice(0, 16);

interface Entry {
  url: string;
  revision: string | null;
}

/** A built file: its name under dist/ and, for a script, what it loads. */
export interface BuiltFile {
  name: string;
  isEntry: boolean;
  /** The module a lazy chunk stands for (a screen), when it has one. */
  facade: string | null;
  imports: string[];
  dynamicImports: string[];
  /** The style sheets and pictures a script brings in. */
  assets: string[];
}

const ADMIN = /[\\/]src[\\/]admin[\\/]/;
/**
 * The Hindi catalog and its Devanagari face (docs/decisions/031): kept by the runtime cache when
 * a Hindi page loads them, never precached on an English shopper's phone.
 */
const HINDI = /[\\/]src[\\/]i18n[\\/]hi\.ts$/;

/**
 * The files a shopper's storefront can load: from the entry, every static import and every lazy
 * screen but the owner's admin (a lazy chunk whose module is under src/admin) and the Hindi
 * catalog, with the style sheets and pictures they bring in. The admin's own chunks are left out: a shopper's phone
 * should not download them.
 */
export function storefrontFiles(files: BuiltFile[]): Set<string> {
  const byName = new Map(files.map((file) => [file.name, file]));
  const reached = new Set<string>();
  const queue = files.filter((file) => file.isEntry).map((file) => file.name);
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (reached.has(name)) continue;
    reached.add(name);
    const file = byName.get(name);
    if (!file) continue;
    queue.push(...file.imports, ...file.assets);
    for (const lazy of file.dynamicImports) {
      const facade = byName.get(lazy)?.facade ?? '';
      if (!ADMIN.test(facade) && !HINDI.test(facade)) queue.push(lazy);
    }
  }
  return reached;
}

export function precacheEntries(files: BuiltFile[], outDir: string, publicDir: string): Entry[] {
  const entries: Entry[] = [];
  for (const name of storefrontFiles(files)) {
    if (!name.startsWith('assets/') || !/\.(js|css|svg|woff2|webp|png)$/.test(name)) continue;
    if (fs.statSync(path.join(outDir, name)).size > MAX_PRECACHE_BYTES) continue;
    entries.push({ url: `/${name}`, revision: null });
  }
  for (const name of PUBLIC_SHELL) {
    entries.push({
      url: `/${name}`,
      revision: hashOf(fs.readFileSync(path.join(publicDir, name))),
    });
  }
  // The app shell as the server sends it for a page the browser renders itself (the cart): what
  // a page seen only inside the app opens with offline (sw.ts). Its revision is the built shell's.
  const shell = fs.readFileSync(path.join(outDir, 'index.html'));
  entries.push({ url: APP_SHELL, revision: hashOf(shell) });
  return entries.sort((a, b) => a.url.localeCompare(b.url));
}

export function serviceWorker(): Plugin {
  let outDir = '';
  let publicDir = '';
  return {
    name: 'store:service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      publicDir = config.publicDir;
    },
    async writeBundle(_options, bundle) {
      const files: BuiltFile[] = Object.values(bundle).map((file) =>
        file.type === 'chunk'
          ? {
              name: file.fileName,
              isEntry: file.isEntry,
              facade: file.facadeModuleId,
              imports: file.imports,
              dynamicImports: file.dynamicImports,
              assets: [
                ...(file.viteMetadata?.importedCss ?? []),
                ...(file.viteMetadata?.importedAssets ?? []),
              ],
            }
          : {
              name: file.fileName,
              isEntry: false,
              facade: null,
              imports: [],
              dynamicImports: [],
              assets: [],
            },
      );
      const entries = precacheEntries(files, outDir, publicDir);
      const result = await build({
        entryPoints: [path.join(import.meta.dirname, 'sw.ts')],
        bundle: true,
        minify: true,
        format: 'iife',
        target: 'es2022',
        write: false,
        legalComments: 'none',
        define: {
          'self.__WB_MANIFEST': JSON.stringify(entries),
          // Workbox's modules drop their logging in production.
          'process.env.NODE_ENV': '"production"',
        },
      });
      const code = result.outputFiles[0]?.contents;
      if (!code) throw new Error('the service worker build wrote nothing');
      fs.writeFileSync(path.join(outDir, 'sw.js'), code);
      fs.writeFileSync(path.join(outDir, 'sw.js.gz'), zlib.gzipSync(code, { level: 9 }));
      fs.writeFileSync(path.join(outDir, 'sw.js.br'), zlib.brotliCompressSync(code));
    },
  };
}
