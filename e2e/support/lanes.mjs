// The browser journeys run in two lanes side by side (docs/decisions/016), each its own Vitest
// process, one file at a time, with its own Chromium and its own stores:
// - "owner": the files that work on the owner's store (`useOwnerStore` or `ownerStore` from
//   owner-store.ts: the store the owner's command line reaches), which change what the store
//   sells and how (settings, offers, rules, GST rates), so they keep running one after another;
// - "shop": every other file, on a store of its own.
// Two files of one lane never run at once, so a journey sees only its own lane's changes, as
// when all ran in one line. A new file joins a lane by what it uses: no list to edit.
import fs from 'node:fs';
import path from 'node:path';

export const LANES = ['owner', 'shop'];

const OWNER_STORE_USE = /\b(?:useOwnerStore|ownerStore)\(/;

/** Every journey file below e2e/journeys, as paths from the repository's root. */
export function journeyFiles(root) {
  const dir = path.join(root, 'e2e', 'journeys');
  return fs
    .readdirSync(dir, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith('.e2e.ts'))
    .map((name) => path.posix.join('e2e/journeys', name.split(path.sep).join('/')))
    .sort();
}

/** The lane of a journey file (a path from the repository's root). */
export function laneOf(root, file) {
  return OWNER_STORE_USE.test(fs.readFileSync(path.join(root, file), 'utf8')) ? 'owner' : 'shop';
}

/** The files of one lane. */
export function laneFiles(root, lane) {
  return journeyFiles(root).filter((file) => laneOf(root, file) === lane);
}
