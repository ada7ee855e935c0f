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
const ALLOWED: AllowedText[] = [];

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
