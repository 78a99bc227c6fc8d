import { load } from './load.mjs';

/** Requests per second, p50/p99 latency and errors for one URL at one concurrency (wrk, load.mjs). */
export async function measure(baseUrl, path, connections, duration) {
  return { path, connections, ...(await load(baseUrl, { paths: [path], connections, duration })) };
}

/**
 * Throughput of each page at 16 and 64 connections, each also as a ratio to a static file served by the
 * same server in the same run (absolute figures move from machine to machine; ratios much less).
 */
export async function throughput(baseUrl, pages, { staticPath, duration = 8 } = {}) {
  const rows = [];
  const baseline = {};
  for (const connections of [16, 64]) {
    await measure(baseUrl, staticPath, connections, 2); // warm-up
    baseline[connections] = await measure(baseUrl, staticPath, connections, duration);
  }
  for (const path of pages) {
    await fetch(new URL(path, baseUrl)); // the first request renders and caches the page
    for (const connections of [16, 64]) {
      const m = await measure(baseUrl, path, connections, duration);
      rows.push({ ...m, ratio: +(m.rps / Math.max(1, baseline[connections].rps)).toFixed(2) });
    }
  }
  return { baseline, rows };
}
