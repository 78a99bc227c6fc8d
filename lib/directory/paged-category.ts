import { pageNumber } from './page-number';

const CATEGORY_PATH = /^(\/en)?(\/yp\/category\/\d{2}(?:\d{2})?)\/?$/;

/**
 * Where the request guard sends /yp/category/{code}?page=N (N ≥ 2) inside the app: /{locale}/yp/category/{code}/page/N.
 * The public URL keeps its query (the spec's links), while page 1 — the category's address, linked from every
 * page — stays a cached page: reading ?page= in the page itself would render it on every request.
 */
export function pagedCategoryPath(pathname: string, page: string | null): string | null {
  const match = CATEGORY_PATH.exec(pathname);
  if (!match || page === null) return null;
  const n = pageNumber(page);
  return n === 1 ? null : `/${match[1] ? 'en' : 'mn'}${match[2]}/page/${n}`;
}
