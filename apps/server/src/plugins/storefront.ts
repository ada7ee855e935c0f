// Serves the built storefront beside the API: hashed assets cached forever, and for every other
// page the app shell, carrying what its first screen needs so a phone on a slow network does not
// wait for the JavaScript, then for the API, then for the pictures, one after another.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  canonicalRead,
  featuredQueryOf,
  firstCatalogReads,
} from '@store/contract/storefront-reads';

/** The storefront's lazily loaded screens, by the address that shows them. */
const ROUTE_MODULES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/products\/?$/, 'src/app/routes/products-page.tsx'],
  [/^\/product\/[^/]+\/?$/, 'src/app/routes/product-page.tsx'],
  [/^\/cart\/?$/, 'src/app/routes/cart-page.tsx'],
];
/** Every lazy screen is loaded together with the query client (src/app/router.tsx). */
const WITH_EVERY_SCREEN = 'src/app/query-client.ts';

/** How long the shell waits for the answers it carries before it goes without them. */
const ANSWERS_WAIT_MS = 1000;

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The files `key` needs, its static imports first, leaving out the entry the page loads anyway. */
function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key) || key === 'index.html') return [];
  seen.add(key);
  const files = (chunk.imports ?? []).flatMap((k) => chunkFiles(manifest, k, seen));
  return [...files, chunk.file];
}

function readManifest(distDir: string): Manifest {
  try {
    return JSON.parse(
      fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Manifest;
  } catch {
    return {}; // an older build or a hand-made folder: the shell goes without hints
  }
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside a script data block: no `</script>` or `<!--` can end it early. */
const escapeScriptData = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

function firstImage(answer: unknown): string | undefined {
  if (!answer || typeof answer !== 'object') return undefined;
  const product = 'data' in answer && Array.isArray(answer.data) ? answer.data[0] : answer;
  if (!product || typeof product !== 'object') return undefined;
  if ('imgUrl' in product && typeof product.imgUrl === 'string' && product.imgUrl) {
    return product.imgUrl;
  }
  return undefined;
}

/** Serves the built SPA. Returns false when there is no build to serve. */
export async function registerStorefront(app: FastifyInstance, distDir: string): Promise<boolean> {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return false;
  const shell = fs.readFileSync(indexFile, 'utf8');
  const manifest = readManifest(distDir);
  const withEveryScreen = chunkFiles(manifest, WITH_EVERY_SCREEN);

  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    // The shell is built per request below, never sent as the file.
    index: false,
    wildcard: true,
    // The build writes .br and .gz copies of scripts, styles and pictures (apps/web/vite.config.ts).
    preCompressed: true,
    allowedPath: (pathName) => !pathName.startsWith('/.vite') && pathName !== '/index.html',
    setHeaders(reply, filePath) {
      const rel = path.relative(distDir, filePath);
      reply.header(
        'cache-control',
        rel.startsWith('assets' + path.sep)
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=3600',
      );
    },
  });

  /** GET `read` (a canonical key under /api/v1) through the app itself: its JSON, or undefined. */
  async function answerOf(read: string): Promise<string | undefined> {
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1${read}`,
      headers: { 'accept-encoding': 'identity' },
    });
    return res.statusCode === 200 ? res.body : undefined;
  }

  async function firstAnswers(url: URL): Promise<Map<string, string>> {
    const answers = new Map<string, string>();
    const reads = firstCatalogReads(url.pathname, url.searchParams);
    const [storeInfo, ...catalog] = await Promise.all(
      [canonicalRead('/storeInfo'), ...reads].map(answerOf),
    );
    if (storeInfo) answers.set(canonicalRead('/storeInfo'), storeInfo);
    reads.forEach((read, i) => {
      const answer = catalog[i];
      if (answer) answers.set(read, answer);
    });
    if (url.pathname === '/' && storeInfo) {
      const categories = (JSON.parse(storeInfo) as { categories?: unknown }).categories;
      const first = Array.isArray(categories) ? categories[0] : undefined;
      if (typeof first === 'string' && first.trim()) {
        const read = canonicalRead('/products', featuredQueryOf(first));
        const featured = await answerOf(read);
        if (featured) answers.set(read, featured);
      }
    }
    return answers;
  }

  async function pageFor(url: URL): Promise<string> {
    const head: string[] = [];
    const moduleKey = ROUTE_MODULES.find(([pattern]) => pattern.test(url.pathname))?.[1];
    if (moduleKey) {
      const files = new Set([...chunkFiles(manifest, moduleKey), ...withEveryScreen]);
      for (const file of files) {
        head.push(`<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`);
      }
    }

    let answers = new Map<string, string>();
    let timer: NodeJS.Timeout | undefined;
    try {
      answers = await Promise.race([
        firstAnswers(url),
        new Promise<Map<string, string>>((resolve) => {
          timer = setTimeout(() => resolve(new Map()), ANSWERS_WAIT_MS);
        }),
      ]);
    } catch (err) {
      app.log.warn({ err }, 'the storefront shell goes without its first answers');
    } finally {
      clearTimeout(timer);
    }
    // The picture the first screen is largest on (a product's, or the listing's first).
    const catalogRead = firstCatalogReads(url.pathname, url.searchParams)[0];
    const catalogAnswer = catalogRead ? answers.get(catalogRead) : undefined;
    const image = catalogAnswer ? firstImage(JSON.parse(catalogAnswer)) : undefined;
    if (image) {
      head.push(
        `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(image)}">`,
      );
    }

    let page = shell;
    if (head.length > 0) page = page.replace('</head>', `${head.join('')}</head>`);
    if (answers.size > 0) {
      const body = [...answers].map(([key, json]) => `${JSON.stringify(key)}:${json}`).join(',');
      page = page.replace(
        '</body>',
        `<script type="application/json" id="first-answers">${escapeScriptData(`{${body}}`)}</script></body>`,
      );
    }
    return page;
  }

  const sendShell = async (req: FastifyRequest, reply: FastifyReply) =>
    reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(await pageFor(new URL(req.url, 'http://store.invalid')));

  // The static files' folder has no index: the home page is a client route like the others.
  app.get('/', sendShell);
  app.setNotFoundHandler(async (req, reply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/')) {
      return reply.code(404).send({ error: `No such endpoint: ${req.method} ${pathname}` });
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return reply.code(404).send({ error: 'Not found' });
    }
    // Client-side routes (/products, /cart, /404 ...) all get the app shell.
    return sendShell(req, reply);
  });
  return true;
}
