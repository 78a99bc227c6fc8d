import 'server-only';
import { getCategoryCounts, getMenus, getNewsForSitemap, writtenIn, type Menu } from '@/lib/news/queries';
import { getReports, getReportsForSitemap, REPORT_PAGE_SIZE } from '@/lib/reports/queries';
import { locales } from '@/lib/i18n/routing';
import { fileEntry, pageEntries, type SitemapEntry } from './sitemap';

const FIXED_PAGES = ['/mm/about', '/mm/activity', '/mm/membership', '/mm/trade', '/mm/contact', '/mm/anniversary', '/mm/assessment', '/mm/self-assessment', '/mm/member-assessment'];
const PROJECT_PAGES = [20, 21, 22, 23, 24, 25, 26];

/** Static menu pages of the back office (besides the project pages), at any level. */
function staticMenuCids(menus: Menu[]): number[] {
  return menus.flatMap((m) => [...(m.page_type === 'static' || (m.level > 1 && m.children.length === 0 && m.page_type !== 'news') ? [m.cid] : []), ...staticMenuCids(m.children)]);
}

/** Every public page of the association site in both languages: fixed pages, menus, news lists and items, report pages and PDFs. */
export async function mmSitemap(): Promise<SitemapEntry[]> {
  const [categories, menus, news, reports, reportPages] = await Promise.all([
    getCategoryCounts({ type: 'news' }),
    getMenus({ lang: 'mn' }),
    getNewsForSitemap(),
    getReportsForSitemap(),
    getReports({ lang: 'mn', page: 1, limit: REPORT_PAGE_SIZE }),
  ]);
  const pages = new Set([...PROJECT_PAGES, ...staticMenuCids(menus)]);
  return [
    ...pageEntries('/mm', { changeFrequency: 'daily', priority: 1 }),
    ...FIXED_PAGES.flatMap((path) => pageEntries(path, { changeFrequency: 'monthly', priority: 0.7 })),
    ...[...pages].flatMap((cid) => pageEntries(`/mm/page/${cid}`, { changeFrequency: 'monthly', priority: 0.6 })),
    ...categories.flatMap((c) => pageEntries(`/mm/blog/${c.cid}=1`, { changeFrequency: 'daily', priority: 0.8 })),
    ...news.flatMap((item) => {
      // Only the languages the item is written in (issue 18.9).
      const written = locales.filter((lang) => writtenIn(item, lang));
      return pageEntries(`/mm/detail/${item.id}`, { lastModified: item.updated_at, changeFrequency: 'monthly', priority: 0.6 }, written);
    }),
    ...Array.from({ length: reportPages.totalPages }, (_, i) => pageEntries(`/mm/report=${i + 1}`, { changeFrequency: 'monthly', priority: 0.5 })).flat(),
    ...reports.map((r) => fileEntry(r.pdf, { lastModified: r.created_at, priority: 0.4 })),
  ];
}
