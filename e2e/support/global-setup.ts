// Once per run: one Chromium (Debian's, through playwright-core) and one store on a fresh embedded
// database, shared by every journey file; the folder this run writes screenshots and logs to.
// Everything started here is stopped in the teardown, whether the journeys passed or not.
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { summarizeRun } from './report';
import {
  postgresAdminUrl,
  reachable,
  repoRoot,
  snapshotStorefront,
  startStore,
  type StoreInfo,
  type StoreProcess,
} from './servers';

declare module 'vitest' {
  export interface ProvidedContext {
    wsEndpoint: string;
    store: StoreInfo;
    /** A store on PostgreSQL for the owner's command line, or null without PostgreSQL. */
    ownerStore: StoreInfo | null;
    /** The storefront snapshot every store of the run serves. */
    webDistDir: string;
    runDir: string;
  }
}

function runDirectory(): string {
  const named = process.env.E2E_RUN_DIR;
  if (named) return path.resolve(repoRoot, named);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-').replace('T', '_').slice(0, 19);
  return path.join(repoRoot, 'test-results', `e2e-${stamp}`);
}

export default async function setup(project: TestProject) {
  const runDir = runDirectory();
  fs.mkdirSync(path.join(runDir, 'screenshots'), { recursive: true });
  fs.mkdirSync(path.join(runDir, 'axe'), { recursive: true });

  const logDir = path.join(runDir, 'logs');
  // In the "shop" lane no file works on the owner's store (support/lanes.mjs): it is not started.
  const lane = process.env.E2E_LANE;
  const needsOwnerStore = lane !== 'shop';
  const onPostgres = needsOwnerStore && (await reachable(postgresAdminUrl));
  if (needsOwnerStore && !onPostgres && process.env.CI) {
    throw new Error(`PostgreSQL is not reachable at ${postgresAdminUrl}; CI requires it.`);
  }
  const webDistDir = snapshotStorefront();
  const started = await Promise.allSettled([
    chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }),
    startStore({
      database: 'pglite',
      name: lane ? `pglite-${lane}-lane` : 'pglite',
      logDir,
      webDistDir,
    }),
    onPostgres ? startStore({ database: 'postgres', name: 'postgres', logDir, webDistDir }) : null,
  ]);
  const [browser, store, ownerStore] = started.map((r) =>
    r.status === 'fulfilled' ? r.value : null,
  ) as [BrowserServer | null, StoreProcess | null, StoreProcess | null];
  const teardown = async () => {
    await Promise.allSettled([browser?.close(), store?.dispose(), ownerStore?.dispose()]);
    fs.rmSync(webDistDir, { recursive: true, force: true });
    summarizeRun(runDir);
  };
  const failed = started.find((r) => r.status === 'rejected');
  if (failed || !browser || !store) {
    await teardown();
    throw failed?.status === 'rejected' ? failed.reason : new Error('set-up failed');
  }
  console.log('e2e: the browser and the stores are up');
  project.provide('wsEndpoint', browser.wsEndpoint());
  project.provide('store', store.info);
  project.provide('ownerStore', ownerStore?.info ?? null);
  project.provide('webDistDir', webDistDir);
  project.provide('runDir', runDir);
  return teardown;
}
