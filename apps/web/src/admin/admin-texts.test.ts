// The admin's words stay in adminTexts (admin-texts.ts and texts/*.ts), not in its screens: a
// scan of every admin .tsx file (tests aside) for English written straight into the JSX. What it
// finds: a JSX text node with a letter in it, and an aria-label, title, placeholder, alt, label,
// hint, busyLabel or lead attribute given a string, each also where the string is one branch of a
// condition (`{open ? 'Close' : 'Open'}`). It does not follow calls (a toast's words, a label
// passed through a helper): those are read in review, as everything else is.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ADMIN = import.meta.dirname;

/** Attributes whose value a person reads or hears. */
const WORDED_ATTRIBUTES = new Set([
  'aria-label',
  'title',
  'placeholder',
  'alt',
  'label',
  'hint',
  'busyLabel',
  'lead',
]);

/**
 * Literals allowed on purpose, by file (relative to admin/) and the literal as found, each with
 * its reason. An entry no longer found fails the test too, so the list cannot go stale.
 */
const ALLOWED: { file: string; text: string; why: string }[] = [];

/**
 * Whole folders left out for now, each with its reason. Remove the line when the reason is gone.
 */
const FOLDERS_NOT_SCANNED: { folder: string; why: string }[] = [];

const hasLetter = (text: string) => /[A-Za-z]/.test(text);

/** The string literals an expression shows as it is: itself, or a branch of a condition. */
function shownLiterals(node: ts.Expression): ts.Node[] {
  if (ts.isParenthesizedExpression(node)) return shownLiterals(node.expression);
  if (ts.isConditionalExpression(node)) {
    return [...shownLiterals(node.whenTrue), ...shownLiterals(node.whenFalse)];
  }
  if (ts.isBinaryExpression(node)) {
    const op = node.operatorToken.kind;
    // `a && 'x'` shows only 'x'; `a || 'x'` and `a ?? 'x'` may show either side.
    if (op === ts.SyntaxKind.AmpersandAmpersandToken) return shownLiterals(node.right);
    if (op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.QuestionQuestionToken) {
      return [...shownLiterals(node.left), ...shownLiterals(node.right)];
    }
    return [];
  }
  if (
    ts.isStringLiteral(node) ||
    ts.isNoSubstitutionTemplateLiteral(node) ||
    ts.isTemplateExpression(node)
  ) {
    return [node];
  }
  return [];
}

function literalText(node: ts.Node): string {
  if (ts.isJsxText(node)) return node.text.replace(/\s+/g, ' ').trim();
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  return node.getText();
}

/** The words a literal writes itself: a template's values (`${o.reason}`) are not its own. */
function ownWords(node: ts.Node): string {
  if (!ts.isTemplateExpression(node)) return literalText(node);
  return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
}

/** Each English literal in the JSX of one source file, as "line: text". */
export function englishInJsx(source: string, fileName = 'file.tsx'): string[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: ts.Node[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasLetter(node.text)) found.push(node);
    if (ts.isJsxAttribute(node) && WORDED_ATTRIBUTES.has(node.name.getText())) {
      const value = node.initializer;
      if (value && ts.isStringLiteral(value)) found.push(value);
      if (value && ts.isJsxExpression(value) && value.expression) {
        found.push(...shownLiterals(value.expression));
      }
    }
    if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      found.push(...shownLiterals(node.expression));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found
    .filter((node) => hasLetter(ownWords(node)))
    .map((node) => {
      const { line } = file.getLineAndCharacterOfPosition(node.getStart());
      return `${line + 1}: ${literalText(node)}`;
    });
}

function adminSources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return adminSources(full);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [full] : [];
  });
}

describe("the admin's texts", () => {
  it('has no English literal in any admin screen: each reads its words from adminTexts', () => {
    const files = adminSources(ADMIN).map((full) =>
      path.relative(ADMIN, full).split(path.sep).join('/'),
    );
    expect(files.length).toBeGreaterThan(50);
    const unused = new Set(ALLOWED);
    const found = files
      .filter((file) => !FOLDERS_NOT_SCANNED.some(({ folder }) => file.startsWith(folder)))
      .flatMap((file) =>
        englishInJsx(fs.readFileSync(path.join(ADMIN, file), 'utf8'), file)
          .filter((hit) => {
            const allowed = ALLOWED.find((a) => a.file === file && hit.endsWith(`: ${a.text}`));
            if (allowed) unused.delete(allowed);
            return !allowed;
          })
          .map((hit) => `${file}:${hit}`),
      );
    expect(found).toEqual([]);
    expect([...unused]).toEqual([]);
  });

  it('finds a literal in each place it looks, and leaves references and data alone', () => {
    const source = `
      export const A = ({ open, n }: { open: boolean; n: number }) => (
        <section aria-label="Orders" title={'Shop'}>
          <h1>Today</h1>
          <input placeholder={\`Search \${n}\`} />
          <img alt="Logo" src="/logo.png" className="h-4 w-4" />
          <Field label="Email" hint={open && 'Your email'} busyLabel="Saving..." />
          {open ? 'Close' : texts.open}
          {n > 1 && 'items'}
          {texts.title} {' · '} {n} {\`: \${texts.reason}\`}
          <Card lead={\`Invitation for \${n}\`} className={open ? 'Big' : 'small'} />
          <Link to="/admin/orders" id="x" type="button">{texts.orders}</Link>
        </section>
      );`;
    expect(englishInJsx(source)).toEqual([
      '3: Orders',
      '3: Shop',
      '4: Today',
      '5: `Search ${n}`',
      '6: Logo',
      '7: Email',
      '7: Your email',
      '7: Saving...',
      '8: Close',
      '9: items',
      '11: `Invitation for ${n}`',
    ]);
  });
});
