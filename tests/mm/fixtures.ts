import { getDb } from '@/lib/db/client';
import { categories, news } from '@/lib/news/schema';

/** Inserts a news category with a fixed cid (the spec's numbers: 8 news, 13/17/18 events …). */
export async function addCategory(cid: number, category: string, category_en: string, extra: Partial<typeof categories.$inferInsert> = {}) {
  const db = await getDb();
  await db.insert(categories).values({ cid, category, category_en, page_type: 'news', category_level: 1, ...extra });
}

let serial = 0;

/** Inserts a published news item; text defaults make each item findable by its own words only. */
export async function addNews(values: Partial<typeof news.$inferInsert> & { category_cid: number }) {
  serial += 1;
  const db = await getDb();
  const [row] = await db
    .insert(news)
    .values({
      image: `/images/news-${serial}.jpg`,
      title: `Мэдээ ${serial}`,
      title_en: `News ${serial}`,
      summary: 'Товч',
      summary_en: 'Summary',
      text: '<p>Агуулга</p>',
      text_en: '<p>Body</p>',
      ...values,
    })
    .returning();
  return row!;
}
