import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { pipeline } from 'node:stream/promises';
import { AwsClient } from 'aws4fetch';
import { env } from '@/lib/env';
import { PRIVATE_PREFIX, type StorageDriver } from './index';

/** Sends a signed request with a file streamed as its body (S3 wants a length, not a chunked body). */
async function putStream(signed: Request, filePath: string, size: number): Promise<number> {
  const url = new URL(signed.url);
  const headers = { ...Object.fromEntries(signed.headers), 'content-length': String(size) };
  const request = (url.protocol === 'https:' ? https : http).request(url, { method: signed.method, headers });
  const answered = new Promise<http.IncomingMessage>((resolve, reject) => request.once('response', resolve).once('error', reject));
  answered.catch(() => {}); // a failed send is reported by the pipeline below
  await pipeline(fs.createReadStream(filePath), request);
  const res = await answered;
  res.resume();
  return res.statusCode ?? 0;
}

/** S3-compatible object storage (AWS S3, MinIO, R2 …), for several instances sharing one set of uploads. */
export function s3Driver(): StorageDriver {
  const e = env();
  const client = new AwsClient({
    accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
    region: e.S3_REGION,
    service: 's3',
  });
  const endpoint = (e.S3_ENDPOINT ?? `https://s3.${e.S3_REGION}.amazonaws.com`).replace(/\/$/, '');
  const bucketUrl = `${endpoint}/${e.S3_BUCKET}`;
  const objectUrl = (key: string) => `${bucketUrl}/${key}`;
  return {
    async putFile(key, filePath, mime) {
      const { size } = await fs.promises.stat(filePath);
      const signed = await client.sign(objectUrl(key), {
        method: 'PUT',
        headers: { 'content-type': mime, 'cache-control': key.startsWith(PRIVATE_PREFIX) ? 'private, no-store' : 'public, max-age=31536000, immutable' },
      });
      const status = await putStream(signed, filePath, size);
      if (status < 200 || status >= 300) throw new Error(`Object storage refused the upload: ${status}`);
    },
    async read(key) {
      const res = await client.fetch(objectUrl(key));
      if (res.status === 404) {
        await res.body?.cancel();
        return null;
      }
      if (!res.ok || !res.body) throw new Error(`Object storage refused the read: ${res.status}`);
      return {
        stream: res.body,
        size: Number(res.headers.get('content-length') ?? 0),
        contentType: res.headers.get('content-type') ?? 'application/octet-stream',
      };
    },
    async remove(key) {
      const res = await client.fetch(objectUrl(key), { method: 'DELETE' });
      await res.body?.cancel();
      if (!res.ok && res.status !== 404) throw new Error(`Object storage refused the removal: ${res.status}`);
    },
    async check() {
      const res = await client.fetch(bucketUrl, { method: 'HEAD' });
      if (!res.ok) throw new Error(`Object storage answered ${res.status} for the bucket`);
    },
    publicUrl: (key) => (e.S3_PUBLIC_URL ? `${e.S3_PUBLIC_URL.replace(/\/$/, '')}/${key}` : objectUrl(key)),
  };
}
