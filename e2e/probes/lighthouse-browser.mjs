// The probes' Lighthouse: Debian's Chromium and the bench's mobile settings (performance only).
// PROBE_FONT_DIR=/dir gives the browser the fonts in that folder too, as a phone has its system
// fonts (Android's Noto Sans Devanagari), through a fontconfig file of its own.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.mjs';

/**
 * The browser's environment with PROBE_FONT_DIR's fonts as system fonts (a fontconfig file of its
 * own), or undefined to leave it as it is.
 */
export function probeFontEnv() {
  if (!process.env.PROBE_FONT_DIR) return undefined;
  const conf = path.join(os.tmpdir(), `probe-fonts-${process.pid}.conf`);
  fs.writeFileSync(
    conf,
    `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig><include ignore_missing="yes">/etc/fonts/fonts.conf</include><dir>${process.env.PROBE_FONT_DIR}</dir></fontconfig>`,
  );
  return { ...process.env, FONTCONFIG_FILE: conf };
}

/** Starts the browser; `audit(url)` answers Lighthouse's result, `kill()` stops the browser. */
export async function lighthouseBrowser() {
  const envVars = probeFontEnv();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
    envVars,
  });
  const audit = (url) =>
    lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      formFactor: 'mobile',
    });
  return { audit, kill: () => chrome.kill() };
}
