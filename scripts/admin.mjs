// `npm run admin -- <command>`: the owner's command line, built first if the sources changed.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuild, ensureInstall, root } from './lib.mjs';

ensureInstall();
ensureBuild({ only: 'server', quiet: true });
const child = spawn(
  process.execPath,
  [path.join(root, 'apps/server/dist/admin.mjs'), ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
child.on('exit', (code) => process.exit(code ?? 1));
