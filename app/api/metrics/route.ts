import { jsonError } from '@/lib/api/errors';
import { metrics } from '@/lib/observability/metrics.mjs';
import { metricsAccess } from '@/lib/observability/metrics-access';

export const dynamic = 'force-dynamic';

/** Prometheus text format: request counts and latencies per route, errors, page-cache hits and misses, DB pool. */
export async function GET(req: Request) {
  const access = await metricsAccess(req);
  if (access === 401) return jsonError(401, 'Нэвтрэх шаардлагатай.', {}, { 'WWW-Authenticate': 'Bearer', 'Cache-Control': 'no-store' });
  if (access === 403) return jsonError(403, 'Энэ үйлдлийг хийх эрхгүй байна.', {}, { 'Cache-Control': 'no-store' });
  return new Response(await metrics.registry.metrics(), {
    headers: { 'Content-Type': metrics.registry.contentType, 'Cache-Control': 'no-store' },
  });
}
