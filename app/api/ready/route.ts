import { readiness } from '@/lib/platform/readiness';

export const dynamic = 'force-dynamic';

/** 200 when the database, and Redis and the storage where configured, answer; 503 with what failed otherwise. */
export async function GET() {
  const { ready, checks } = await readiness();
  return Response.json({ status: ready ? 'ready' : 'not ready', checks }, { status: ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
}
