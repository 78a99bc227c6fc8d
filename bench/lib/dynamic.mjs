/**
 * Issue 23: the dynamic path beside the cached one, in the same run — throughput of what is not a cached page
 * (unique searches, not-found pages, public JSON reads), each as a ratio to the cached page /mm/blog/8=1.
 * The weight of the heaviest pages is measured by weight.mjs (`--only=weight`).
 */
import os from 'node:os';
import { load } from './load.mjs';

const stamp = Date.now().toString(36);
export const DYNAMIC_CASES = [
  { name: 'cached page /mm/blog/8=1', paths: ['/mm/blog/8=1'], connections: 16, cached: true },
  { name: 'unique search page /mm/blog/<term>=1', unique: { prefix: `/mm/blog/${encodeURIComponent(`уул${stamp}`)}`, suffix: '=1' }, connections: 4 },
  // A cached page since page numbers past the last answer 404 (issue 23.1); the demo's 0101 has two pages.
  { name: 'category page N /yp/category/{0101,01}?page=2..3', paths: ['/yp/category/0101?page=2', '/yp/category/01?page=2', '/yp/category/01?page=3'], connections: 4 },
  // One cached page per choice since issue 23.1 (a choice the programme does not have is redirected, never stored).
  { name: 'programme filtered /mw/agenda?day=1..3&hall=…', paths: [1, 2, 3].flatMap((day) => [`/mw/agenda?day=${day}`, `/mw/agenda?day=${day}&hall=1`]), connections: 4 },
  { name: 'site search /mm/search?q=<term>', unique: { prefix: `/mm/search?q=${encodeURIComponent(`уул${stamp}`)}`, suffix: '' }, connections: 4 },
  { name: 'directory search /yp/search?q=<term>', paths: Array.from({ length: 50 }, (_, n) => `/yp/search?q=${encodeURIComponent(`алт${n}`)}`), connections: 4 },
  // Not-found pages (made-up links, old links, scanners), as 404 with the page in the HTML: a URL no route matches
  // is one render; a page's notFound() is Next's empty document and then the not-found page (lib/not-found).
  { name: 'not-found, no such route /<made-up>', unique: { prefix: `/no-such-page-${stamp}-`, suffix: '' }, status: 404, connections: 4 },
  { name: "not-found, a page's notFound() /mm/detail/<no such id>", unique: { prefix: '/mm/detail/90000', suffix: '' }, status: 404, connections: 4 },
  { name: 'public JSON /api/mm/get/news?category=8&lang=mn&page=1..3', paths: [1, 2, 3].map((p) => `/api/mm/get/news?category=8&lang=mn&page=${p}`), connections: 16 },
  { name: 'public JSON /api/yp/get/companies-by-category?…&lang=mn', paths: [1, 2].map((p) => `/api/yp/get/companies-by-category?category_code=0101&lang=mn&page=${p}`), connections: 16 },
];

/**
 * One case loaded for `duration` seconds: req/s, latency, errors, the load average then and, given `cpuSeconds`
 * (the server's process group, cpu.mjs), the CPU milliseconds per request. Target 1 also asks for no errors at 16
 * connections: a case loaded at fewer is loaded again at 16 unless `at16` is false.
 */
export async function measureCase(url, c, { duration, cpuSeconds, at16 = true }) {
  for (const p of c.paths ?? []) await fetch(new URL(p, url)); // the first read fills the caches
  const cpuBefore = cpuSeconds?.();
  const result = await load(url, { ...c, duration });
  const cpuMs = cpuSeconds ? +(((cpuSeconds() - cpuBefore) * 1000) / Math.max(1, result.requests)).toFixed(3) : undefined;
  const again = at16 && c.connections < 16 ? await load(url, { ...c, connections: 16, duration }) : undefined;
  return { name: c.name, connections: c.connections, ...result, cpuMs, load: os.loadavg()[0].toFixed(1), ...(again ? { at16: { rps: again.rps, p99: again.p99, errors: again.errors } } : {}) };
}

const ratio = (a, b) => (a && b ? +(a / b).toFixed(4) : undefined);

/** Each row's ratio to the first row (the cached page): by req/s, and by CPU ms per request (first's over this row's). */
export function toCachedPage(rows) {
  const [cached] = rows;
  return rows.map((r) => ({ ...r, ratio: ratio(r.rps, cached.rps), cpuRatio: ratio(cached.cpuMs, r.cpuMs) }));
}

/**
 * Every case in turn, each row with its ratios to the cached page of the same run (toCachedPage).
 * With `nginx` ({ url, path, cpuSeconds }: the cached page's bytes served from disk, nginx.mjs), nginx is loaded
 * right after the cached page at the same concurrency, and the cached page's row gets its ratios to nginx (target 5).
 */
export async function dynamicPath(baseUrl, { duration = 8, cases = DYNAMIC_CASES, nginx, cpuSeconds } = {}) {
  const rows = [];
  for (const c of cases) {
    rows.push(await measureCase(baseUrl, c, { duration, cpuSeconds }));
    if (c.cached && nginx) rows.push(await measureCase(nginx.url, { name: 'nginx: the same gzip bytes from disk', paths: [nginx.path], connections: c.connections }, { duration, cpuSeconds: nginx.cpuSeconds }));
  }
  const fromDisk = rows.find((r) => r.name.startsWith('nginx'));
  return toCachedPage(rows).map((r, index) =>
    index === 0 && fromDisk ? { ...r, toNginx: ratio(r.rps, fromDisk.rps), cpuToNginx: ratio(fromDisk.cpuMs, r.cpuMs) } : r,
  );
}
