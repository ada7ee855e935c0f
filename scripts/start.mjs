// `npm start`: install what is missing, build what is stale, then serve the store.
// The server itself migrates the database and loads the demo catalog on first run.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuild, ensureInstall, root, serverNodeOptions } from './lib.mjs';

ensureInstall();
ensureBuild();

const child = spawn(
  process.execPath,
  [...serverNodeOptions, path.join(root, 'apps/server/dist/server.mjs')],
  {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
