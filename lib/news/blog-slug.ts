import { DEFAULT_NEWS_CATEGORY } from './constants';

/** What /mm/blog/{cid}={page} lists: a category number, an archive month (YYYY-MM) or a free search term. */
export type BlogSelection = { kind: 'category'; cid: number } | { kind: 'month'; month: string } | { kind: 'search'; term: string };

const MAX_TERM = 100;

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Reads the segment '8=1', '2024-05=2' or 'уул уурхай=1'. The page follows the last '='; a missing page is 1;
 * an empty term falls back to category 8. A page that is not a positive number gives null (404).
 */
export function parseBlogSlug(segment: string): { selection: BlogSelection; page: number } | null {
  const slug = decode(segment);
  const at = slug.lastIndexOf('=');
  const head = (at === -1 ? slug : slug.slice(0, at)).trim();
  const pageText = at === -1 ? '1' : slug.slice(at + 1);
  if (!/^[1-9]\d{0,4}$/.test(pageText)) return null;
  const page = Number(pageText);
  if (!head) return { selection: { kind: 'category', cid: DEFAULT_NEWS_CATEGORY }, page };
  if (/^\d{1,9}$/.test(head)) return { selection: { kind: 'category', cid: Number(head) }, page };
  if (/^\d{4}-(0[1-9]|1[0-2])$/.test(head)) return { selection: { kind: 'month', month: head }, page };
  // Control characters (a NUL byte above all, which PostgreSQL refuses in text) are never part of a term.
  const term = head.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, MAX_TERM);
  if (!term) return { selection: { kind: 'category', cid: DEFAULT_NEWS_CATEGORY }, page };
  return { selection: { kind: 'search', term }, page };
}

/** The path of a news list page (without the /en prefix); a search term travels percent-encoded. */
export function blogPath(selection: BlogSelection, page: number): string {
  const key = selection.kind === 'category' ? String(selection.cid) : selection.kind === 'month' ? selection.month : encodeURIComponent(selection.term);
  return `/mm/blog/${key}=${page}`;
}

/**
 * The list page of what a visitor typed into a news search box. '=' separates the term from the page
 * number, '/' would split the path and '%' cannot travel in a path segment (the edge refuses it): all
 * become spaces. An empty term lists the default category.
 */
export function searchPath(typed: string): string {
  const term = typed.replace(/[=/\\%]/g, ' ').replace(/\s+/g, ' ').trim().slice(0, MAX_TERM);
  return term ? blogPath({ kind: 'search', term }, 1) : blogPath({ kind: 'category', cid: DEFAULT_NEWS_CATEGORY }, 1);
}

const BLOG_PATH = /^(\/en)?\/mm\/blog\/([^/]+)\/?$/;
const SEARCH_ROUTE = /^(\/en)?\/mm\/blog-search\/([^/]+)\/?$/;

/**
 * Where the request guard sends a news search inside the app: /{locale}/mm/blog-search/{slug}, the same page
 * rendered per request (force-dynamic). A search term is a new address each time; on the list route every one
 * would be made into a cached page, and storing it cost 40 % of the render (issue 23.1). Categories and
 * archive months stay on the cached route.
 */
export function newsSearchRoute(pathname: string): string | null {
  const match = BLOG_PATH.exec(pathname);
  if (!match || parseBlogSlug(match[2])?.selection.kind !== 'search') return null;
  return `/${match[1] ? 'en' : 'mn'}/mm/blog-search/${match[2]}`;
}

/** The public address of the internal search route, for a visitor who typed the latter (one address per page). */
export function publicNewsSearchPath(pathname: string): string | null {
  const match = SEARCH_ROUTE.exec(pathname);
  return match ? `${match[1] ?? ''}/mm/blog/${match[2]}` : null;
}
