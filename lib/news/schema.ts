import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { scheduleColumns, seoColumns } from '@/lib/publishing/columns';

/** Association menus. A menu of page_type 'news' is a news category; 'static' pages hold static_pages text. */
export const categories = pgTable(
  'categories',
  {
    cid: serial('cid').primaryKey(),
    pid: integer('pid'),
    category: text('category').notNull(),
    category_en: text('category_en').notNull(),
    category_status: boolean('category_status').notNull().default(true),
    page_type: text('page_type'),
    category_level: integer('category_level').notNull().default(1),
    sequence: integer('sequence').notNull().default(0),
    /** The menu's names as the site search matches them (lib/search/keys.ts), kept so a search computes no key. */
    title_key: text('title_key').notNull().generatedAlwaysAs(sql`mn_text_key(category || ' ' || category_en)`),
  },
  (t) => [index('categories_title_key_trgm').using('gin', sql`${t.title_key} gin_trgm_ops`)],
);

export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    image: text('image').notNull(),
    title: text('title').notNull().default(''),
    title_en: text('title_en').notNull().default(''),
    category_cid: integer('category_cid').notNull().references(() => categories.cid),
    summary: text('summary').notNull().default(''),
    summary_en: text('summary_en').notNull().default(''),
    text: text('text').notNull().default(''),
    text_en: text('text_en').notNull().default(''),
    /** What search engines and share previews show (issue 24.8); empty: the title and the summary. */
    ...seoColumns(),
    /** When each language's title, summary or text last changed: an English version older than the Mongolian is behind. */
    edited_at: timestamp('edited_at', { withTimezone: true }).notNull().defaultNow(),
    edited_at_en: timestamp('edited_at_en', { withTimezone: true }).notNull().defaultNow(),
    publisher: text('publisher').notNull().default('Админ'),
    news_status: boolean('news_status').notNull().default(true),
    /** A published item (news_status) is public from publish_at and until unpublish_at, when set (issue 24.2). */
    ...scheduleColumns(),
    yellow_book: boolean('yellow_book').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Search keys (lib/search/keys.ts) of both titles, and of both summaries and texts; the database computes them. */
    title_key: text('title_key').notNull().generatedAlwaysAs(sql`mn_text_key(title || ' ' || title_en)`),
    text_key: text('text_key').notNull().generatedAlwaysAs(sql`mn_text_key(summary || ' ' || summary_en || ' ' || text || ' ' || text_en)`),
  },
  (t) => [
    index('news_category_created_idx').on(t.category_cid, t.created_at),
    index('news_created_idx').on(t.created_at),
    index('news_title_key_trgm').using('gin', sql`${t.title_key} gin_trgm_ops`),
    index('news_text_key_trgm').using('gin', sql`${t.text_key} gin_trgm_ops`),
  ],
);

export const staticPages = pgTable(
  'static_pages',
  {
    id: serial('id').primaryKey(),
    category_cid: integer('category_cid').notNull().unique(),
    text: text('text').notNull().default(''),
    text_en: text('text_en').notNull().default(''),
    /** Published (issue 24.1): false keeps the page a draft, shown to editors in preview only. */
    status: boolean('status').notNull().default(true),
    /** What search engines and share previews show (issue 24.8); empty: the menu's name and the text's opening. */
    ...seoColumns(),
    /** The texts as the site search matches them (lib/search/keys.ts), kept so a search computes no key. */
    text_key: text('text_key').notNull().generatedAlwaysAs(sql`mn_text_key(text || ' ' || text_en)`),
  },
  (t) => [index('static_pages_text_key_trgm').using('gin', sql`${t.text_key} gin_trgm_ops`)],
);
