// `npm run dev`: the API (rebuilt on change by tsx watch) beside the Vite dev server.
import { spawn } from 'node:child_process';
import { ensureInstall, root } from './lib.mjs';

ensureInstall();
const procs = [
  spawn('npx', ['tsx', 'watch', 'apps/server/src/server.ts'], { cwd: root, stdio: 'inherit' }),
  spawn('npx', ['vite'], { cwd: `${root}/apps/web`, stdio: 'inherit' }),
];
const stop = () => procs.forEach((p) => p.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
