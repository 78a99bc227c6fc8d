/** Types for metrics.mjs (plain JavaScript: the server script loads it without a build step). */
import type { Counter, Gauge, Histogram, Registry } from 'prom-client';

export const metrics: {
  registry: Registry;
  requests: Counter<'method' | 'route' | 'status'>;
  duration: Histogram<'method' | 'route'>;
  errors: Counter<'route'>;
  pageCache: Counter<'result'>;
  dbPool: Gauge<'state'>;
  jobs: Gauge<'queue' | 'state'>;
  mail: Gauge<'status'>;
  mailFailures: Counter<'kind'>;
};
export function routeLabel(url: string, status: number): string;
