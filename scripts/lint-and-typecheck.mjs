// `npm test`'s lint and typecheck, in one process on one set of TypeScript programs.
// `eslint .` (type-aware rules) and `npm run typecheck` (five `tsc -p`) each built a program for
// every project and had TypeScript's checker work out the same types: the type-aware rules were
// most of lint's time. Here each project's program is built once, ESLint's type-aware rules read
// it (typescript-eslint's `parserOptions.programs`), and its diagnostics are then taken from the
// same checker, which has most types worked out already (docs/decisions/016-test-run-and-build.md).
// The checks are the same: every file `eslint . --max-warnings=0` lints, with the program of the
// tsconfig.json nearest to it as typescript-eslint's project service picks, and every project
// `npm run typecheck` checks. `npm run lint` and `npm run typecheck` stay as they are.
import path from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { root } from './lib.mjs';

const cpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};
const phases = [];
function phase(name, since) {
  phases.push(`${name} ${Math.round(cpuSeconds() - since)} s`);
}

/** A project's tsconfig, parsed as `tsc -p` does; its errors are typecheck's errors. */
function parseProject(project) {
  const file = project.endsWith('.json') ? project : path.join(project, 'tsconfig.json');
  const errors = [];
  const parsed = ts.getParsedCommandLineOfConfigFile(path.join(root, file), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => errors.push(d),
  });
  if (!parsed) return { program: null, errors };
  const program = ts.createProgram({
    rootNames: parsed.fileNames,
    options: parsed.options,
    projectReferences: parsed.projectReferences,
    // Parent pointers set, as typescript-eslint needs them.
    host: ts.createCompilerHost(parsed.options, true),
  });
  return { program, errors: [...errors, ...parsed.errors] };
}

/** The scripts no tsconfig includes (eslint.config.js: `allowDefaultProject`), as one program. */
function defaultProgram(files) {
  const options = { allowJs: true, checkJs: false, noEmit: true, target: ts.ScriptTarget.ES2023 };
  return ts.createProgram({
    rootNames: files,
    options,
    host: ts.createCompilerHost(options, true),
  });
}

let since = cpuSeconds();
const projects = {
  contract: parseProject('packages/contract'),
  server: parseProject('apps/server'),
  web: parseProject('apps/web'),
  sw: parseProject('apps/web/sw'),
  tools: parseProject('tsconfig.tools.json'),
  // The root tsconfig.json: what lint reads the journeys, benchmarks and scripts with.
  rootFiles: parseProject('tsconfig.json'),
};
const loose = defaultProgram(
  ts.sys
    .readDirectory(path.join(root, 'apps/server'), ['.mjs'], undefined, undefined, 1)
    .concat(
      ts.sys.readDirectory(path.join(root, 'apps/web/scripts'), ['.mjs'], undefined, undefined, 1),
    ),
);
phase('programs built', since);

// Lint: each folder's files read with the program of their nearest tsconfig.json, then the
// default program for the scripts none includes (what the project service does).
since = cpuSeconds();
const programsFor = (files, ...programs) => ({
  files,
  languageOptions: {
    parserOptions: { projectService: false, programs: programs.filter(Boolean) },
  },
});
const eslint = new ESLint({
  cwd: root,
  overrideConfig: [
    programsFor(['**/*'], projects.rootFiles.program, loose),
    programsFor(['apps/server/**'], projects.server.program, loose),
    programsFor(['apps/web/**'], projects.web.program, loose),
    // The service worker's build script is the web app's (vite.config.ts imports it), as the
    // project service finds when the nearest tsconfig.json leaves it out.
    programsFor(['apps/web/sw/**'], projects.sw.program, projects.web.program),
    programsFor(['packages/contract/**'], projects.contract.program),
  ],
});
const results = await eslint.lintFiles(['.']);
const formatter = await eslint.loadFormatter('stylish');
const lintOutput = await formatter.format(results);
// A fatal error (a file that could not be parsed) counts among the errors already.
const errorCount = results.reduce((n, r) => n + r.errorCount, 0);
const warningCount = results.reduce((n, r) => n + r.warningCount, 0);
if (lintOutput) console.log(lintOutput);
// `--max-warnings=0`: a warning fails lint as an error does.
const lintOk = errorCount === 0 && warningCount === 0;
console.log(
  `lint: ${results.length} files, ${errorCount} errors, ${warningCount} warnings` +
    (lintOk ? '' : ' (FAILED: no warning is allowed either)'),
);
phase('lint', since);

// Typecheck: the projects `npm run typecheck` checks, each as `tsc -p` would.
since = cpuSeconds();
const formatHost = {
  getCanonicalFileName: (f) => f,
  getCurrentDirectory: () => root,
  getNewLine: () => '\n',
};
let typeErrors = 0;
for (const name of ['contract', 'server', 'web', 'sw', 'tools']) {
  const { program, errors } = projects[name];
  const diagnostics = [...errors, ...(program ? ts.getPreEmitDiagnostics(program) : [])];
  typeErrors += diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error).length;
  if (diagnostics.length > 0) {
    console.log(ts.formatDiagnosticsWithColorAndContext(diagnostics, formatHost));
  }
}
console.log(`typecheck: ${typeErrors} errors in 5 projects`);
phase('typecheck', since);

console.log(`CPU seconds of this process: ${phases.join(', ')}`);
process.exit(lintOk && typeErrors === 0 ? 0 : 1);
