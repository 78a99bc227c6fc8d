import { text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The search-engine title and description of an item in both languages (issue 24.8); empty: the item's own
 * title and summary stand in (seoText). Shared by every content kind that has a page.
 */
export const seoColumns = () => ({
  meta_title: text('meta_title').notNull().default(''),
  meta_title_en: text('meta_title_en').notNull().default(''),
  meta_description: text('meta_description').notNull().default(''),
  meta_description_en: text('meta_description_en').notNull().default(''),
});

/** A published item is public from publish_at and until unpublish_at, when set (issue 24.2; lib/publishing/schedule.ts). */
export const scheduleColumns = () => ({
  publish_at: timestamp('publish_at', { withTimezone: true }),
  unpublish_at: timestamp('unpublish_at', { withTimezone: true }),
});
