import autocannon from 'autocannon';

// What every browser (and a CDN in front) sends: pages travel compressed, as they do to real visitors.
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

function run(url, connections, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, pipelining: 1, timeout: 10, headers: BROWSER_HEADERS }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** Requests per second, p50/p99 latency and errors for one URL at one concurrency. */
export async function measure(baseUrl, path, connections, duration) {
  const r = await run(new URL(path, baseUrl).toString(), connections, duration);
  const non2xx = r.non2xx ?? 0;
  return {
    path,
    connections,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + non2xx,
    requests: r.requests.total,
  };
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
