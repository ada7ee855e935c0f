// `npm test`'s check of the published API description: builds the app in this process (on an
// in-memory PGlite), takes GET /api/v1/docs/json as a client would, and lints it with Redocly's
// recommended rules. Errors fail the step; warnings are printed and allowed.
// Run with `node --import tsx`, which lets this plain script import the server's TypeScript.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { root } from './lib.mjs';

const database = await openDatabase({ kind: 'pglite', dataDir: null });
await database.migrate();
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: path.join(os.tmpdir(), 'store-openapi-lint'),
  WEB_DIST_DIR: path.join(os.tmpdir(), 'store-openapi-lint', 'no-web'),
});
const app = await buildApp({ config, database, logger: false });
let document;
try {
  const res = await app.inject({ method: 'GET', url: '/api/v1/docs/json' });
  if (res.statusCode !== 200) throw new Error(`GET /api/v1/docs/json answered ${res.statusCode}`);
  document = res.body;
} finally {
  await app.close();
  await database.close();
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-openapi-'));
const file = path.join(dir, 'openapi.json');
fs.writeFileSync(file, document);
// The Redocly CLI of the lock file (a root devDependency), never a download.
const lint = spawnSync(
  'npx',
  ['--no-install', 'redocly', 'lint', file, '--extends', 'recommended', '--format', 'stylish'],
  { cwd: root, stdio: 'inherit', env: { ...process.env, REDOCLY_TELEMETRY: 'off' } },
);
fs.rmSync(dir, { recursive: true, force: true });
process.exit(lint.status ?? 1);
