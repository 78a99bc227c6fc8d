import { gzipSync } from 'node:zlib';

/**
 * Script URLs a page's HTML loads: its <script src> tags, which run before the page is interactive.
 * `nomodule` scripts are left out: modern browsers never download them.
 */
export function scriptSources(html) {
  const sources = new Set();
  for (const match of html.matchAll(/<script\b([^>]*)\bsrc="([^"]+)"[^>]*>/g)) {
    if (/\bnomodule\b/i.test(match[0])) continue;
    sources.add(match[2].replace(/&amp;/g, '&'));
  }
  return [...sources];
}

/** Inline script bytes (the RSC payload Next inlines), counted too: the browser parses them before hydration. */
export function inlineScriptBytes(html) {
  let total = '';
  for (const match of html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) total += match[1];
  return gzipSync(Buffer.from(total)).length;
}

/**
 * JavaScript a page ships before interaction, in gzip bytes: every external script its HTML references.
 * Returns the total and the per-file sizes (largest first) so a regression names its culprit.
 */
export async function pageScriptWeight(baseUrl, path, cache = new Map()) {
  const res = await fetch(new URL(path, baseUrl), { redirect: 'follow' });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  const html = await res.text();
  const files = [];
  for (const src of scriptSources(html)) {
    const url = new URL(src, baseUrl).toString();
    if (!cache.has(url)) {
      const body = Buffer.from(await (await fetch(url)).arrayBuffer());
      cache.set(url, gzipSync(body, { level: 9 }).length);
    }
    files.push({ src, gzip: cache.get(url) });
  }
  files.sort((a, b) => b.gzip - a.gzip);
  return { path, gzip: files.reduce((sum, f) => sum + f.gzip, 0), inlineGzip: inlineScriptBytes(html), files };
}
