import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';

export const dynamic = 'force-dynamic';

/** 200 when the database answers. */
export async function GET() {
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    return Response.json({ status: 'ok', database: process.env.DATABASE_URL ? 'postgresql' : 'pglite' });
  } catch (error) {
    console.error('[health] database check failed:', error);
    return Response.json({ status: 'error' }, { status: 503 });
  }
}
