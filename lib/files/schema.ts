import { boolean, index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** PDF guideline documents on /mm/page/20. */
export const documentPdfs = pgTable(
  'document_pdfs',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    /** The English title; '' shows the Mongolian one on /en. */
    title_en: text('title_en').notNull().default(''),
    pdf: text('pdf').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The title as the site search matches it (lib/search/keys.ts), kept so a search computes no key. */
    title_key: text('title_key').notNull().generatedAlwaysAs(sql`mn_text_key(title)`),
  },
  (t) => [index('document_pdfs_title_key_trgm').using('gin', sql`${t.title_key} gin_trgm_ops`)],
);

/** Mineral images on /mm/page/21. */
export const minerals = pgTable('minerals', {
  id: serial('id').primaryKey(),
  title: text('title').notNull().default(''),
  title_en: text('title_en').notNull().default(''),
  image: text('image').notNull(),
});

/** Mining 101 videos on /mm/page/22. */
export const miningVideos = pgTable('mining_videos', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  /** The English title; '' shows the Mongolian one on /en. */
  title_en: text('title_en').notNull().default(''),
  video: text('video').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Sustainable-mining items on /mm/page/26, one language each. */
export const sustainableMining = pgTable('sustainable_mining', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  language: text('language').notNull().default('mn'),
  posters: jsonb('posters').$type<string[]>().notNull().default([]),
  pdf: text('pdf').notNull(),
  /** Published (issue 24.1): false keeps the item a draft, shown to editors in preview only. */
  status: boolean('status').notNull().default(true),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
