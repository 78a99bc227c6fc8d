import { SITE_TITLES } from './support/env';

/** Last month in Ulaanbaatar: the demo seed spreads its news over the six months before the server started. */
const SEEDED_MONTH = (() => {
  const month = new Date(Date.now() + 8 * 3_600_000);
  month.setUTCDate(1);
  month.setUTCMonth(month.getUTCMonth() - 1);
  return month.toISOString().slice(0, 7);
})();

/**
 * Every route of the specs' route tables (association-site.md §2.2, conference-and-directory.md §2.1–2.7,
 * association-admin.md §2), with ids the demo seed provides.
 */
export const PUBLIC_ROUTES: { path: string; site: 'mm' | 'mw' | 'yp' }[] = [
  ...[
    '/mm',
    '/mm/blog/8=1',
    `/mm/blog/${SEEDED_MONTH}=1`,
    `/mm/blog/${encodeURIComponent('нүүрс')}=1`,
    '/mm/detail/1',
    '/mm/assessment',
    '/mm/self-assessment',
    '/mm/member-assessment',
    '/mm/trade',
    '/mm/about',
    '/mm/activity',
    '/mm/membership',
    '/mm/member',
    '/mm/contact',
    '/mm/anniversary',
    ...[20, 21, 22, 23, 24, 25, 26].map((cid) => `/mm/page/${cid}`),
    '/mm/report=1',
  ].map((path) => ({ path, site: 'mm' as const })),
  ...[
    '/mw',
    '/mw/about',
    '/mw/agenda',
    '/mw/agenda/mine',
    '/mw/sessions/1',
    '/mw/speakers',
    '/mw/speakers/1',
    '/mw/presentation',
    '/mw/contact',
    '/mw/register',
    '/mw/gallery',
    '/mw/test',
    '/mw/2023',
    '/mw/2023/presentation',
    '/mw/2023/category/2',
    '/mw/2023/category/5',
    '/mw/2023/news',
    '/mw/2023/news/3=1',
  ].map((path) => ({ path, site: 'mw' as const })),
  ...[
    '/yp',
    '/yp/category/0101',
    '/yp/category/0403',
    '/yp/company/1',
    '/yp/contact',
    '/yp/register',
    '/yellow-page',
    '/yellow-page/1',
    '/yellow-page/contact',
    '/yellow-page/register',
    '/yellow-page/meeting/login',
    '/yellow-page/meeting/not-a-participant-token',
  ].map((path) => ({ path, site: 'yp' as const })),
];

export const ADMIN_ROUTES = [
  ...[
    'dashboard', 'social-links', 'add-news', 'update-news', 'link', 'edit-static/23', 'request-list', 'slides', 'accounts',
    'update-assessment', 'assessment-result', 'assessment-member-result', 'document', 'video', 'trade', 'about', 'membership',
    'companies', 'auditor', 'sustainable-mining', 'report', 'add-report', 'mail-log', 'audit-log',
  ].map((p) => `/admin/${p}`),
  ...[
    'link', 'social-link', 'footer', 'events', 'logos', 'register', 'new-register', 'check-in', 'presenters', 'agenda', 'sessions', 'speakers', 'gallery', 'home', 'add-news', 'update-news',
    'event-date', 'presentation',
  ].map((p) => `/admin/week/${p}`),
  ...[
    'add', 'request', 'list-company', 'list-consultant', 'category', 'new-category', 'banner', 'add-user', 'meeting-users',
    'meeting-list', 'meeting-info',
  ].map((p) => `/admin/yellow/${p}`),
];

const ENGLISH_NAMES = { mm: 'Mongolian National Mining Association', mw: 'Mining Week', yp: 'Mongolian Mining Directory' } as const;

/** The title a page must carry: the Mongolian site name; English pages may use the English one. */
export function expectedTitle(site: 'mm' | 'mw' | 'yp', locale: 'mn' | 'en'): RegExp {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return locale === 'mn' ? new RegExp(escape(SITE_TITLES[site])) : new RegExp(`${escape(SITE_TITLES[site])}|${escape(ENGLISH_NAMES[site])}`);
}
