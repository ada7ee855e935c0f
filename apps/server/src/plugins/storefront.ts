// Serves the built storefront beside the API: hashed assets cached forever, and for every other
// page the app shell, carrying what its first screen needs so a phone on a slow network does not
// wait for the JavaScript, then for the API, then for the pictures, one after another. The
// pages search engines and link previews read are rendered to HTML here first, with their
// titles, descriptions, preview tags and structured data (docs/decisions/011-server-rendering.md).
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Product, ProductListResponse, StoreInfo } from '@store/contract';
import { canonicalRead } from '@store/contract/storefront-reads';
import {
  COMPRESS_MIN_BYTES,
  VersionedCache,
  encodedBody,
  pickEncoding,
  toCachedText,
  type CachedJson,
} from '../lib/versioned-cache.ts';
import { registerCrawlerFiles } from './crawler-files.ts';
import {
  answerOf,
  answersInPage,
  answersInTime,
  pageReads,
  type PageView,
} from './page-answers.ts';
import {
  addressIn,
  alternateLinks,
  chosenLanguage,
  languageRedirect,
  offeredLanguages,
  registerLanguageSwitch,
  hindiFiles,
  FONT_CHECK_SOURCE,
  splitLanguage,
  withHtmlLanguage,
} from './languages.ts';
import { noSuchEndpoint, sendError } from './errors.ts';
import { withScriptSource } from './security.ts';
import { criticalCss, parseStyleSheet, type ParsedStyleSheet } from './critical-css.ts';
import type { SharePictureSources } from './share-picture.ts';
import {
  brandOf,
  headTags,
  pageKindOf,
  preferredAddress,
  withoutTracking,
  type PageFacts,
  type PageKind,
} from './page-meta.ts';

import {
  ROUTE_MODULES,
  WITH_EVERY_SCREEN,
  SCREEN_MODULES,
  chunkFiles,
  readManifest,
  escapeAttribute,
  firstImage,
  DETAIL_SIZES,
  CARD_SIZES,
  type ServerRenderer,
  type Manifest,
  loadRenderer,
  type Answer,
  HOISTED,
  registerStaticFiles,
  statusOf,
} from './storefront-build.ts';

/** Serves the built SPA. Returns false when there is no build to serve. */
export async function registerStorefront(
  app: FastifyInstance,
  distDir: string,
  options: {
    readVersion?: () => Promise<number>;
    /** Whether a product shoppers cannot see was archived (its page then answers 410). */
    productArchived?: (id: number) => Promise<boolean>;
    /** A product's main picture, for the link-preview pictures (plugins/share-picture.ts). */
    mainPictureOf?: SharePictureSources['mainPictureOf'];
  } = {},
): Promise<boolean> {
  const site = readSite(app, distDir, options.productArchived ?? (async () => false));
  if (!site) return false;
  const renderer = await loadRenderer(distDir).catch((err: unknown) => {
    app.log.error({ err }, 'the storefront renderer could not load: pages go out as the app shell');
    return null;
  });
  const { publicUrl } = app.config;
  if (renderer) await renderer.prepare(publicUrl);

  // Rendered pages, kept like the API's catalog answers and dropped when the catalog or the
  // store settings change (both move the catalog's version).
  const { enabled, pollMs, pageMaxBytes } = app.config.catalogCache;
  const pages =
    enabled && options.readVersion
      ? new VersionedCache({
          readVersion: options.readVersion,
          pollMs,
          maxBytes: pageMaxBytes,
          onError: (err) => app.log.warn({ err }, 'page cache could not read its version'),
        })
      : null;
  app.addHook('onReady', async () => pages?.start());
  app.addHook('onClose', async () => pages?.stop());
  const cached = async (key: string, load: () => Promise<CachedJson>): Promise<CachedJson> =>
    pages ? pages.get(key, load, (value) => value as CachedJson) : load();

  await registerStaticFiles(app, distDir);

  const sendShell = async (req: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(req.url, 'http://store.invalid');
    const moved = preferredAddress(url);
    if (moved) return reply.redirect(moved, 301);
    const { lang, inner } = splitLanguage(url.pathname);
    // Hindi asked for, or chosen on this phone: the shop's languages decide (decision 031).
    if (lang === 'hi' || chosenLanguage(req) === 'hi') {
      const info = await answerOf(app, canonicalRead('/storeInfo'));
      const to = languageRedirect(req, url, offeredLanguages(info.json));
      if (to) return reply.header('cache-control', 'no-store').redirect(to, 302);
    }
    const view: PageView = { inner: new URL(url), lang };
    view.inner.pathname = inner;
    const policy = reply.getHeader('content-security-policy');
    if (lang === 'hi' && site.hindi.face && typeof policy === 'string') {
      reply.header('content-security-policy', withScriptSource(policy, FONT_CHECK_SOURCE));
    }
    const page = pageKindOf(inner);
    if (renderer && page.kind !== 'client-only') {
      const address = withoutTracking(url);
      const origin = `${req.protocol}://${req.host}`;
      const entry = await cached(`${origin} ${address}`, () =>
        renderedPage(site, view, address, origin, page, renderer.render),
      );
      return sendPage(req, reply, entry);
    }
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(pageFor(site, view, await answersInTime(app, view)));
  };
  registerLanguageSwitch(app);

  registerCrawlerFiles(app, {
    publicUrl,
    cached,
    answerOf: (read) => answerOf(app, read),
    mainPictureOf: options.mainPictureOf,
  });

  // The static files' folder has no index: the home page is a client route like the others.
  // Not part of the API: the description lists JSON operations only.
  app.get('/', { schema: { hide: true } }, sendShell);
  app.setNotFoundHandler(async (req, reply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/')) {
      return sendError(reply, 'not_found', noSuchEndpoint(req.method, pathname));
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return sendError(reply, 'not_found', 'Not found');
    }
    // Every other address is a storefront page: rendered here, or the app shell.
    return sendShell(req, reply);
  });
  return true;
}

/** What every page is made from: the shell, the build's chunks and its style sheets. */
interface Site {
  app: FastifyInstance;
  shell: string;
  /** The shell for a rendered page: critical style inline, scripts at low priority. */
  renderedShell: string;
  styleSheets: ParsedStyleSheet[];
  entryPreload: string;
  manifest: Manifest;
  withEveryScreen: string[];
  /** The files each kind of rendered page's screen needs. */
  screenChunks: Map<PageKind['kind'], string[]>;
  publicUrl: string;
  productArchived: (id: number) => Promise<boolean>;
  /** What a Hindi page adds: its catalog's chunk, and the Devanagari face with its font check. */
  hindi: { chunks: string[]; face: string };
}

/** Reads the built shell and manifest; null when there is no build. */
function readSite(
  app: FastifyInstance,
  distDir: string,
  productArchived: Site['productArchived'],
): Site | null {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return null;
  const shell = fs.readFileSync(indexFile, 'utf8');
  const manifest = readManifest(distDir);
  const withEveryScreen = chunkFiles(
    manifest,
    manifest[WITH_EVERY_SCREEN.module]
      ? WITH_EVERY_SCREEN.module
      : (Object.keys(manifest).find((key) => manifest[key]?.name === WITH_EVERY_SCREEN.chunk) ??
          WITH_EVERY_SCREEN.module),
  );
  /** The files each kind of rendered page's screen needs (the home page's hero has no query client). */
  const screenChunks = new Map<PageKind['kind'], string[]>();
  for (const [kind, screen] of Object.entries(SCREEN_MODULES) as [PageKind['kind'], string][]) {
    if (!manifest[screen]) continue;
    const files = [...chunkFiles(manifest, screen), ...(kind === 'home' ? [] : withEveryScreen)];
    screenChunks.set(kind, [...new Set(files)]);
  }
  // A rendered page paints as soon as it arrives: the part of the style sheet it uses comes
  // inside it (no round trip before the first paint; plugins/critical-css.ts) and its scripts,
  // needed only to make it interactive, load at low priority behind the pictures it shows. The
  // whole sheet's link stays, disabled so that it is not fetched: the app enables it before it
  // hydrates (apps/web/src/mount.tsx).
  const styleSheets: ParsedStyleSheet[] = [];
  const renderedShell = shell
    .replace(
      /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g,
      (tag, file: string) => {
        styleSheets.push(parseStyleSheet(fs.readFileSync(path.join(distDir, file), 'utf8')));
        return `<style><!--critical-css:${styleSheets.length - 1}--></style>${tag.replace(/>$/, ' disabled>')}`;
      },
    )
    .replace(
      /<script type="module" crossorigin src=/g,
      '<script type="module" crossorigin fetchpriority="low" src=',
    );
  // The entry script (a small one that fetches the app once the page has loaded: apps/web/src/
  // main.tsx) is asked for with the pictures' preloads at the top of the page, not only when the
  // parser reaches its tag: it then comes in beside the first picture rather than after it.
  const entrySrc = /<script type="module" crossorigin src="([^"]+)"/.exec(shell)?.[1];
  const entryPreload = entrySrc
    ? `<link rel="modulepreload" crossorigin fetchpriority="low" href="${escapeAttribute(entrySrc)}">`
    : '';
  return {
    app,
    shell,
    renderedShell,
    styleSheets,
    entryPreload,
    manifest,
    withEveryScreen,
    screenChunks,
    publicUrl: app.config.publicUrl,
    productArchived,
    hindi: hindiFiles(distDir, manifest),
  };
}

/** The shell with its first answers and hints; `rendered` fills #root and the head. */
function pageFor(
  site: Site,
  view: PageView,
  answers: Map<string, Answer>,
  rendered?: {
    html: string;
    path: string;
    preloads: string;
    head: string;
    title: string;
    chunks: string[];
  },
): string {
  const url = view.inner;
  const head: string[] = [];
  const moduleKey = ROUTE_MODULES.find(([pattern]) => pattern.test(url.pathname))?.[1];
  // A rendered page is on screen without its screen's chunks: they load after the entry
  // script (apps/web/src/mount.tsx), not beside the pictures the page shows.
  if ((moduleKey || view.lang === 'hi') && !rendered) {
    const files = new Set([
      ...(moduleKey ? [...chunkFiles(site.manifest, moduleKey), ...site.withEveryScreen] : []),
      ...(view.lang === 'hi' ? site.hindi.chunks : []),
    ]);
    for (const file of files) {
      head.push(`<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`);
    }
  }
  // The picture the first screen is largest on (a product's, or the listing's first).
  const catalogRead = pageReads(view, answers.get(canonicalRead('/storeInfo'))?.json)[0];
  const catalogAnswer = catalogRead ? answers.get(catalogRead)?.json : undefined;
  const image = catalogAnswer ? firstImage(JSON.parse(catalogAnswer)) : undefined;
  if (image?.avif) {
    // A photo: the AVIF at the width the page will pick. A browser without AVIF ignores a
    // preload of that type and fetches the WebP the <picture> falls back to.
    const sizes = url.pathname.startsWith('/product/') ? DETAIL_SIZES : CARD_SIZES;
    head.push(
      `<link rel="preload" as="image" type="image/avif" fetchpriority="high" imagesrcset="${escapeAttribute(image.avif)}" imagesizes="${escapeAttribute(sizes)}">`,
    );
  } else if (image && !rendered?.preloads.includes('rel="preload" as="image"')) {
    // Drawn art, unless React already put the <img>'s own preload first in the page.
    head.push(
      `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(image.href)}">`,
    );
  }

  const inPage = answersInPage(view, answers, Boolean(rendered));
  head.push(...inPage.preloads);

  // Every part is put in by a function, never as a replacement string: in one, `$&`, `$'` and
  // the like in a title or a search would expand into pieces of the page.
  let page = withHtmlLanguage(rendered ? site.renderedShell : site.shell, view.lang);
  if (!rendered) {
    // A screen the browser draws itself names itself once it runs; until then the tab shows
    // the shop's own name, not the build's.
    const info = answers.get(canonicalRead('/storeInfo'))?.json;
    const brand = brandOf(info ? (JSON.parse(info) as StoreInfo) : null);
    page = page.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeAttribute(brand)}</title>`);
  }
  if (rendered) {
    page = page
      .replace(/<title>[^<]*<\/title>/, () => rendered.title)
      .replace(/<meta\s+name="description"[^>]*>/, '')
      .replace('<div id="root"></div>', () => {
        const at = escapeAttribute(rendered.path);
        const files = rendered.chunks.map((file) => `/${file}`).join(' ');
        const chunks = files ? ` data-screen-chunks="${escapeAttribute(files)}"` : '';
        return `<div id="root" data-rendered-path="${at}"${chunks}${inPage.rootAttribute}>${rendered.html}</div>`;
      });
    page = page.replace(/<!--critical-css:(\d+)-->/g, (_mark, i: string) => {
      const sheet = site.styleSheets[Number(i)];
      return sheet ? criticalCss(sheet, rendered.html).replace(/<\/style/gi, '<\\/style') : '';
    });
    head.push(rendered.head);
    // The pictures the first screen shows start downloading first, before style and scripts,
    // with the entry script's preload.
    page = page.replace(
      /<meta charset="UTF-8" \/>/i,
      (charset) => charset + rendered.preloads + site.entryPreload,
    );
  }
  if (head.length > 0) page = page.replace('</head>', () => `${head.join('')}</head>`);
  // The Devanagari face goes ahead of the page's style sheets (why: hindiFiles).
  if (view.lang === 'hi' && site.hindi.face) {
    const headEnd = page.indexOf('</head>');
    const firstSheet = page.slice(0, headEnd).search(/<style|<link rel="stylesheet"/);
    const at = firstSheet === -1 ? headEnd : firstSheet;
    page = page.slice(0, at) + site.hindi.face + page.slice(at);
  }
  if (inPage.script) page = page.replace('</body>', () => `${inPage.script}</body>`);
  return page;
}

/** A page rendered on the server: its HTML and status. */
async function renderedPage(
  site: Site,
  view: PageView,
  address: string,
  origin: string,
  page: PageKind,
  render: ServerRenderer['render'],
): Promise<CachedJson> {
  const url = view.inner;
  const answers = await answersInTime(site.app, view);
  const parsed: Record<string, unknown> = {};
  for (const [key, answer] of answers) if (answer.json) parsed[key] = JSON.parse(answer.json);
  const storeInfoJson = answers.get(canonicalRead('/storeInfo'))?.json;
  const [catalogRead, reviewsRead] = pageReads(view, storeInfoJson);
  const catalogAnswer = catalogRead ? answers.get(catalogRead) : undefined;
  const status = await statusOf(page, catalogAnswer, site.productArchived);
  // An unknown one-part address shows the 404 page at /404, where the app sends it.
  const renderPath = addressIn(
    view.lang,
    page.kind === 'not-found' && url.pathname.split('/').filter(Boolean).length <= 1
      ? '/404'
      : url.pathname,
  );
  const html = render({
    url: renderPath === addressIn(view.lang, url.pathname) ? address : renderPath,
    origin,
    answers: parsed,
    // The home page hydrates before the query client loads (apps/web/src/mount.tsx).
    withQueryClient: page.kind !== 'home',
  });
  const hoisted = HOISTED.exec(html)?.[0] ?? '';
  const storeInfo = parsed[canonicalRead('/storeInfo')] as StoreInfo | undefined;
  const title =
    /<title>[^<]*<\/title>/.exec(hoisted)?.[0] ??
    `<title>${escapeAttribute(brandOf(storeInfo))}</title>`;
  const titleText = title
    .slice('<title>'.length, -'</title>'.length)
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");
  const catalog = catalogRead && status === 200 ? parsed[catalogRead] : undefined;
  const meta = headTags({
    page,
    publicUrl: site.publicUrl,
    address,
    title: titleText,
    status,
    storeInfo,
    product: page.kind === 'product' ? (catalog as Product | undefined) : undefined,
    reviews: catalog && reviewsRead ? (parsed[reviewsRead] as PageFacts['reviews']) : undefined,
    listing: page.kind === 'listing' ? (catalog as ProductListResponse | undefined) : undefined,
    lang: view.lang,
  });
  // The page's two versions name each other (hreflang); a missing page has no versions.
  const versions =
    status === 200 && offeredLanguages(storeInfoJson).includes('hi')
      ? alternateLinks(site.publicUrl, withoutTracking(url))
      : '';
  const body = pageFor(site, view, answers, {
    html: html.slice(hoisted.length),
    path: renderPath,
    preloads: hoisted.replace(title, () => ''),
    head: meta + versions,
    title,
    chunks: [
      ...(site.screenChunks.get(page.kind) ?? []),
      ...(view.lang === 'hi' ? site.hindi.chunks : []),
    ],
  });
  return toCachedText(body, status === 200 ? undefined : status);
}

function sendPage(req: FastifyRequest, reply: FastifyReply, entry: CachedJson) {
  reply
    .code(entry.status ?? 200)
    .header('cache-control', 'no-cache')
    .header('etag', entry.etag)
    .header('vary', 'Accept-Encoding')
    .type('text/html; charset=utf-8');
  if (req.headers['if-none-match'] === entry.etag && !entry.status) {
    return reply.code(304).send();
  }
  const encoding =
    entry.bytes.length >= COMPRESS_MIN_BYTES ? pickEncoding(req.headers['accept-encoding']) : null;
  if (encoding) {
    // Compressed once per entry; @fastify/compress leaves an answer with an encoding alone.
    return reply.header('content-encoding', encoding).send(encodedBody(entry, encoding));
  }
  return reply.send(entry.bytes);
}
