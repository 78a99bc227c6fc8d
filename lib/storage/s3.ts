import fs from 'node:fs';
import { AwsClient } from 'aws4fetch';
import { env } from '@/lib/env';
import type { StorageDriver } from './index';

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
  const objectUrl = (key: string) => `${endpoint}/${e.S3_BUCKET}/${key}`;
  return {
    async putFile(key, filePath, mime) {
      const { size } = await fs.promises.stat(filePath);
      const body = fs.readFileSync(filePath);
      const res = await client.fetch(objectUrl(key), {
        method: 'PUT',
        body,
        headers: { 'content-type': mime, 'content-length': String(size), 'cache-control': 'public, max-age=31536000, immutable' },
      });
      if (!res.ok) throw new Error(`Object storage refused the upload: ${res.status}`);
    },
    async remove(key) {
      await client.fetch(objectUrl(key), { method: 'DELETE' });
    },
    publicUrl: (key) => (e.S3_PUBLIC_URL ? `${e.S3_PUBLIC_URL.replace(/\/$/, '')}/${key}` : objectUrl(key)),
  };
}
