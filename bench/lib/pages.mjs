/** Finds real ids for detail pages through the public API, so the bench measures pages with data. */
async function firstId(baseUrl, path, pick) {
  try {
    const res = await fetch(new URL(path, baseUrl));
    if (!res.ok) return undefined;
    return pick(await res.json());
  } catch {
    return undefined;
  }
}

/** The public pages the bench measures (issue 10): the association, conference and directory sites. */
export async function publicPages(baseUrl) {
  const newsId = await firstId(baseUrl, '/api/mm/get/news?category=8&lang=mn&page=1&limit=1', (j) => j.news?.[0]?.id);
  const companyId = await firstId(baseUrl, '/api/yp/get/companies-by-category?lang=mn&category_code=0101&page=1&limit=1', (j) => j.companies?.[0]?.id);
  const pages = [
    '/mm',
    '/mm/blog/8=1',
    newsId && `/mm/detail/${newsId}`,
    '/mm/trade',
    '/mm/about',
    '/mw',
    '/mw/agenda',
    '/yp',
    '/yp/category/0101',
    companyId && `/yp/company/${companyId}`,
    '/en/mm',
    '/en/mm/blog/8=1',
  ].filter(Boolean);
  return pages;
}

/** More public pages whose JavaScript is measured too: the forms, the assessment flows, the gallery, the search results. */
export const SCRIPT_ONLY_PAGES = ['/mm/membership', '/mm/contact', '/mm/assessment', '/mm/self-assessment', '/mm/member-assessment', '/mw/register', '/mw/gallery', '/yp/register', '/mm/search?q=coal', '/yp/search?q=coal'];

/** The pages Lighthouse audits (a subset: each run takes a while). */
export function lighthousePages(pages) {
  const wanted = ['/mm', '/mm/blog/8=1', '/mm/trade', '/mw', '/yp'];
  return pages.filter((p) => wanted.includes(p) || p.startsWith('/mm/detail/') || p.startsWith('/yp/company/'));
}
