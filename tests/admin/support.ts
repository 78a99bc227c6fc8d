import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getDb } from '@/lib/db/client';
import { categories } from '@/lib/news/schema';
import { adminCookie } from '../support/api';

/** Uploads of this test file go to a throw-away data directory. */
export function useTemporaryDataDir() {
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-test-'));
}

export const storedFile = (url: string) => path.join(process.env.DATA_DIR!, 'uploads', url.split('/').pop()!);

const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
export const png = (name = 'cover.png') => new File([Buffer.from(PNG_1X1, 'base64')], name, { type: 'image/png' });
export const jpeg = (name = 'cover.jpg') =>
  new File([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9])], name, { type: 'image/jpeg' });
/** An SVG (script-capable) that claims to be a PNG: refused by its bytes. */
export const svgAsPng = () =>
  new File(['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'], 'evil.png', { type: 'image/png' });
/** A PNG header followed by 11 MB: over the 10 MB image limit. */
export const hugePng = () => new File([Buffer.from(PNG_1X1, 'base64'), Buffer.alloc(11 * 1024 * 1024)], 'huge.png', { type: 'image/png' });

export function form(fields: Record<string, string | Blob | undefined>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) data.append(key, value);
  return data;
}

/** Cookies of one account per role, created once per test file. */
export async function roleCookies() {
  return { moderator: await adminCookie(1), admin: await adminCookie(2), user: await adminCookie(3) };
}

export async function addMenu(values: Partial<typeof categories.$inferInsert> & { category: string }) {
  const db = await getDb();
  const [row] = await db
    .insert(categories)
    .values({ category_en: `${values.category} (en)`, category_level: 1, page_type: 'static', ...values })
    .returning();
  return row;
}

