// An ESLint rule of our own: no import cycles between the server's modules, nor between the web's
// features (storefront and admin). The unit is the folder (modules/<m>, features/<f>), not the
// file: two files of one module may import each other, two modules may not (docs/decisions/
// 013-kernel-and-flows.md). The folder graph is read from disk once per lint run, tests and test
// kits aside, so the rule costs one scan instead of a module resolution per import, which is what
// makes eslint-plugin-import-x's no-cycle slow on a repository of this size.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const SOURCE = /\.(ts|tsx|mjs)$/;
const NOT_SHIPPED = /\.test\.|test-kit|test-fixtures|\.e2e\./;
const SPECIFIERS =
  /(?:import|export)[^'"]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

/** Every source file below a folder. */
function sourceFiles(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return SOURCE.test(e.name) ? [path] : [];
  });
}

/** The unit (an absolute root joined with its first folder) a path belongs to, or null. */
function unitOf(roots, path) {
  for (const root of roots) {
    const rel = relative(root, path);
    // A file inside the folder, or the folder itself ('../../catalog' means its index).
    if (rel && !rel.startsWith('..')) return join(root, rel.split(sep)[0]);
  }
  return null;
}

/** Folder graph: unit -> units it imports (shipped code only). */
function buildGraph(roots) {
  const graph = new Map();
  for (const root of roots) {
    for (const file of sourceFiles(root)) {
      if (NOT_SHIPPED.test(file)) continue;
      const from = unitOf(roots, file);
      if (!from) continue;
      for (const m of readFileSync(file, 'utf8').matchAll(SPECIFIERS)) {
        const to = unitOf(roots, resolve(dirname(file), m[1] ?? m[2]));
        if (!to || to === from) continue;
        if (!graph.has(from)) graph.set(from, new Set());
        graph.get(from).add(to);
      }
    }
  }
  return graph;
}

/** A path of units from `start` to `goal`, or null when `goal` cannot be reached. */
function pathBetween(graph, start, goal) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const unit = queue.shift();
    if (unit === goal) {
      const path = [];
      for (let u = goal; u !== null; u = cameFrom.get(u)) path.unshift(u);
      return path;
    }
    for (const next of graph.get(unit) ?? []) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, unit);
        queue.push(next);
      }
    }
  }
  return null;
}

// One graph per set of roots for the whole run: every linted file asks the same question.
const graphs = new Map();

const noCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles between modules or features (folder units).' },
    schema: [
      {
        type: 'object',
        properties: { roots: { type: 'array', items: { type: 'string' } } },
        required: ['roots'],
        additionalProperties: false,
      },
    ],
    messages: {
      cycle:
        '{{from}} imports {{to}}, which already leads back ({{path}}): move what both ' +
        'need below them (kernel/, lib/, components/) or the work that spans them above (flows/, app/).',
    },
  },
  create(context) {
    const cwd = context.cwd;
    const roots = context.options[0].roots.map((r) => resolve(cwd, r));
    const from = unitOf(roots, context.filename);
    if (!from || NOT_SHIPPED.test(context.filename)) return {};
    const key = roots.join('\0');
    if (!graphs.has(key)) graphs.set(key, buildGraph(roots));
    const graph = graphs.get(key);
    const name = (unit) => relative(cwd, unit);

    function check(node) {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = unitOf(roots, resolve(dirname(context.filename), spec));
      if (!to || to === from) return;
      const back = pathBetween(graph, to, from);
      if (back) {
        context.report({
          node: node.source,
          messageId: 'cycle',
          data: { from: name(from), to: name(to), path: back.map(name).join(' -> ') },
        });
      }
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'no-cycles': noCycles } };
