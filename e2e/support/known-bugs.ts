// Storefront or API bugs the journeys found, which must be fixed in apps/ (not here). A check
// that depends on such a fix runs every time: while it fails, the failure is printed and listed in
// the run's summary (never skipped silently); once it passes, the journey fails to say that the
// bug is fixed and the marker should go, so the check becomes an ordinary one.
import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

/**
 * Open bugs by id. Found and fixed so far (the journeys now guard them as ordinary checks):
 * - the storefront served on a port other than 8044 called localhost:8044 (fixed in 163011f);
 * - success toasts had 4.25:1 contrast, below WCAG AA (fixed in ab46423).
 */
export const KNOWN_BUGS: Record<string, string> = {};

export async function dependsOnFix(bug: string, check: () => Promise<void>): Promise<void> {
  if (!(bug in KNOWN_BUGS)) throw new Error(`${bug} is not listed in KNOWN_BUGS`);
  let failure: unknown = null;
  try {
    await check();
  } catch (error) {
    failure = error;
  }
  if (failure === null) {
    throw new Error(
      `${bug} looks fixed (${KNOWN_BUGS[bug]}): the check that depended on it passes now. ` +
        `Remove its dependsOnFix('${bug}', …) wrapper in e2e/ so it guards the fix.`,
    );
  }
  const message = failure instanceof Error ? failure.message : String(failure);
  const line = `${bug}: ${KNOWN_BUGS[bug]}\n    still failing: ${message.split('\n').slice(0, 4).join('\n      ')}`;
  console.warn(`⚠ known bug ${line}`);
  fs.appendFileSync(path.join(inject('runDir'), 'known-bugs.txt'), `${line}\n`);
}
