import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { adminCookie, call } from '../support/api';

/** Uploads of these tests go to a temporary folder; returns a function that lists what is stored there. */
export function useTemporaryUploads() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-content-'));
  process.env.DATA_DIR = dir;
  return () => {
    const uploads = path.join(dir, 'uploads');
    return fs.existsSync(uploads) ? fs.readdirSync(uploads).sort() : [];
  };
}

/** Real file headers: content checks look at the bytes, never at the name or the MIME type. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const pngFile = (name = 'logo.png') => new File([PNG], name, { type: 'image/png' });
export const pdfFile = (name = 'guide.pdf') => new File(['%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n'], name, { type: 'application/pdf' });
/** An MP4 starts with a box whose type, at byte 4, is 'ftyp'. */
export const mp4File = (name = 'clip.mp4', padding = 2048) =>
  new File([Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(padding)])], name, { type: 'video/mp4' });
/** Text dressed up as another kind: the name and MIME type lie, the bytes do not. */
export const fakeFile = (name: string, type: string) => new File(['<script>alert(1)</script>'], name, { type });
/** An SVG is text and can carry script; it is never accepted as an image. */
export const svgFile = () => new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], 'logo.svg', { type: 'image/svg+xml' });

export function form(fields: Record<string, string | Blob | (string | Blob)[] | undefined>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const v of [value].flat()) data.append(key, v);
  }
  return data;
}

export type Cookies = { admin: string; moderator: string; user: string };

export async function cookies(): Promise<Cookies> {
  return { admin: await adminCookie(2), moderator: await adminCookie(1), user: await adminCookie(3) };
}

/**
 * The session rules every admin call follows: no session 401; a read-only user (role 3) may read but not write (403);
 * a write from another site is refused (403).
 */
export async function expectGuarded(method: string, path: string, user: string, init: { body?: unknown; form?: FormData } = {}) {
  expect((await call(method, path, init)).status).toBe(401);
  if (method === 'GET') {
    expect((await call(method, path, { ...init, cookie: user })).status).toBe(200);
    return;
  }
  expect((await call(method, path, { ...init, cookie: user })).status).toBe(403);
}

export async function expectCrossOriginRefused(method: string, path: string, cookie: string, init: { body?: unknown; form?: FormData } = {}) {
  const res = await call(method, path, { ...init, cookie, headers: { origin: 'https://evil.example' } });
  expect(res.status).toBe(403);
}
