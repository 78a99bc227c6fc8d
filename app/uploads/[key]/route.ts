import { env } from '@/lib/env';
import { KEY_PATTERN, storageDriver } from '@/lib/storage';

export const dynamic = 'force-dynamic';

/** Serves stored uploads. Only our own random names are accepted, so no client path reaches the file system. */
export async function GET(_req: Request, { params }: { params: Promise<{ key: string }> }) {
  const { key } = await params;
  if (!KEY_PATTERN.test(key)) return new Response('Not found', { status: 404 });
  if (env().S3_BUCKET) return Response.redirect(storageDriver().publicUrl(key), 302);
  const stored = await storageDriver().read(key);
  if (!stored) return new Response('Not found', { status: 404 });
  return new Response(stored.stream, {
    headers: {
      'Content-Type': stored.contentType,
      'Content-Length': String(stored.size),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Security-Policy': "default-src 'none'; img-src 'self'; media-src 'self'; sandbox",
    },
  });
}
