// Catalog reads (listing, product, store info) at 1 and 50 connections on PGlite and on
// PostgreSQL, cached and uncached, each beside the ceiling serving the same bytes.
import fs from 'node:fs';
import path from 'node:path';
import { benchPort, load, startProcess, summarise, table, waitFor } from './lib.mjs';

/** Headers Node adds to every answer (or that describe this one body's length), not copied. */
const PER_CONNECTION = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
]);

export async function benchApi({ root, tmp, servers, runs, seconds }) {
  const base = servers.pglite.base;
  const women = await (await fetch(`${base}/api/v1/products?category=women&limit=1`)).json();
  const routes = [
    { name: 'listing (category page)', path: '/api/v1/products?category=women&page=2' },
    { name: 'product', path: `/api/v1/products/${women.data[0].id}` },
    { name: 'storeInfo', path: '/api/v1/storeInfo' },
  ];

  // The ceiling answers the very bytes the store answered for each path, with the headers the
  // store sends on a cached answer (what the connection and the clock add left out), so both
  // put the same response on the wire. autocannon asks for no encoding, so neither compresses.
  const bodies = {};
  for (const r of routes) {
    const url = `${base}${r.path}`;
    await fetch(url, { headers: { 'accept-encoding': 'identity' } }); // fills the cache
    const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    const headers = Object.fromEntries(
      [...res.headers].filter(([name]) => !PER_CONNECTION.has(name)),
    );
    bodies[r.path] = { body: await res.text(), headers };
  }
  const bodiesFile = path.join(tmp, 'ceiling-bodies.json');
  fs.writeFileSync(bodiesFile, JSON.stringify(bodies));
  const ceiling = startProcess('ceiling', [path.join(root, 'bench/ceiling-server.mjs')], {
    PORT: String(benchPort(3)),
    CEILING_BODIES_FILE: bodiesFile,
  });
  try {
    await waitFor(`http://127.0.0.1:${benchPort(3)}/`);
    const targets = [
      {
        name: 'ceiling (bare Fastify, from memory)',
        base: `http://127.0.0.1:${benchPort(3)}`,
        pid: ceiling.child.pid,
      },
      { name: 'store, PGlite, cached', base: servers.pglite.base, pid: servers.pglite.pid },
      servers.pg && {
        name: 'store, PostgreSQL, cached',
        base: servers.pg.base,
        pid: servers.pg.pid,
      },
      servers.pgUncached && {
        name: 'store, PostgreSQL, uncached',
        base: servers.pgUncached.base,
        pid: servers.pgUncached.pid,
      },
      servers.pgliteUncached && {
        name: 'store, PGlite, uncached',
        base: servers.pgliteUncached.base,
        pid: servers.pgliteUncached.pid,
      },
    ].filter(Boolean);

    const sections = [
      "The ceiling sends the same body with the same headers as the store's cached answer, " +
        'holding each body as bytes as a cache does. ' +
        '"CPU µs/request" is the CPU time (user and system, from /proc) the target\'s process ' +
        'spent during a sample, divided by the requests it answered: the load generator and ' +
        'the other engineers on the machine move it far less than they move req/s. ' +
        '"CPU ratio" is the ceiling\'s CPU per request over the target\'s (issue 28 asks at ' +
        'least 0.8 of a cached answer): 1 means an answer costs what it costs the ceiling.',
    ];
    const ratios = {};
    const cpuRatios = {};
    const logSize = (server) =>
      server?.logFile && fs.existsSync(server.logFile) ? fs.statSync(server.logFile).size : 0;
    const logStart = logSize(servers.pglite);
    let requests = 0;
    for (const route of routes) {
      for (const connections of [1, 50]) {
        const samples = new Map(targets.map((t) => [t.name, []]));
        for (const t of targets) await load(`${t.base}${route.path}`, { connections, seconds: 1 });
        for (let i = 0; i < runs; i++) {
          // Interleaved, so a noisy moment on the machine hits every target alike.
          for (const t of targets) {
            const sample = await load(`${t.base}${route.path}`, {
              connections,
              seconds,
              pid: t.pid,
            });
            samples.get(t.name).push(sample);
            if (t.base === servers.pglite.base) requests += sample.rps * seconds;
          }
        }
        const ceiling = summarise(samples.get(targets[0].name));
        const rows = targets.map((t) => {
          const s = summarise(samples.get(t.name));
          const ratio = s.rps / ceiling.rps;
          ratios[`${route.name}|${connections}|${t.name}`] = ratio;
          const cpu = s.cpuUs === null ? 'n/a' : s.cpuUs.toFixed(1);
          // What the ceiling spends on an answer over what this target spends: 1 is as cheap.
          const cpuRatio = s.cpuUs && ceiling.cpuUs ? (ceiling.cpuUs / s.cpuUs).toFixed(2) : 'n/a';
          if (cpuRatio !== 'n/a') cpuRatios[`${route.name}|${connections}|${t.name}`] = cpuRatio;
          return [t.name, Math.round(s.rps), s.p50, s.p99, ratio.toFixed(2), cpu, cpuRatio];
        });
        console.log(
          `${route.name} @${connections}:`,
          rows.map((r) => `${r[0]} ${r[4]} (${r[5]} µs CPU, CPU ratio ${r[6]})`).join('; '),
        );
        sections.push(
          `### ${route.name}, ${connections} connection${connections > 1 ? 's' : ''}: \`GET ${route.path}\`\n\n` +
            table(
              [
                'target',
                'req/s',
                'p50 ms',
                'p99 ms',
                'ratio to ceiling',
                'CPU µs/request',
                'CPU ratio',
              ],
              rows,
            ),
        );
      }
    }
    // The figure issue 28 reads: a cached answer's CPU against the ceiling's, in one table.
    const cached = targets.filter((t) => t.name.endsWith(', cached'));
    const summary = routes.flatMap((route) =>
      [1, 50].map((connections) => [
        route.name,
        connections,
        ...cached.map((t) => cpuRatios[`${route.name}|${connections}|${t.name}`] ?? 'n/a'),
      ]),
    );
    sections.splice(
      1,
      0,
      "CPU ratio of a cached answer (the ceiling's CPU per request over the store's; target 0.8 " +
        'or more):\n\n' +
        table(['read', 'connections', ...cached.map((t) => t.name)], summary),
    );
    const logBytes = logSize(servers.pglite) - logStart;
    sections.push(
      `Log written by the cached PGlite store during these samples: ${Math.round(logBytes / 1024)} KiB ` +
        `for about ${Math.round(requests).toLocaleString('en')} requests ` +
        `(${(logBytes / Math.max(requests, 1)).toFixed(2)} bytes per request).`,
    );
    return { markdown: sections.join('\n\n'), ratios, cpuRatios };
  } finally {
    await ceiling.stop();
  }
}
