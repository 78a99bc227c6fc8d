import { beforeAll, describe, expect, it } from 'vitest';
// fast-xml-parser 3 comes with s3rver (a dev dependency): a validating parser without adding a package.
import xml from 'fast-xml-parser';
import { FEED_SIZE, newsFeed } from '@/lib/news/feed';
import { addCategory, addNews } from '../mm/fixtures';

const BASE = 'https://mining.example.mn';
const texts = { siteTitle: 'Монголын Уул Уурхайн Үндэсний Ассоциаци', description: 'Мэдээ' };

/** The feed as a parsed document: a malformed one throws here. */
function parse(text: string | null) {
  expect(text).not.toBeNull();
  expect(xml.validate(text!)).toBe(true);
  const doc = xml.parse(text!, { ignoreAttributes: false, attributeNamePrefix: '@' });
  const items = doc.rss.channel.item;
  return { rss: doc.rss, channel: doc.rss.channel, items: (Array.isArray(items) ? items : items ? [items] : []) as any[] };
}

beforeAll(async () => {
  process.env.PUBLIC_URL = `${BASE}/`;
  await addCategory(8, 'Мэдээ', 'News');
  await addCategory(9, 'Хэвлэлийн мэдээ', 'Press releases');
  await addCategory(30, 'Бидний тухай', 'About us', { page_type: 'static' });
  const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n));
  for (let i = 0; i < 33; i++) await addNews({ category_cid: 8, title: `Өргөтгөл ${i}`, title_en: `Expansion ${i}`, created_at: day(i), image: `/uploads/cover-${i}.png` });
  await addNews({ id: 901, category_cid: 9, title: 'Үнэт металл', title_en: '', created_at: day(40) });
  await addNews({ id: 902, category_cid: 9, title: 'Ноорог', title_en: 'Draft', created_at: day(41), news_status: false });
});

describe('the news feed (RSS 2.0)', () => {
  it('carries the newest 30 published items, newest first, with title, summary, link, date and image enclosure', async () => {
    const { rss, channel, items } = parse(await newsFeed('mn', texts));
    expect(rss['@version']).toBe('2.0');
    expect(channel.language).toBe('mn');
    expect(items).toHaveLength(FEED_SIZE);
    expect(items[0].title).toBe('Үнэт металл');
    expect(items[0].link).toBe(`${BASE}/mm/detail/901`);
    expect(items[1].title).toBe('Өргөтгөл 32');
    expect(items[1].description).toBe('Товч');
    expect(new Date(items[1].pubDate).toISOString()).toBe('2026-02-02T00:00:00.000Z');
    expect(items[1].enclosure['@url']).toBe(`${BASE}/uploads/cover-32.png`);
    expect(items[1].enclosure['@type']).toBe('image/png');
    expect(items.some((item) => item.title === 'Ноорог')).toBe(false);
  });

  it('in English carries only items written in English, linking the English pages', async () => {
    const { channel, items } = parse(await newsFeed('en', texts));
    expect(channel.language).toBe('en');
    expect(items).toHaveLength(FEED_SIZE);
    expect(items.every((item) => /^Expansion \d+$/.test(item.title))).toBe(true);
    expect(items[0].link).toMatch(new RegExp(`^${BASE}/en/mm/detail/\\d+$`));
    expect(channel['atom:link']['@href']).toBe(`${BASE}/en/mm/rss.xml`);
  });

  it('narrows to one category with ?category=, named in the channel title', async () => {
    const { channel, items } = parse(await newsFeed('mn', texts, 9));
    expect(items.map((item) => item.title)).toEqual(['Үнэт металл']);
    expect(channel.title).toBe(`Хэвлэлийн мэдээ | ${texts.siteTitle}`);
    expect(parse(await newsFeed('en', texts, 9)).items).toHaveLength(0);
  });

  it('has no feed for a category that is not a news menu', async () => {
    expect(await newsFeed('mn', texts, 30)).toBeNull();
    expect(await newsFeed('mn', texts, 999)).toBeNull();
  });
});
