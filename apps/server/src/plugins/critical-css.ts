// The part of the storefront's style sheet that one rendered page uses (docs/decisions/
// 011-server-rendering.md, "Painting on arrival"). A rendered page carries its styles inline, so
// it paints without waiting for a second download; the whole sheet (58 KB, 9 to 10 KB as
// brotli) made every page larger than the first 14.6 KB a new TCP connection may send before it
// waits a round trip for acknowledgements. The rules whose classes the page's markup does not
// hold, and the custom properties nothing reads, are left out; the app loads the whole sheet
// before it hydrates (apps/web/src/mount.tsx), since it may then render classes the server did
// not.
//
// It reads the style sheet Tailwind writes (minified, flat: style rules, @layer, @media,
// @supports, @property, @keyframes), not CSS in general: a block it does not know is kept whole.

/** A rule or at-rule of the sheet: `body` is its inside, or null for a statement (`@import x;`). */
interface CssBlock {
  prelude: string;
  body: string | null;
  /** The parsed inside of a grouping at-rule (@layer, @media, @supports, @container). */
  children?: CssBlock[];
  /** A style rule's selectors, each as the classes and elements it requires. */
  selectors?: Needs[];
  /** A style rule's declarations, with the custom property each sets. */
  declarations?: Declaration[];
}

/** What a selector needs the page to hold before it can match anything. */
interface Needs {
  classes: string[];
  /** Element names outside any `:is(...)`, `:where(...)` or `[...]` (`ul`, `input::placeholder`). */
  elements: string[];
}

interface Declaration {
  text: string;
  /** The custom property it sets, if any. */
  sets?: string;
  /** The custom properties its value reads. */
  reads: string[];
}

/** A style sheet read once, to take subsets of for each page. */
export interface ParsedStyleSheet {
  blocks: CssBlock[];
}

const GROUPING = /^@(?:layer|media|supports|container)\b/;

/** The index just past a quoted string that starts at `start`. */
function skipString(css: string, start: number): number {
  const quote = css[start];
  let i = start + 1;
  while (i < css.length && css[i] !== quote) i += css[i] === '\\' ? 2 : 1;
  return i + 1;
}

const readVars = (text: string) => [...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1] ?? '');

function parseBlocks(css: string): CssBlock[] {
  const blocks: CssBlock[] = [];
  let i = 0;
  while (i < css.length) {
    // The prelude runs to the first `{` or `;` outside strings, comments and escapes.
    let j = i;
    while (j < css.length && css[j] !== '{' && css[j] !== ';' && css[j] !== '}') {
      if (css[j] === '\\') j += 2;
      else if (css[j] === '"' || css[j] === "'") j = skipString(css, j);
      else if (css.startsWith('/*', j))
        j = css.indexOf('*/', j + 2) === -1 ? css.length : css.indexOf('*/', j + 2) + 2;
      else j++;
    }
    const prelude = css
      .slice(i, j)
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .trim();
    if (j >= css.length || css[j] === '}') {
      if (prelude) blocks.push({ prelude, body: null });
      i = j + 1;
      continue;
    }
    if (css[j] === ';') {
      blocks.push({ prelude: `${prelude};`, body: null });
      i = j + 1;
      continue;
    }
    // Find the matching `}`.
    let depth = 0;
    let k = j;
    for (; k < css.length; k++) {
      const c = css[k];
      if (c === '\\') k++;
      else if (c === '"' || c === "'") k = skipString(css, k) - 1;
      else if (c === '{') depth++;
      else if (c === '}' && --depth === 0) break;
    }
    const body = css.slice(j + 1, k);
    if (GROUPING.test(prelude)) blocks.push({ prelude, body, children: parseBlocks(body) });
    else if (prelude.startsWith('@')) blocks.push({ prelude, body });
    else {
      blocks.push({
        prelude,
        body,
        selectors: selectorsOf(prelude).map((selector) => ({
          classes: classesOf(selector),
          elements: elementsOf(selector),
        })),
        declarations: body.split(/;(?![^(]*\))/).map((text): Declaration => {
          const sets = /^\s*(--[\w-]+)\s*:/.exec(text)?.[1];
          const reads = readVars(text);
          return sets ? { text, sets, reads } : { text, reads };
        }),
      });
    }
    i = k + 1;
  }
  return blocks;
}

export function parseStyleSheet(css: string): ParsedStyleSheet {
  return { blocks: parseBlocks(css) };
}

const unescapeCss = (value: string) => value.replace(/\\(.)/g, '$1');

/** The class names a selector requires (`.a:hover .b` requires a and b). */
function classesOf(selector: string): string[] {
  return [...selector.matchAll(/\.((?:\\.|[\w-])+)/g)].map((m) => unescapeCss(m[1] ?? ''));
}

/**
 * The element names a selector requires: a name that starts one of its compound selectors, outside
 * brackets and parentheses (`ol`, `abbr:where([title])`, `.prose p`; not `:not(p)`). Tailwind's
 * base layer styles a few dozen elements, most of which a page does not hold.
 */
function elementsOf(selector: string): string[] {
  const names: string[] = [];
  let depth = 0;
  let compoundStart = true;
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i] ?? '';
    if (c === '\\') {
      i++;
      compoundStart = false;
    } else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0 && /[\s>+~]/.test(c)) compoundStart = true;
    else {
      if (depth === 0 && compoundStart) {
        const name = /^[a-zA-Z][\w-]*/.exec(selector.slice(i))?.[0];
        if (name) {
          names.push(name.toLowerCase());
          i += name.length - 1;
        }
      }
      compoundStart = false;
    }
  }
  return names;
}

/** Splits a selector list at its top-level commas (not those inside `:is(...)` and the like). */
function selectorsOf(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === '\\') i++;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      out.push(list.slice(start, i));
      start = i + 1;
    }
  }
  out.push(list.slice(start));
  return out;
}

/** What a page's markup holds: its class names and its element names. */
interface Holds {
  classes: ReadonlySet<string>;
  elements: ReadonlySet<string>;
}

/** The blocks that can apply to a page holding `holds`, with the grouping rules around them. */
function applicable(blocks: CssBlock[], holds: Holds): CssBlock[] {
  const kept: CssBlock[] = [];
  for (const block of blocks) {
    if (block.children) {
      const children = applicable(block.children, holds);
      if (children.length > 0) kept.push({ ...block, children });
    } else if (block.selectors) {
      // Kept when some selector can match the page: all the classes and elements it names are there.
      const matches = ({ classes, elements }: Needs) =>
        classes.every((c) => holds.classes.has(c)) && elements.every((e) => holds.elements.has(e));
      if (block.selectors.some(matches)) kept.push(block);
    } else kept.push(block);
  }
  return kept;
}

/** Adds to `vars` what the declarations of `blocks` that are kept read; true if it grew. */
function addReads(blocks: CssBlock[], vars: Set<string>): boolean {
  const before = vars.size;
  for (const { children, declarations } of blocks) {
    if (children) addReads(children, vars);
    for (const d of declarations ?? []) {
      if (!d.sets || vars.has(d.sets)) for (const name of d.reads) vars.add(name);
    }
  }
  return vars.size > before;
}

function serialise(blocks: CssBlock[], vars: ReadonlySet<string>): string {
  let out = '';
  for (const { prelude, body, children, declarations } of blocks) {
    if (body === null) out += prelude;
    else if (children) {
      const inner = serialise(children, vars);
      if (inner) out += `${prelude}{${inner}}`;
    } else if (declarations) {
      // Custom properties nothing reads go: Tailwind's theme and its --tw-* defaults are most
      // of what is left otherwise.
      const kept = declarations.filter((d) => d.text.trim() && (!d.sets || vars.has(d.sets)));
      if (kept.length > 0) out += `${prelude}{${kept.map((d) => d.text).join(';')}}`;
    } else if (prelude.startsWith('@property')) {
      if (vars.has(prelude.slice('@property'.length).trim())) out += `${prelude}{${body}}`;
    } else out += `${prelude}{${body}}`;
  }
  return out;
}

/**
 * The rules of `sheet` that can apply to `markup` (a rendered page's HTML), with the custom
 * properties they read.
 */
export function criticalCss(sheet: ParsedStyleSheet, markup: string): string {
  const classes = new Set<string>();
  for (const m of markup.matchAll(/\bclass="([^"]*)"/g)) {
    for (const name of (m[1] ?? '').split(/\s+/)) {
      if (name)
        classes.add(
          name
            .replace(/&amp;/g, '&')
            .replace(/&quot;/g, '"')
            .replace(/&#x27;/g, "'"),
        );
    }
  }
  // A custom property is kept while something kept reads it: the page's style attributes, or
  // the kept rules, including the values of properties already kept (a theme font that reads
  // another font's variable): rounds until nothing is added.
  // The page's <html> and <body> are the shell's, outside the markup.
  const elements = new Set(['html', 'body']);
  for (const m of markup.matchAll(/<([a-zA-Z][\w-]*)/g)) elements.add((m[1] ?? '').toLowerCase());
  const kept = applicable(sheet.blocks, { classes, elements });
  const vars = new Set(readVars(markup));
  while (addReads(kept, vars));
  return serialise(kept, vars);
}
