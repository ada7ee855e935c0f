// Bundles the server entry points into dist/ with esbuild: our own code and the contract are
// inlined, npm packages stay external and load from node_modules.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

await build({
  entryPoints: { server: 'src/server.ts', admin: 'src/cli/admin.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  // Modules imported with import() become chunks of their own that load on first use, so the
  // libraries only they import (pdfkit for invoices) are not held by an idle store.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  // The contract is a workspace package written in TypeScript: bundle it, do not import it.
  plugins: [
    {
      name: 'inline-contract',
      setup(b) {
        b.onResolve({ filter: /^@store\/contract(\/[\w-]+)?$/ }, (args) => ({
          path: fileURLToPath(
            new URL(
              `../../packages/contract/src/${args.path.split('/')[2] ?? 'index'}.ts`,
              import.meta.url,
            ),
          ),
        }));
      },
    },
  ],
  logLevel: 'warning',
});
