import type { Locale } from '@/lib/i18n/routing';

/** English names of the desks the newsroom publishes under (the spec's default 'Админ' among them). */
const DESKS_EN: Record<string, string> = {
  'Админ': 'Admin',
  'Хэвлэл мэдээллийн алба': 'Press office',
};

/** A news item's publisher as a reader of the page's language sees it; a person's name stays as written. */
export const publisherName = (publisher: string, locale: Locale) => (locale === 'en' ? (DESKS_EN[publisher] ?? publisher) : publisher);
