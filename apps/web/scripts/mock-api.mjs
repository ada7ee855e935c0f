// A stand-in for the store's API, speaking the @store/contract shapes, for looking at the
// storefront before (or without) the real server. Serves a built storefront too, and with
// --proxy forwards /api/ to a real API instead of answering itself.
//   VITE_API_BASE_URL=/api/v1 npx vite build --outDir /tmp/web-dist-test
//   node apps/web/scripts/mock-api.mjs --port 8047 --dist /tmp/web-dist-test [--proxy http://localhost:8046]
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, arg, i, all) => {
    if (arg.startsWith('--')) pairs.push([arg.slice(2), all[i + 1]]);
    return pairs;
  }, []),
);
const port = Number(args.port ?? 8047);
const dist = path.resolve(args.dist ?? 'apps/web/dist');
const failStoreInfo = args['fail-store-info'] === 'yes';

const palette = ['#7f2232', '#1f4e5f', '#b8862b', '#3f6b3a', '#5b2a6e', '#9a2f40', '#2b1b1d'];
const catalog = [
  [
    'Men',
    'Kurtas & Kurta Sets',
    'Kurtas',
    'Chikankari Cotton Kurta',
    1899,
    2499,
    ['S', 'M', 'L', 'XL'],
    ['Ivory', 'Sky Blue'],
  ],
  [
    'Men',
    'Kurtas & Kurta Sets',
    'Kurta Sets',
    'Silk Kurta Pyjama Set',
    3499,
    null,
    ['M', 'L', 'XL'],
    ['Maroon'],
  ],
  [
    'Men',
    'Ethnic Wear',
    'Sherwanis',
    'Zari Embroidered Sherwani',
    12999,
    15999,
    ['38', '40', '42', '44'],
    ['Gold', 'Ivory'],
  ],
  [
    'Men',
    'Ethnic Wear',
    'Nehru Jackets',
    'Brocade Nehru Jacket',
    2299,
    null,
    ['S', 'M', 'L'],
    ['Default'],
  ],
  [
    'Men',
    'Footwear',
    'Ethnic Footwear',
    'Handcrafted Leather Mojari',
    1499,
    1999,
    ['7', '8', '9', '10'],
    ['Tan'],
  ],
  [
    'Women',
    'Sarees',
    'Banarasi Sarees',
    'Banarasi Silk Saree',
    8999,
    10999,
    ['One Size'],
    ['Crimson', 'Emerald'],
  ],
  [
    'Women',
    'Lehengas',
    'Bridal Lehengas',
    'Velvet Bridal Lehenga',
    24999,
    null,
    ['S', 'M', 'L'],
    ['Maroon'],
  ],
  [
    'Women',
    'Kurtas & Kurta Sets',
    'Anarkali Kurtas',
    'Printed Anarkali Kurta',
    1599,
    1999,
    ['XS', 'S', 'M', 'L', 'XL'],
    ['Indigo'],
  ],
  [
    'Women',
    'Ethnic Wear',
    'Salwar Suits',
    'Chanderi Salwar Suit',
    2799,
    null,
    ['S', 'M', 'L'],
    ['Peach', 'Mint'],
  ],
  [
    'Women',
    'Footwear',
    'Juttis',
    'Embroidered Punjabi Jutti',
    999,
    null,
    ['5', '6', '7', '8'],
    ['Gold'],
  ],
  [
    'Accessories',
    'Jewellery',
    'Earrings',
    'Kundan Jhumka Earrings',
    1299,
    1799,
    ['One Size'],
    ['Default'],
  ],
  [
    'Accessories',
    'Dupattas',
    'Dupattas',
    'Phulkari Dupatta',
    1199,
    null,
    ['One Size'],
    ['Multicolour'],
  ],
  [
    'Accessories',
    'Bags',
    'Potlis',
    'Zardozi Potli Bag',
    899,
    1199,
    ['One Size'],
    ['Maroon', 'Gold'],
  ],
];
const products = [];
for (let round = 0; round < 3; round += 1) {
  catalog.forEach(([category, parent, sub, title, price, regular, sizes, colours], i) => {
    const id = products.length + 1;
    const name = round === 0 ? title : `${title} ${['', 'II', 'III'][round]}`.trim();
    products.push({
      id,
      title: name,
      description: `${name}: ${sub.toLowerCase()} finished by hand, for festive days and weddings.${sub.includes('Footwear') || sub === 'Juttis' ? ' A shoe made to last.' : ''}`,
      imgUrl:
        id === 5 ? '/api/v1/images/products/missing.svg' : `/api/v1/images/products/${id}.svg`,
      category,
      parentCategory: parent,
      subCategory: sub,
      masterCategory: category === 'Accessories' ? 'Accessories' : 'Apparel',
      gender: category === 'Accessories' ? 'Unisex' : category,
      regularPrice: regular ?? price,
      discountedPrice: regular ? price : null,
      createdAt: new Date(Date.UTC(2025, 0, 1 + id)).toISOString(),
      images: [
        { url: `/api/v1/images/products/${id}.svg` },
        { url: `/api/v1/images/products/${id}-b.svg` },
      ],
      attributes: [
        { key: 'size', value: sizes },
        { key: 'color', value: colours },
        ...(i % 4 === 0 && round === 0 ? [{ key: 'featured', value: ['true'] }] : []),
        ...(i === 0 ? [{ key: 'inStockSizes', value: ['M', 'L', 'XL'] }] : []),
      ],
      inStock: !(round === 2 && i === 1),
    });
  });
}

const storeInfo = {
  storeName: 'Ethnic Elegance',
  companyName: 'Ethnic Elegance Retail Pvt Ltd',
  description: 'Handpicked Indian ethnic wear, from Lucknowi chikankari to Banarasi silk.',
  companyAddress: '14 Hazratganj, Lucknow, Uttar Pradesh 226001',
  companyPhone: '+91 98390 12345',
  companyEmail: 'care@ethnicelegance.in',
  companyLogoUrl: '',
  socialLinks: { instagram: 'https://instagram.com/ethnicelegance', facebook: '', twitter: '' },
  categories: ['Men', 'Women', 'Accessories'],
  policies: {
    privacy:
      '<h2>Your privacy at {{companyName}}</h2><p>Write to {{companyEmail}}.</p><script>alert(1)</script><p onclick="x()">We never sell data.</p>',
  },
};

function art(id) {
  const c = palette[id % palette.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 800" width="600" height="800"><rect width="600" height="800" fill="#f4ecdd"/><path d="M0 0h600v800H0z" fill="${c}" opacity=".12"/><path d="M262 200Q300 236 338 200L412 226L462 380L424 396L388 306L394 650H206L212 306L176 396L138 380L188 226Z" fill="${c}"/><path d="M300 218V420" stroke="#d4a64a" stroke-width="4"/><text x="300" y="740" text-anchor="middle" font-family="serif" font-size="36" fill="${c}">#${id}</text></svg>`;
}

const ci = (a, b) => String(a).toLowerCase() === String(b).toLowerCase();
function list(query) {
  let rows = products;
  const cat = query.get('category');
  if (cat)
    rows = rows.filter(
      (p) => ci(p.category, cat) || ci(p.parentCategory, cat) || ci(p.subCategory, cat),
    );
  const facetsBase = rows;
  const parent = query.get('parentCategory');
  if (parent) rows = rows.filter((p) => ci(p.parentCategory, parent));
  const sub = query.get('subCategory');
  if (sub) rows = rows.filter((p) => ci(p.subCategory, sub));
  const q = query.get('q');
  if (q)
    rows = rows.filter((p) =>
      (p.title + ' ' + p.description).toLowerCase().includes(q.toLowerCase()),
    );
  if (query.get('featured') === 'true')
    rows = rows.filter((p) => p.attributes.some((a) => a.key === 'featured'));
  const price = (p) => p.discountedPrice ?? p.regularPrice;
  const sort = query.get('sort') ?? 'newest';
  rows = [...rows].sort((a, b) =>
    sort === 'price_asc'
      ? price(a) - price(b)
      : sort === 'price_desc'
        ? price(b) - price(a)
        : b.id - a.id,
  );
  const limit = Math.min(100, Number(query.get('limit') ?? 12));
  const page = Number(query.get('page') ?? 1);
  const total = rows.length;
  const parentFacetRows = facetsBase;
  const subFacetRows = parent ? facetsBase.filter((p) => ci(p.parentCategory, parent)) : facetsBase;
  return {
    data: rows.slice((page - 1) * limit, page * limit),
    count: total,
    pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
    facets: {
      parentCategories: [...new Set(parentFacetRows.map((p) => p.parentCategory))].sort(),
      subCategories: [...new Set(subFacetRows.map((p) => p.subCategory))].sort(),
    },
  };
}

const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};
const json = (res, status, body) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(body === undefined ? '' : JSON.stringify(body));
};

createServer(async (req, res) => {
  const url = new URL(req.url, `http://${req.headers.host}`);
  const p = url.pathname;
  if (!args.proxy) await new Promise((r) => setTimeout(r, Number(args.latency ?? 150)));
  if (p.startsWith('/api/') && args.proxy) {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const headers = { ...req.headers };
    delete headers.host;
    const upstream = await fetch(`${args.proxy}${req.url}`, {
      method: req.method,
      headers,
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    });
    res.writeHead(upstream.status, {
      'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
    });
    return res.end(Buffer.from(await upstream.arrayBuffer()));
  }
  if (p.startsWith('/api/v1/')) {
    const route = p.slice('/api/v1'.length);
    if (route === '/health') return json(res, 200, { status: 'ok', database: 'up' });
    if (route === '/storeInfo')
      return failStoreInfo
        ? json(res, 500, { error: 'Internal error' })
        : json(res, 200, storeInfo);
    if (route === '/products') return json(res, 200, list(url.searchParams));
    const one = route.match(/^\/products\/(\d+)$/);
    if (one) {
      const product = products.find((x) => x.id === Number(one[1]));
      return product ? json(res, 200, product) : json(res, 404, { error: 'Product not found' });
    }
    const img = route.match(/^\/images\/products\/(\d+)(-b)?\.svg$/);
    if (img) {
      res.writeHead(200, { 'content-type': 'image/svg+xml' });
      return res.end(art(Number(img[1]) + (img[2] ? 3 : 0)));
    }
    if (route === '/newsletter' || route === '/contact') return json(res, 201, { ok: true });
    if (route.startsWith('/wishlist')) return json(res, 401, { error: 'Sign in required' });
    return json(res, 404, { error: 'Not found' });
  }
  const file = path.join(dist, p === '/' ? 'index.html' : p);
  try {
    const body = await readFile(file.startsWith(dist) ? file : '');
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    res.end(body);
  } catch {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(await readFile(path.join(dist, 'index.html')));
  }
}).listen(port, () => console.log(`mock store on http://localhost:${port}`));
