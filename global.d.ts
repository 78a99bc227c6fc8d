import type { Locale as AppLocale } from '@/lib/i18n/routing';

/**
 * next-intl checks every translation key against these types, so `t('missing.key')` fails `tsc`. The Mongolian
 * files are the source: they hold every namespace (the back office is Mongolian only), and
 * tests/i18n/message-keys.test.ts keeps the English files' keys equal to them.
 */
declare module 'next-intl' {
  interface AppConfig {
    Locale: AppLocale;
    Messages: {
      common: typeof import('./messages/mn/common.json');
      mm: typeof import('./messages/mn/mm.json');
      assessment: typeof import('./messages/mn/assessment.json');
      mw: typeof import('./messages/mn/mw.json');
      yp: typeof import('./messages/mn/yp.json');
      meetings: typeof import('./messages/mn/meetings.json');
      admin: typeof import('./messages/mn/admin.json');
      adminWeek: typeof import('./messages/mn/adminWeek.json');
      adminYellow: typeof import('./messages/mn/adminYellow.json');
    };
  }
}
