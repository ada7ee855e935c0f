// Where a server spends its time per request, from a `node --cpu-prof` profile:
//   node bench/cpu-profile.mjs <file.cpuprofile> <seconds> <requests> [rows]
// reads the last <seconds> of the profile (the load, not the start-up), leaves out idle time,
// and prints microseconds per request (<requests> answered in that window) by kind of code, by
// function (self time) and by function with what it calls (inclusive). The profiler samples on
// the wall clock, so time in the kernel's socket write includes waiting for the CPU on a busy
// machine: read the JavaScript rows, and take total CPU from /proc (docs/performance.md).
import fs from 'node:fs';

const [file, lastSeconds, requests, rowsArg] = process.argv.slice(2);
if (!file || !lastSeconds || !requests) {
  console.error('usage: node bench/cpu-profile.mjs <file.cpuprofile> <seconds> <requests> [rows]');
  process.exit(2);
}
const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
const rows = Number(rowsArg ?? 25);
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parentOf = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);

const short = (url) =>
  url.replace(/.*node_modules\//, '').replace(/^file:\/\/.*?\/(apps|bench)\//, '$1/');
const nameOf = (cf) => `${cf.functionName || '(anonymous)'} ${short(cf.url)}:${cf.lineNumber + 1}`;
const kindOf = (cf) => {
  if (cf.functionName === 'writev' || cf.functionName === 'writevGeneric') return 'socket write';
  if (cf.functionName === '(garbage collector)') return 'garbage collector';
  if (cf.url.startsWith('wasm') || cf.url.includes('pglite')) return 'PGlite';
  if (cf.url.includes('async_hooks')) return 'async_hooks';
  if (cf.url.startsWith('node:')) return 'Node core';
  if (cf.url.includes('node_modules')) return 'dependencies';
  if (cf.url) return 'the app';
  return cf.functionName;
};

const add = (map, key, us) => map.set(key, (map.get(key) ?? 0) + us);
const self = new Map();
const inclusive = new Map();
const kinds = new Map();
let busy = 0;
let clock = profile.startTime;
const from = profile.endTime - Number(lastSeconds) * 1e6;
for (let i = 0; i < profile.samples.length; i++) {
  clock += profile.timeDeltas[i];
  if (clock < from) continue;
  const us = profile.timeDeltas[i + 1] ?? 0;
  const node = nodes.get(profile.samples[i]);
  const cf = node.callFrame;
  if (cf.functionName === '(idle)') continue;
  busy += us;
  add(self, nameOf(cf), us);
  add(kinds, kindOf(cf), us);
  const seen = new Set();
  for (let id = node.id; id !== undefined; id = parentOf.get(id)) {
    const name = nameOf(nodes.get(id).callFrame);
    if (!seen.has(name)) add(inclusive, name, us);
    seen.add(name);
  }
}
const n = Number(requests);
const perRequest = (us) => (us / n).toFixed(2).padStart(8);
const print = (title, map, limit) => {
  console.log(`--- ${title} (µs per request)`);
  for (const [k, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, limit)) {
    console.log(perRequest(us), k);
  }
};
console.log(`busy ${perRequest(busy)} µs per request over the last ${lastSeconds} s`);
print('by kind', kinds, 20);
print('self', self, rows);
print('inclusive', inclusive, rows);
