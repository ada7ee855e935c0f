// One lint setup for the whole repository: typescript-eslint's type-aware rules
// everywhere, React hooks rules in the storefront, Prettier owning formatting, and the
// layering of both apps (docs/architecture.md) as import restrictions.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import cycles from './scripts/eslint-no-cycles.mjs';

// ---------------------------------------------------------------------------------------------
// Layering. Each entry is a `no-restricted-imports` pattern on the import as written (relative
// paths), so a rule about "a sibling domain's inner file" depends on how deep the importing file
// sits: `depthBans` spells one rule out for each depth.

/** `(\.\./){n}` as a regular expression source. */
const up = (n) => `(\\.\\./){${n}}`;

/**
 * For files `depth` folders below their domain's root (features/<d>/ or modules/<d>/): an
 * import that climbs out of the domain into a sibling and then goes deeper than the sibling's
 * index is refused.
 */
const siblingInnerFile = (depth) => `^(\\./)?${up(depth + 1)}[\\w-]+/(?!index(\\.tsx?)?$).+`;

/** Files of a domain, by depth below its root, with the sibling-inner-file ban for each. */
function depthBans(root, message, maxDepth = 3) {
  return Array.from({ length: maxDepth + 1 }, (_, depth) => ({
    files: [`${root}/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
    patterns: [{ regex: siblingInnerFile(depth), message }],
  }));
}

const WEB = 'apps/web/src';
const SERVER = 'apps/server/src';
const webTests = [`${WEB}/**/*.test.{ts,tsx}`, `${WEB}/test/**`];
const serverTests = [
  `${SERVER}/**/*.test.ts`,
  `${SERVER}/**/*test-kit*.ts`,
  `${SERVER}/**/test-fixtures.ts`,
  `${SERVER}/test/**`,
];

const msg = {
  featureIndex:
    'Import another web feature only through its public entry (features/<domain>/index.ts).',
  noFeature: 'lib/ and components/ sit below the features: they import no feature.',
  noApp: 'app/ composes the features; nothing below it imports from app/.',
  noAdmin: "The shopper's code does not import the admin (docs/decisions/010-admin-screens.md).",
  moduleIndex:
    'Import another server module only through its public entry (modules/<domain>/index.ts).',
  noModule:
    'plugins/, lib/, db/ and kernel/ sit below the modules: they import nothing from modules/ or flows/.',
  noKernel: 'lib/ is code with no store knowledge: it imports nothing from kernel/.',
  noFlow:
    'A module never imports a flow: flows/ sit above the modules and compose them (docs/decisions/013-kernel-and-flows.md).',
  routesRepository:
    'Routes call their service; only services reach a repository (routes -> service -> repository).',
};

// Anywhere in the storefront: a path that names features/<d>/<more> skips a feature's entry.
const deepFeature = { regex: '(^|/)features/[\\w-]+/.+', message: msg.featureIndex };
const anyFeature = { regex: '(^|/)features(/|$)', message: msg.noFeature };
const anyApp = { regex: '^(\\./)?(\\.\\./)+app(/|$)', message: msg.noApp };
// The storefront never reaches into the admin: only app/router.tsx names it, through one lazy route.
const anyAdmin = { regex: '^(\\./)?(\\.\\./)+admin(/|$)', message: msg.noAdmin };
const deepModule = {
  regex: '(^|/)modules/[\\w-]+/(?!index\\.ts$).+',
  message: msg.moduleIndex,
};
const anyModule = { regex: '(^|/)modules(/|$)', message: msg.noModule };
const anyFlowBelow = { regex: '(^|/)flows(/|$)', message: msg.noModule };
const anyFlow = { regex: '(^|/)flows(/|$)', message: msg.noFlow };
const anyKernel = { regex: '(^|/)kernel(/|$)', message: msg.noKernel };
const repository = { regex: '\\.repository(\\.ts)?$', message: msg.routesRepository };

/**
 * Layer rules as config blocks. ESLint does not merge one rule's options across blocks (the last
 * block wins), so each block states every pattern that applies to its files.
 */
function layerBlocks() {
  const block = (files, patterns, ignores = []) => ({
    files,
    ignores,
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  });
  return [
    // The storefront: lib/ and components/ -> features/ -> app/.
    block(
      [`${WEB}/lib/**/*.{ts,tsx}`, `${WEB}/components/**/*.{ts,tsx}`],
      [anyFeature, anyApp, anyAdmin],
      webTests,
    ),
    block([`${WEB}/app/**/*.{ts,tsx}`, `${WEB}/main.tsx`], [deepFeature]),
    ...depthBans(`${WEB}/features`, msg.featureIndex).map(({ files, patterns }) =>
      block(files, [deepFeature, anyApp, anyAdmin, ...patterns]),
    ),
    // The server: lib/, db/, plugins/ -> kernel/ -> modules/ -> flows/ -> app.ts, server.ts, cli/.
    block([`${SERVER}/lib/**/*.ts`], [anyModule, anyFlowBelow, anyKernel], serverTests),
    block(
      [`${SERVER}/db/**/*.ts`, `${SERVER}/plugins/**/*.ts`, `${SERVER}/kernel/**/*.ts`],
      [anyModule, anyFlowBelow],
      // db/schema.ts is the list of every module's schema file, read by Drizzle's client and
      // drizzle-kit: it re-exports modules/<m>/schema.ts and holds no code of its own.
      [...serverTests, `${SERVER}/db/seed/seed.ts`, `${SERVER}/db/schema.ts`],
    ),
    // The demo seed is a door like the command line: it loads the demo store through the
    // modules' public entries (its drawn art stays below them, for the picture fallback).
    block(
      [
        `${SERVER}/*.ts`,
        `${SERVER}/cli/**/*.ts`,
        `${SERVER}/db/seed/seed.ts`,
        `${SERVER}/flows/**/*.ts`,
      ],
      [deepModule],
      serverTests,
    ),
    // Within modules, the routes files also keep away from repositories (a later block wins).
    ...depthBans(`${SERVER}/modules`, msg.moduleIndex).flatMap(({ files, patterns }) => [
      block(files, [deepModule, anyFlow, ...patterns], serverTests),
      block(
        files.map((glob) => glob.replace('*.{ts,tsx}', '*.routes.ts')),
        [deepModule, anyFlow, repository, ...patterns],
      ),
    ]),
  ];
}

/** No cycles between modules (server) nor between features (storefront, admin). */
const cycleRoots = [`${SERVER}/modules`, `${WEB}/features`, `${WEB}/admin/features`];
const cycleBlock = {
  files: cycleRoots.map((root) => `${root}/**/*.{ts,tsx}`),
  plugins: { layers: cycles },
  rules: { 'layers/no-cycles': ['error', { roots: cycleRoots }] },
};

/**
 * Size limits (docs/decisions/021-module-descriptor.md): no source file over 450 lines and no
 * function over 120, counted raw (comments and blank lines included), tests included. Seed data
 * and the generated demo art are data, not code, and stay out.
 */
const sizeBlocks = [
  {
    files: ['apps/**/*.{ts,tsx,mjs,js}', 'packages/**/*.{ts,tsx,mjs,js}'],
    ignores: [`${SERVER}/db/seed/**`],
    rules: {
      'max-lines': ['error', { max: 450, skipBlankLines: false, skipComments: false }],
      'max-lines-per-function': [
        'error',
        { max: 120, skipBlankLines: false, skipComments: false, IIFEs: true },
      ],
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/drizzle/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        // Each file is checked with the tsconfig.json nearest to it; the few scripts that no
        // tsconfig includes use a default project.
        projectService: {
          allowDefaultProject: ['apps/server/*.mjs', 'apps/web/scripts/*.mjs'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // A promise nobody awaits loses its failure; `void` marks the ones meant to run on.
      '@typescript-eslint/no-floating-promises': 'error',
      // An async function where a plain callback is expected (an event handler, a forEach) runs
      // with nobody handling its failure.
      '@typescript-eslint/no-misused-promises': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...layerBlocks(),
  cycleBlock,
  ...sizeBlocks,
  {
    files: ['**/*.mjs', '**/*.js'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  prettier,
);
