// Every storefront text has its Hindi: catalog.test.ts checks the texts given to t()/tf()/tx(),
// and this guard checks that no storefront screen writes English straight into its JSX, where
// no catalog can reach it (the scan is test/english-in-jsx.ts, shared with the admin's guard).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type AllowedText, englishInFiles, tsxFiles } from '../test/english-in-jsx';

const SRC = path.resolve(import.meta.dirname, '..');

/**
 * Literals allowed on purpose, by file (relative to src/) and the literal as found, each with its
 * reason. An entry no longer found fails the test too, so the list cannot go stale.
 */
const ALLOWED: AllowedText[] = [
  {
    file: 'app/layout/language-switch.tsx',
    text: 'English',
    why: 'the switch names the other language in that language, as हिन्दी does on English pages',
  },
  {
    file: 'app/routes/api-test-page.tsx',
    text: '`${API_BASE}/health`',
    why: 'an address, shown as the connection check calls it',
  },
  {
    file: 'app/routes/api-test-page.tsx',
    text: 'none (VITE_API_BASE_URL)',
    why: 'the connection check names the build setting a developer would set, by its own name',
  },
  {
    file: 'features/catalog/components/refine-panel.tsx',
    text: '#listing-refine{display:block}[aria-controls="listing-refine"]{display:none}',
    why: 'a style sheet for pages without script, not words',
  },
  {
    file: 'features/orders/components/shipment-timeline.tsx',
    text: '· AWB',
    why: "the courier's airway bill number goes by these letters on the parcel and the courier's site",
  },
  {
    file: 'features/returns/return-form.tsx',
    text: 'UPI ID',
    why: 'what every UPI app calls it, in Hindi too',
  },
  {
    file: 'features/returns/return-form.tsx',
    text: 'name@bank',
    why: 'the shape of a UPI ID, an example rather than words',
  },
  {
    file: 'features/returns/return-form.tsx',
    text: 'IFSC',
    why: 'the bank branch code by the name printed on cheques and passbooks',
  },
];

/** Not the shopper's storefront: the owner's admin (its own guard), tests and test kits. */
const notStorefront = (file: string) =>
  file === 'admin' || file === 'test' || /\.test-kit\.tsx$/.test(file);

describe("the storefront's texts", () => {
  it('has no English literal in any storefront screen: each goes through t(), tf() or tx()', () => {
    const files = tsxFiles(SRC, notStorefront);
    expect(files.length).toBeGreaterThan(50);
    const { found, unused } = englishInFiles(SRC, files, ALLOWED);
    expect(found).toEqual([]);
    expect(unused).toEqual([]);
  });
});
