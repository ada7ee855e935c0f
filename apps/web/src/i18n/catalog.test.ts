// Every text the storefront shows through t(), tf(), msgid(), errorMessage() or a toast has its Hindi version in
// i18n/hi.ts (docs/decisions/031-hindi-storefront.md): the texts are read from the source
// itself, so a new text without its Hindi fails here, naming it.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { INDIAN_STATES } from '@store/contract';
import { hi } from './hi';

const SRC = path.resolve(import.meta.dirname, '..');

/** The storefront's source files: not the owner's admin (English only), not tests. */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'admin' || entry.name === 'test' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.|test-kit/.test(entry.name) ? [file] : [];
  });
}

const LITERAL = String.raw`'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"`;
/** A call's first text, or both texts of a `cond ? 'a' : 'b'` first argument. */
const CALLS = [
  new RegExp(String.raw`\b(?:t|tf|tx|msgid)\(\s*(?:${LITERAL})`, 'g'),
  new RegExp(
    String.raw`\b(?:t|tf|tx)\(\s*[\w.!]+(?:\s*[=!]==?\s*[\w.']+)?\s*\?\s*(?:${LITERAL})\s*:\s*(?:${LITERAL})`,
    'g',
  ),
  new RegExp(String.raw`\btoast(?:\.success|\.error)?\(\s*(?:${LITERAL})`, 'g'),
  // errorMessage(error, 'fallback') shows its fallback through t() (lib/api-client.ts)
  new RegExp(String.raw`\berrorMessage\([\w.]+,\s*(?:${LITERAL})`, 'g'),
  new RegExp(
    String.raw`\btoast(?:\.success|\.error)?\([^()]*?\{\s*description:\s*(?:${LITERAL})`,
    'g',
  ),
];

const unescape = (text: string) => text.replace(/\\(.)/g, '$1');

/** Every text the storefront's code asks to be shown in the page's language. */
export function textsInSource(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sourceFiles(SRC)) {
    const code = fs.readFileSync(file, 'utf8');
    for (const pattern of CALLS) {
      for (const match of code.matchAll(pattern)) {
        for (const text of match.slice(1)) {
          if (text !== undefined && !found.has(unescape(text))) {
            found.set(unescape(text), path.relative(SRC, file));
          }
        }
      }
    }
  }
  return found;
}

describe('the Hindi catalog', () => {
  it('finds the texts in the source (the extraction works)', () => {
    const texts = textsInSource();
    expect(texts.has('Add to Cart')).toBe(true);
    expect(texts.has('Place Order')).toBe(true);
    expect(texts.has('Contact Us')).toBe(true); // a footer label, marked with msgid()
    expect(texts.has('Added to cart')).toBe(true); // a toast, translated by lib/toast.tsx
    // The walk's last lines (2026-11-27): a data text, a filled-in one, and both sides of a choice.
    expect(texts.has('Standard Shipping')).toBe(true);
    expect(texts.has('Items in order {id}')).toBe(true);
    expect(texts.has('Choose a colour in your cart')).toBe(true);
    expect(texts.has('Please select a colour')).toBe(true);
    expect(texts.has('Choose a colour for {name} before checkout.')).toBe(true);
    // A sentence with parts of the page inside it, and both sides of its choice (2026-11-27).
    expect(
      texts.has('Cash on delivery: please pay {amount} to the courier when your order arrives.'),
    ).toBe(true);
    expect(
      texts.has(
        'We sent a payment request to {vpa}. Open your UPI app, check the amount and approve it with your UPI PIN.',
      ),
    ).toBe(true);
    expect(texts.size).toBeGreaterThan(250);
  });

  it('has every text in Hindi', () => {
    const missing = [...textsInSource()]
      .filter(([text]) => !hi[text]?.trim())
      .map(([text, file]) => `${file}: ${text}`);
    expect(missing).toEqual([]);
  });

  it('names every state and union territory of the checkout in Hindi (shown through t())', () => {
    expect(INDIAN_STATES.filter((state) => !hi[state]?.trim())).toEqual([]);
  });

  it('keeps the marks a text fills in', () => {
    for (const [english, hindi] of Object.entries(hi)) {
      const marks = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((m) => m[0]).sort();
      expect(marks(hindi), english).toEqual(marks(english));
    }
  });
});
