import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { env } from '@/lib/env';
import { KEY_PATTERN, storageDriver } from '@/lib/storage';
import { notFound } from '@/lib/api/errors';

/** A title as a file name every system accepts: no path or reserved characters, never empty. */
export function pdfFileName(title: string): string {
  const cleaned = title
    .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 150)
    .replace(/[. ]+$/, '');
  return `${cleaned || 'document'}.pdf`;
}

/** The attachment header with an ASCII fallback and the UTF-8 name (RFC 6266), so Cyrillic titles survive. */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** The stored bytes behind one of our file URLs: an upload (local or object storage) or a file shipped in public/. */
async function openStored(url: string): Promise<ReadableStream | null> {
  const key = url.startsWith('/uploads/') ? url.slice('/uploads/'.length) : url.split('/').pop()!;
  const driver = storageDriver();
  if (KEY_PATTERN.test(key) && (url.startsWith('/uploads/') || url === driver.publicUrl(key))) {
    if (env().S3_BUCKET) {
      const res = await fetch(driver.publicUrl(key));
      return res.ok && res.body ? res.body : null;
    }
    return openLocal(path.join(env().uploadsDir, key));
  }
  if (url.startsWith('/') && !url.includes('..')) {
    const publicDir = path.join(process.cwd(), 'public');
    const file = path.join(publicDir, decodeURIComponent(url));
    if (file.startsWith(`${publicDir}${path.sep}`)) return openLocal(file);
  }
  return null;
}

async function openLocal(file: string): Promise<ReadableStream | null> {
  try {
    await fs.promises.access(file, fs.constants.R_OK);
  } catch {
    return null;
  }
  return Readable.toWeb(fs.createReadStream(file)) as ReadableStream;
}

/** Serves a stored PDF as a download saved under '{title}.pdf'. */
export async function pdfDownload(url: string, title: string): Promise<Response> {
  const body = await openStored(url);
  if (!body) throw notFound('Файл олдсонгүй.');
  return new Response(body, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': attachmentHeader(pdfFileName(title)),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
