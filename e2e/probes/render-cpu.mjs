// CPU per page rendered by the built storefront's server renderer (apps/web/dist/.server), in
// this process, with NODE_ENV as given ("unset" leaves it out, as npm start does): the home
// page, a listing, a product page and the cart, with no answers, 40 warm-up rounds then 200.
//   node e2e/probes/render-cpu.mjs unset && node e2e/probes/render-cpu.mjs production
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const mode = process.argv[2] ?? 'unset';
if (mode !== 'unset') process.env.NODE_ENV = mode;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const entry = path.join(root, 'apps/web/dist/.server/entry-server.js');
const renderer = await import(pathToFileURL(entry).href);
const origin = 'http://localhost:8044';
await renderer.prepare(origin);
const urls = ['/', '/products?category=women', '/product/1', '/cart'];
const round = () =>
  urls.map((url) => renderer.render({ url, origin, answers: {}, withQueryClient: true }));
for (let i = 0; i < 40; i++) round();
const before = process.cpuUsage();
let pages = [];
for (let i = 0; i < 200; i++) pages = round();
const used = process.cpuUsage(before);
const ms = (used.user + used.system) / 1000 / (200 * urls.length);
const bytes = pages.reduce((sum, html) => sum + html.length, 0);
console.log(
  `NODE_ENV ${mode}: ${ms.toFixed(2)} ms of CPU a page; the four pages ${bytes} characters`,
);
