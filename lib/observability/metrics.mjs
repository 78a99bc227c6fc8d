/**
 * The process-wide Prometheus registry (prom-client), served by GET /api/metrics. Kept on globalThis: the server
 * script (which counts every request) and Next's bundled route code (which serves the text) load this module
 * separately and must write to one registry.
 */
import client from 'prom-client';

function create() {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    requests: new client.Counter({ name: 'http_requests_total', help: 'Requests answered, by route and status.', labelNames: ['method', 'route', 'status'], registers }),
    duration: new client.Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from the request to the last byte of the answer, by route.',
      labelNames: ['method', 'route'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    errors: new client.Counter({ name: 'http_request_errors_total', help: 'Requests answered 5xx or cut off before the answer ended, by route.', labelNames: ['route'], registers }),
    pageCache: new client.Counter({ name: 'page_cache_requests_total', help: 'Cacheable page requests answered from the page cache (hit) or by Next (miss).', labelNames: ['result'], registers }),
    dbPool: new client.Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections by state (absent with the embedded database).',
      labelNames: ['state'],
      registers,
      collect() {
        const pool = globalThis.__miningDb?.pool;
        if (!pool) return;
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    }),
    // Filled by the job queue (lib/jobs/stats.ts) through globalThis.__miningJobs.stats, in the process that runs it.
    jobs: new client.Gauge({
      name: 'job_queue_jobs',
      help: 'Jobs per queue by state: ready (due), deferred (waiting for their time), active, failed (retries used up).',
      labelNames: ['queue', 'state'],
      registers,
      async collect() {
        const stats = await globalThis.__miningJobs?.stats?.().catch(() => null);
        if (!stats) return;
        this.reset();
        for (const q of stats.queues) for (const [state, value] of Object.entries(q.counts)) this.set({ queue: q.name, state }, value);
      },
    }),
    mail: new client.Gauge({
      name: 'mail_messages',
      help: 'Messages in the mail log by status (scheduled, queued, retrying, sent, failed).',
      labelNames: ['status'],
      registers,
      async collect() {
        const stats = await globalThis.__miningJobs?.stats?.().catch(() => null);
        if (!stats) return;
        this.reset();
        for (const [status, value] of Object.entries(stats.mail)) this.set({ status }, value);
      },
    }),
    mailFailures: new client.Counter({ name: 'mail_delivery_failures_total', help: 'Delivery tries that failed, by kind of message.', labelNames: ['kind'], registers }),
  };
}

export const metrics = (globalThis.__miningMetrics ??= create());

const WORD = /^_?[a-z][a-z-]{0,31}$/;

/**
 * The route label of a request: bounded, whatever paths clients invent. API paths are the route tables' own
 * (they carry no parameters); pages keep their leading word segments and end in `/*` where an id or slug begins;
 * every 404 is `unmatched` and every redirect `redirect`.
 */
export function routeLabel(url, status) {
  if (status === 404) return 'unmatched';
  if (status >= 300 && status < 400) return 'redirect';
  const path = url.split('?', 1)[0];
  if (path.startsWith('/api/')) return path.startsWith('/api/auth/') ? '/api/auth/*' : path;
  const segments = path.split('/').filter(Boolean);
  const kept = [];
  for (const segment of segments) {
    if (kept.length === 3 || !WORD.test(segment)) {
      kept.push('*');
      break;
    }
    kept.push(segment);
  }
  return `/${kept.join('/')}`;
}
