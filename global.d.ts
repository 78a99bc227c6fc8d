import type { Locale as AppLocale } from '@/lib/i18n/routing';

/**
 * next-intl checks every translation key against these types, so `t('missing.key')` fails `tsc`. The Mongolian
 * files are the source: they hold every namespace (the back office is Mongolian only), and
 * tests/i18n/message-keys.test.ts keeps the English files' keys equal to them.
 */
/**
 * A list in the messages (mm.about.valuesList) typed as what the build makes of it, an object keyed by index
 * (lib/i18n/message-list.ts): next-intl's key types give up on a namespace holding an array and then accept any key there.
 */
type IndexedLists<T> = T extends readonly (infer Item)[] ? { [index: `${number}`]: IndexedLists<Item> } : T extends object ? { [K in keyof T]: IndexedLists<T[K]> } : T;

declare module 'next-intl' {
  interface AppConfig {
    Locale: AppLocale;
    Messages: {
      common: IndexedLists<typeof import('./messages/mn/common.json')>;
      mm: IndexedLists<typeof import('./messages/mn/mm.json')>;
      assessment: IndexedLists<typeof import('./messages/mn/assessment.json')>;
      mw: IndexedLists<typeof import('./messages/mn/mw.json')>;
      yp: IndexedLists<typeof import('./messages/mn/yp.json')>;
      meetings: IndexedLists<typeof import('./messages/mn/meetings.json')>;
      admin: IndexedLists<typeof import('./messages/mn/admin.json')>;
      adminWeek: IndexedLists<typeof import('./messages/mn/adminWeek.json')>;
      adminYellow: IndexedLists<typeof import('./messages/mn/adminYellow.json')>;
    };
  }
}
