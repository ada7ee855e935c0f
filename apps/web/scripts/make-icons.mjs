// Draws the installable app's icons (public/icons/) from the favicon's art: run it after changing
// public/favicon.svg (node apps/web/scripts/make-icons.mjs). The PNGs are committed, so a build
// needs no image library. The maskable ones fill the square and keep the mark in the safe circle.
import sharp from 'sharp';
const mark =
  '<path d="M32 10c6 8 14 12 14 22a14 14 0 0 1-28 0c0-10 8-14 14-22z" fill="none" stroke="#d4a64a" stroke-width="4"/><circle cx="32" cy="33" r="5" fill="#d4a64a"/>';
const any = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#5c1a26"/>${mark}</svg>`;
// Maskable: full-bleed background, the mark inside the 80% safe circle (scaled to 70%).
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#5c1a26"/><g transform="translate(9.6 9.6) scale(0.7)">${mark}</g></svg>`;
const out = 'apps/web/public/icons';
for (const size of [192, 512]) {
  await sharp(Buffer.from(any), { density: ((72 * size) / 64) * 1.01 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(`${out}/icon-${size}.png`);
  await sharp(Buffer.from(maskable), { density: ((72 * size) / 64) * 1.01 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(`${out}/maskable-${size}.png`);
}
await sharp(Buffer.from(maskable), { density: ((72 * 180) / 64) * 1.01 })
  .resize(180, 180)
  .png({ compressionLevel: 9, palette: true })
  .toFile(`${out}/apple-touch-icon-180.png`);
