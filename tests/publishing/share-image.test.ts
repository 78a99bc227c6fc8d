import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { addCategory, addNews } from '../mm/fixtures';

// next-intl's server helpers need Next's request context; these read the same message files.
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: string; namespace: string }) => {
    const [file, ...rest] = namespace.split('.');
    let messages = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'messages', locale, `${file}.json`), 'utf8'));
    for (const key of rest) messages = messages[key];
    return (key: string) => key.split('.').reduce((m, k) => m[k], messages);
  },
}));

const { GET } = await import('@/app/[locale]/(association)/mm/share-image/[kind]/[id]/route');
const mw = await import('@/app/[locale]/(conference)/mw/share-image/[kind]/[id]/route');
const mwImage = (locale: string, kind: string, id: string) =>
  mw.GET(new Request(`http://localhost:3000/mw/share-image/${kind}/${id}`), { params: Promise.resolve({ locale, kind, id }) });
const image = (locale: string, kind: string, id: string, v = '') =>
  GET(new Request(`http://localhost:3000/mm/share-image/${kind}/${id}${v ? `?v=${v}` : ''}`), { params: Promise.resolve({ locale, kind, id }) });

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

let id: number;
beforeAll(async () => {
  await addCategory(8, 'Мэдээ', 'News');
  id = (await addNews({ category_cid: 8, title: 'Өмнөговь аймагт Үндэсний уул уурхайн чуулган', title_en: '' })).id;
});

describe('share images (Open Graph)', () => {
  it('draws a news item as a 1200×630 PNG, with a Cyrillic title (Ө, Ү)', async () => {
    const res = await image('mn', 'news', String(id));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(pngSize(Buffer.from(await res.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
  });

  it('is kept for a year only when asked with the current version', async () => {
    const { shareSubject } = await import('@/lib/seo/share-cards');
    const subject = await shareSubject('mn', 'news', id);
    expect((await image('mn', 'news', String(id), subject!.version)).headers.get('cache-control')).toContain('immutable');
    expect((await image('mn', 'news', String(id), 'old')).headers.get('cache-control')).not.toContain('immutable');
  });

  it('has none for an item not written in that language, an unknown kind or id', async () => {
    expect((await image('en', 'news', String(id))).status).toBe(404);
    expect((await image('mn', 'people', String(id))).status).toBe(404);
    expect((await image('mn', 'news', '0')).status).toBe(404);
  });

  it('draws the reports page', async () => {
    const res = await image('en', 'reports', '1');
    expect(pngSize(Buffer.from(await res.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
  });

  it('draws the conference home with the same generator, named in its og:image (issue 24.6)', async () => {
    const res = await mwImage('mn', 'mw', '1');
    expect(res.status).toBe(200);
    expect(pngSize(Buffer.from(await res.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
    const { conferenceShareMetadata } = await import('@/lib/seo/share-cards');
    const meta = await conferenceShareMetadata('en', 'mw', 1);
    expect(meta.openGraph?.images[0]?.url).toMatch(/^\/en\/mw\/share-image\/mw\/1\?v=[0-9a-f]{12}$/);
    expect(meta.openGraph?.images[0]).toMatchObject({ width: 1200, height: 630 });
  });

  it('serves each site its own kinds only, and nothing for an unknown session or news category', async () => {
    expect((await image('mn', 'mw', '1')).status).toBe(404);
    expect((await mwImage('mn', 'news', String(id))).status).toBe(404);
    expect((await mwImage('mn', 'mw-session', '999')).status).toBe(404);
    expect((await mwImage('mn', 'mw-news', '999')).status).toBe(404);
    const { conferenceShareMetadata } = await import('@/lib/seo/share-cards');
    expect(await conferenceShareMetadata('mn', 'mw-session', 999)).toEqual({});
  });
});
