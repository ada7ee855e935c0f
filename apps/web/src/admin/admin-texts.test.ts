// The admin's words stay in adminTexts (admin-texts.ts and texts/*.ts), not in its screens: a
// scan of every admin .tsx file (tests aside) for English written straight into the JSX
// (test/english-in-jsx.ts says what it finds and what it leaves to review).
import { describe, expect, it } from 'vitest';
import { type AllowedText, englishInFiles, englishInJsx, tsxFiles } from '../test/english-in-jsx';

const ADMIN = import.meta.dirname;

/**
 * Literals allowed on purpose, by file (relative to admin/) and the literal as found, each with
 * its reason. An entry no longer found fails the test too, so the list cannot go stale.
 */
const ALLOWED: AllowedText[] = [];

/**
 * Whole folders left out for now, each with its reason. Remove the line when the reason is gone.
 */
const FOLDERS_NOT_SCANNED: { folder: string; why: string }[] = [];

describe("the admin's texts", () => {
  it('has no English literal in any admin screen: each reads its words from adminTexts', () => {
    const files = tsxFiles(ADMIN, (file) =>
      FOLDERS_NOT_SCANNED.some(({ folder }) => file.startsWith(folder)),
    );
    expect(files.length).toBeGreaterThan(50);
    const { found, unused } = englishInFiles(ADMIN, files, ALLOWED);
    expect(found).toEqual([]);
    expect(unused).toEqual([]);
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
