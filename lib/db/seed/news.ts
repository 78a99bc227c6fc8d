import { categories, news, staticPages } from '@/lib/news/schema';
import type { Tx } from '@/lib/db/client';
import type { Random } from './random';
import { daysFrom, notAfter } from './time';
import { seedFiles } from './assets';
import { insertRows } from './insert';
import { NEWS_ITEMS } from './content/news-items';
import { themeOf } from './content/news-paragraphs';
import { STATIC_PAGES } from './content/static-pages';

type Menu = typeof categories.$inferInsert;
const top = (cid: number, category: string, category_en: string): Menu => ({ cid, pid: null, category, category_en, category_level: 1, sequence: cid });
const newsMenu = (cid: number, category: string, category_en: string): Menu => ({ cid, pid: 4, category, category_en, page_type: 'news', category_level: 2, sequence: cid });
const staticMenu = (cid: number, category: string, category_en: string): Menu => ({ cid, pid: 5, category, category_en, page_type: 'static', category_level: 2, sequence: cid });

/**
 * The association's menus. Fixed numbers the spec relies on: 8 is the default news category; 13, 17 and 18
 * are event categories; 20-26 are the static project pages /mm/page/20..26.
 */
export const MENUS: Menu[] = [
  top(1, 'Бидний тухай', 'About us'),
  top(2, 'Үйл ажиллагаа', 'Activities'),
  top(3, 'Гишүүнчлэл', 'Membership'),
  top(4, 'Мэдээ мэдээлэл', 'Media'),
  top(5, 'Төсөл, хөтөлбөр', 'Projects'),
  top(6, 'Арилжаа', 'Trade'),
  top(7, 'Холбоо барих', 'Contact'),
  newsMenu(8, 'Мэдээ', 'News'),
  newsMenu(9, 'Хууль, эрх зүй', 'Law and policy'),
  newsMenu(10, 'Хэвлэлийн мэдээ', 'Press releases'),
  newsMenu(11, 'Ярилцлага', 'Interviews'),
  newsMenu(12, 'Гишүүдийн мэдээ', 'Member news'),
  newsMenu(13, 'Арга хэмжээ', 'Events'),
  newsMenu(14, 'Тогтвортой хөгжил', 'Sustainability'),
  newsMenu(15, 'Судалгаа, шинжилгээ', 'Research'),
  newsMenu(16, 'Зарлал', 'Announcements'),
  newsMenu(17, 'Сургалт, семинар', 'Training and seminars'),
  newsMenu(18, 'Чуулга уулзалт', 'Conferences and forums'),
  // No 'Тайлан' sub-menu (cid 19): a menu without page type leads to an empty /mm/page/19, while a visitor looking
  // for reports expects the list, which the navbar's fixed 'Тайлан' entry opens (/mm/report=1, issue 27.7).
  staticMenu(20, 'Хариуцлагатай уул уурхай', 'Responsible mining'),
  staticMenu(21, 'Бидний мэдэхгүй уул уурхай', 'Mining we don’t know'),
  staticMenu(22, 'Уул уурхай 101', 'Mining 101'),
  staticMenu(23, 'Ирээдүйн уурхайчид', 'Future miners'),
  staticMenu(24, 'Сарын шилдэг гишүүн', 'Member of the month'),
  staticMenu(25, '30 жилийн ой', '30th anniversary'),
  staticMenu(26, 'Тогтвортой уул уурхай', 'Sustainable mining'),
  { ...newsMenu(27, 'Архив', 'Archive'), category_status: false },
];

const PUBLISHERS = ['Админ', 'Админ', 'Хэвлэл мэдээллийн алба'];

/** An HTML body: the summary, two theme paragraphs and three key points. */
function body(summary: string, cid: number, lang: 0 | 1, picks: { paragraphs: number[]; points: number[] }) {
  const theme = themeOf(cid);
  const [first, second] = picks.paragraphs.map((i) => theme.paragraphs[i][lang]);
  const heading = lang === 0 ? 'Гол сэдвүүд' : 'Key points';
  const points = picks.points.map((i) => `<li>${theme.points[i][lang]}</li>`).join('');
  return `<p><strong>${summary}</strong></p><p>${first}</p><h2>${heading}</h2><ul>${points}</ul><p>${second}</p>`;
}

/** News spread over the last six months, categories interleaved, with a few on the directory site (yellow_book). */
export async function seedNews(tx: Tx, rand: Random, now: Date) {
  await insertRows(tx, categories, MENUS);
  const slots = rand.shuffle(NEWS_ITEMS.map((_, i) => i));
  const spacing = 178 / NEWS_ITEMS.length;
  const rows = NEWS_ITEMS.map((item, i) => {
    const created = notAfter(daysFrom(now, -Math.round(slots[i] * spacing) - rand.int(0, 1), rand.int(9, 17), rand.int(0, 59)), now);
    const picks = { paragraphs: rand.sample([0, 1, 2, 3], 2), points: rand.sample([0, 1, 2, 3, 4], 3) };
    return {
      id: i + 1,
      image: seedFiles.newsImage(i),
      title: item.mn,
      title_en: item.en,
      category_cid: item.cid,
      summary: item.summaryMn,
      summary_en: item.summaryEn,
      text: body(item.summaryMn, item.cid, 0, picks),
      text_en: body(item.summaryEn, item.cid, 1, picks),
      publisher: rand.pick(PUBLISHERS),
      news_status: slots[i] < NEWS_ITEMS.length - 2, // the two oldest are unpublished drafts
      yellow_book: i % 7 === 0,
      created_at: created,
      updated_at: created,
    };
  });
  await insertRows(tx, news, rows);
  await insertRows(
    tx,
    staticPages,
    Object.entries(STATIC_PAGES).map(([cid, [text, text_en]]) => ({ category_cid: Number(cid), text, text_en })),
  );
}
