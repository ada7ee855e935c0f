// A scan of a .tsx file for English written straight into its JSX, shared by the admin's guard
// (admin/admin-texts.test.ts) and the storefront's (i18n/storefront-texts.test.ts). What it
// finds: a JSX text node with a letter in it, and an aria-label, title, placeholder, alt, label,
// hint, busyLabel, lead, legend, message or eyebrow attribute given a string, each also where the string is one branch of a
// condition (`{open ? 'Close' : 'Open'}`). It does not follow calls (a toast's words, a label
// passed through a helper): those are read in review, as everything else is.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

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
  'legend',
  'message',
  'eyebrow',
]);

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

/** A text allowed on purpose in one file (relative to the scanned folder), with its reason. */
export interface AllowedText {
  file: string;
  text: string;
  why: string;
}

/** The .tsx files under `dir` (tests aside), relative to it with forward slashes. */
export function tsxFiles(dir: string, skip: (relative: string) => boolean = () => false): string[] {
  const walk = (folder: string): string[] =>
    fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(folder, entry.name);
      const relative = path.relative(dir, full).split(path.sep).join('/');
      if (skip(relative)) return [];
      if (entry.isDirectory()) return walk(full);
      return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [relative] : [];
    });
  return walk(dir);
}

/**
 * The English found in `files` (relative to `dir`) that `allowed` does not cover, as
 * "file:line: text", and the allowed entries no longer found (a stale list fails too).
 */
export function englishInFiles(
  dir: string,
  files: string[],
  allowed: AllowedText[],
): { found: string[]; unused: AllowedText[] } {
  const unused = new Set(allowed);
  const found = files.flatMap((file) =>
    englishInJsx(fs.readFileSync(path.join(dir, file), 'utf8'), file)
      .filter((hit) => {
        const entry = allowed.find((a) => a.file === file && hit.endsWith(`: ${a.text}`));
        if (entry) unused.delete(entry);
        return !entry;
      })
      .map((hit) => `${file}:${hit}`),
  );
  return { found, unused: [...unused] };
}
