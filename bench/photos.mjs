// Photo processing (docs/photos.md): how long the owner waits for a 12-megapixel phone photo to
// be taken in (upload, type check, EXIF turn, WebP and AVIF at four widths, stored in the
// database), and how many bytes each variant weighs. The budget: the product page's main
// picture, 640 px wide, at most 80 KB in either format.
//
// Runs on its own: `node bench/photos.mjs` (builds the server when there is no build). It starts
// the built server on an empty embedded database, makes an owner with the command line, and
// uploads through POST /api/v1/admin/products/{id}/images as the admin does.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { median, startProcess, table, waitFor } from './lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MAIN_PICTURE_BUDGET = 80 * 1024;
const UPLOADS = Number(process.env.BENCH_PHOTO_UPLOADS ?? 3);

/**
 * A 4000x3000 picture that compresses like a photograph: smooth gradients (sky, skin, cloth)
 * under fine grain (sensor noise, weave), at a phone camera's JPEG quality.
 */
export async function twelveMegapixelJpeg() {
  const width = 4000;
  const height = 3000;
  const gradients = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs>
        <linearGradient id="a" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stop-color="#7a1f2b"/><stop offset="0.5" stop-color="#e8b923"/><stop offset="1" stop-color="#0f7c80"/>
        </linearGradient>
        <radialGradient id="b" cx="0.35" cy="0.4" r="0.45">
          <stop offset="0" stop-color="#f3e9d2" stop-opacity="0.9"/><stop offset="1" stop-color="#f3e9d2" stop-opacity="0"/>
        </radialGradient>
      </defs>
      <rect width="100%" height="100%" fill="url(#a)"/>
      <rect width="100%" height="100%" fill="url(#b)"/>
      <ellipse cx="2600" cy="1700" rx="700" ry="1100" fill="#b3202a" opacity="0.55"/>
    </svg>`,
  );
  // Grain at three scales: fine (weave, sensor noise) survives at full size, the coarser
  // octaves keep texture when the picture is made 640 or 320 wide, as a real scene's does.
  const octave = async (w, h, sigma) =>
    sharp({
      create: {
        width: Math.round(w),
        height: Math.round(h),
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma },
      },
    })
      .resize(width, height, { kernel: 'cubic' })
      .png({ compressionLevel: 1 })
      .toBuffer();
  const layers = [
    await octave(width, height, 18),
    await octave(width / 4, height / 4, 40),
    await octave(width / 16, height / 16, 60),
  ];
  return sharp(gradients)
    .composite(layers.map((input) => ({ input, blend: 'soft-light' })))
    .jpeg({ quality: 92 })
    .toBuffer();
}

async function main() {
  const serverEntry = path.join(root, 'apps/server/dist/server.mjs');
  const adminEntry = path.join(root, 'apps/server/dist/admin.mjs');
  if (!fs.existsSync(serverEntry) || !fs.existsSync(adminEntry)) {
    execFileSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: root, stdio: 'inherit' });
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-photos-'));
  const email = 'bench-owner@example.in';
  const password = 'bench-owner-password-1';
  const env = { DATA_DIR: dataDir, SEED_DEMO: 'false' };
  const made = spawnSync(
    process.execPath,
    [adminEntry, 'owner:create', '--email', email, '--password-stdin'],
    { input: password, env: { ...process.env, ...env }, encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`owner:create failed: ${made.stderr}${made.stdout}`);

  const port = Number(process.env.BENCH_PHOTO_PORT ?? 8096);
  const base = `http://127.0.0.1:${port}`;
  const server = startProcess('server', [serverEntry], { ...env, PORT: String(port) });
  try {
    await waitFor(`${base}/api/v1/health`);
    const login = await fetch(`${base}/api/v1/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
    const auth = { authorization: `Bearer ${(await login.json()).token}` };
    const created = await fetch(`${base}/api/v1/admin/products`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'Bench Kurta',
        description: 'A product to upload photos to.',
        category: 'Women',
        subCategory: 'Kurta',
        mrp: 1999,
        sellingPrice: 1999,
        colors: ['Maroon'],
      }),
    });
    if (created.status !== 201)
      throw new Error(`create: ${created.status} ${await created.text()}`);
    const product = await created.json();

    const jpeg = await twelveMegapixelJpeg();
    const times = [];
    let images;
    for (let i = 0; i < UPLOADS; i++) {
      const form = new FormData();
      form.append('file', new Blob([jpeg], { type: 'image/jpeg' }), 'IMG_0001.JPG');
      const started = performance.now();
      const res = await fetch(`${base}/api/v1/admin/products/${product.id}/images`, {
        method: 'POST',
        headers: auth,
        body: form,
      });
      times.push(performance.now() - started);
      if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
      images = (await res.json()).images;
    }

    const photo = images.at(-1);
    const rows = [];
    const sizes = {};
    for (const format of ['avif', 'webp']) {
      for (const entry of photo.srcset[format].split(', ')) {
        const [url, w] = entry.split(' ');
        const res = await fetch(`${base}${url}`);
        const bytes = (await res.arrayBuffer()).byteLength;
        sizes[`${format} ${w}`] = bytes;
        rows.push([format, w.replace('w', ' px'), `${(bytes / 1024).toFixed(1)} KB`]);
      }
    }
    const mb = (jpeg.length / 1024 / 1024).toFixed(1);
    const main = [sizes['avif 640w'], sizes['webp 640w']];
    const over = main.filter((b) => b === undefined || b > MAIN_PICTURE_BUDGET);
    const markdown = [
      `A 4000x3000 JPEG (${mb} MB), ${UPLOADS} uploads through the admin API on PGlite; ` +
        `upload to stored variants, median ${Math.round(median(times))} ms ` +
        `(each: ${times.map((t) => Math.round(t)).join(', ')} ms; ${os.cpus().length} cores).`,
      '',
      table(['format', 'width', 'bytes'], rows),
      '',
      `Product page main picture (640 px): AVIF ${(main[0] / 1024).toFixed(1)} KB, WebP ` +
        `${(main[1] / 1024).toFixed(1)} KB; budget 80 KB: ${over.length ? 'OVER' : 'met'}.`,
    ].join('\n');
    if (over.length) process.exitCode = 1;
    return { medianMs: median(times), sizes, markdown };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log((await main()).markdown);
export { main as benchPhotos };
