// Every page type, at both sizes: a screenshot for the reviewer and an axe-core audit that fails
// the journey on any serious or critical violation, once per run for each page type and size.
import fs from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import type { Shopper } from './browser';
import { whenSettled } from './ui';

/** What the run's summary reads back (one file per page type and size). */
export interface AxeRecord {
  pageType: string;
  size: string;
  url: string;
  violations: Array<{ id: string; impact: string | null; help: string; nodes: number }>;
}

const BLOCKING = new Set(['serious', 'critical']);

/** Waits until the page has stopped changing: nothing loading, fonts and visible pictures in. */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await whenSettled(page);
  await page.waitForFunction(
    () =>
      document.fonts.status === 'loaded' &&
      Array.from(document.images).every((img) => img.loading === 'lazy' || img.complete),
  );
}

/**
 * Screenshots the page as `<page type>.<size>.png` in the run's folder and runs axe-core on it.
 * Fails, listing them readably, when axe finds a serious or critical violation.
 */
export async function inspectPage(shopper: Shopper, pageType: string): Promise<void> {
  const { page, size } = shopper;
  const runDir = inject('runDir');
  const t0 = Date.now();
  await settled(page);
  // Nothing on the page is wider than the screen: a long word in a product's name once pushed
  // the cart's prices 20 px past a 360 px phone, and the page scrolled sideways.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${pageType} at ${size.name} size scrolls sideways`).toBeLessThanOrEqual(0);
  // One screenshot and one audit a page type and size per run: several journeys pass the same
  // page (the home page, a product), and axe takes 1 to 3 s of CPU a page, far more under load.
  // The first to reach it, in either lane, takes it (a file created exclusively).
  if (!claim(runDir, `${pageType}.${size.name}`)) return;
  const t1 = Date.now();
  await page.screenshot({
    path: path.join(runDir, 'screenshots', `${pageType}.${size.name}.png`),
    fullPage: true,
    animations: 'disabled',
  });

  // Notifications come and go with timing; they are audited on their own (auditToasts).
  const t2 = Date.now();
  const results = await new AxeBuilder({ page }).setLegacyMode().exclude(TOASTER).analyze();
  if (process.env.E2E_TIMINGS) {
    console.log(
      `${pageType}.${size.name}: settle ${t1 - t0} ms, screenshot ${t2 - t1} ms, axe ${Date.now() - t2} ms`,
    );
  }
  report(shopper, pageType, results);
}

function claim(runDir: string, key: string): boolean {
  const dir = path.join(runDir, 'inspected');
  fs.mkdirSync(dir, { recursive: true });
  try {
    fs.writeFileSync(path.join(dir, key), '', { flag: 'wx' });
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
}

/** The notifications on screen now (a toast must be showing), audited on their own. */
export async function auditToasts(shopper: Shopper, pageType: string): Promise<void> {
  const { page } = shopper;
  const toast = page.locator('[data-sonner-toast]').first();
  await toast.waitFor();
  // Fully faded in, so that colours are measured as the shopper reads them.
  await toast.evaluate(
    (el) =>
      new Promise<void>((resolve) => {
        const check = () =>
          getComputedStyle(el).opacity === '1' && el.getAttribute('data-mounted') === 'true'
            ? resolve()
            : requestAnimationFrame(check);
        check();
      }),
  );
  await page.screenshot({
    path: path.join(inject('runDir'), 'screenshots', `${pageType}.${shopper.size.name}.png`),
    animations: 'disabled',
  });
  const results = await new AxeBuilder({ page }).setLegacyMode().include(TOASTER).analyze();
  report(shopper, pageType, results);
}

const TOASTER = '[data-sonner-toaster]';

function report(shopper: Shopper, pageType: string, results: AxeResults): void {
  const { page, size } = shopper;
  const runDir = inject('runDir');
  const record: AxeRecord = {
    pageType,
    size: size.name,
    url: page.url(),
    violations: results.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      nodes: v.nodes.length,
    })),
  };
  fs.writeFileSync(
    path.join(runDir, 'axe', `${pageType}.${size.name}.json`),
    JSON.stringify(record, null, 2),
  );

  const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  if (blocking.length > 0) {
    const lines = blocking.flatMap((v) => [
      `${v.impact}: ${v.id} — ${v.help} (${v.helpUrl})`,
      ...v.nodes
        .slice(0, 5)
        .map((n) => `    at ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ')}`),
      ...(v.nodes.length > 5 ? [`    … and ${v.nodes.length - 5} more`] : []),
    ]);
    throw new Error(
      `axe-core: ${blocking.length} serious or critical violation(s) on ${pageType} at ${size.name} (${page.url()}):\n  ${lines.join('\n  ')}`,
    );
  }
}
