// Debian's Chromium, as every tool here starts it (the browser journeys, the page benchmark and
// the screenshot script): no test tool downloads a browser of its own. Plain JavaScript so that
// the .mjs scripts can import it as well as the TypeScript journeys (types: chromium.d.mts).
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
