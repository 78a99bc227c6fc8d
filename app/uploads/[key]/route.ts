import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { env } from '@/lib/env';
import { KEY_PATTERN, storageDriver } from '@/lib/storage';
import { KIND_INFO, type FileKind } from '@/lib/storage/detect';

export const dynamic = 'force-dynamic';

const MIME_BY_EXT = Object.fromEntries(Object.values(KIND_INFO).map((k) => [k.ext, k.mime])) as Record<string, string>;

/** Serves stored uploads. Only our own random names are accepted, so no client path reaches the file system. */
export async function GET(_req: Request, { params }: { params: Promise<{ key: string }> }) {
  const { key } = await params;
  if (!KEY_PATTERN.test(key)) return new Response('Not found', { status: 404 });
  if (env().S3_BUCKET) return Response.redirect(storageDriver().publicUrl(key), 302);
  const file = path.join(env().uploadsDir, key);
  let size: number;
  try {
    size = (await fs.promises.stat(file)).size;
  } catch {
    return new Response('Not found', { status: 404 });
  }
  const ext = key.split('.').pop() as (typeof KIND_INFO)[FileKind]['ext'];
  return new Response(Readable.toWeb(fs.createReadStream(file)) as ReadableStream, {
    headers: {
      'Content-Type': MIME_BY_EXT[ext] ?? 'application/octet-stream',
      'Content-Length': String(size),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Security-Policy': "default-src 'none'; img-src 'self'; media-src 'self'; sandbox",
    },
  });
}
