import createIntlMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { LOCALE_COOKIE, routing } from '@/lib/i18n/routing';
import { SESSION_COOKIE } from '@/lib/auth/cookie';
import { sessionEmail } from '@/lib/auth/token';
import { nextWithAdminCsp } from '@/lib/security/admin-csp';
import { pagedCategoryPath } from '@/lib/directory/paged-category';
import { newsSearchRoute, publicNewsSearchPath } from '@/lib/news/blog-slug';
import { filteredAgendaRoute, publicAgendaPath } from '@/lib/conference/agenda-route';
import { homeSearchRedirect } from '@/lib/directory/home-search-redirect';
import { SITE_PATH_HEADER } from '@/lib/not-found/route';
import { siteUrl } from '@/lib/seo/site-url';
import { redirectFor } from '@/lib/redirects/lookup';

const intl = createIntlMiddleware(routing);

/**
 * next-intl's Link header (hreflang alternates) names the host the request came to, which a client chooses.
 * Cached pages go to every visitor, so the alternates point at PUBLIC_URL instead.
 */
function withPublicAlternates(response: NextResponse): NextResponse {
  const link = response.headers.get('link');
  if (link) response.headers.set('link', link.replace(/<https?:\/\/[^/>]*/g, `<${siteUrl()}`));
  return response;
}

/**
 * The request guard (Next 16 calls middleware "proxy"). It routes languages and turns away admin requests
 * whose session cookie is missing or does not verify (no database here); every admin layout, page and API
 * handler still checks the account itself, because a proxy can be bypassed.
 */
async function adminGuard(req: NextRequest) {
  const { pathname } = req.nextUrl;
  const token = req.cookies.get(SESSION_COOKIE)?.value;
  const signedIn = Boolean(await sessionEmail(token));
  if (pathname === '/admin' || pathname === '/admin/') return NextResponse.redirect(new URL('/admin/login', req.url));
  if (pathname === '/admin/login') {
    // reset=1: an admin page found the token's account gone although the token itself verifies.
    if (signedIn && req.nextUrl.searchParams.get('reset') !== '1') return NextResponse.redirect(new URL('/admin/dashboard', req.url));
    const response = nextWithAdminCsp(req);
    if (token) response.cookies.delete(SESSION_COOKIE); // it does not verify, or its account is gone
    return response;
  }
  return signedIn ? nextWithAdminCsp(req) : NextResponse.redirect(new URL('/admin/login', req.url));
}

export default async function proxy(req: NextRequest) {
  const { pathname } = req.nextUrl;
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return adminGuard(req);
  // Old addresses the editors mapped (issue 24.5): one 308 to the final address, from a map held in memory.
  const moved = await redirectFor(pathname, req.nextUrl.search);
  if (moved) return NextResponse.redirect(new URL(moved, req.url), 308);
  if (OLD_SITE_FILE.test(pathname)) return NextResponse.next();
  if (pathname === '/') return NextResponse.redirect(new URL(req.cookies.get(LOCALE_COOKIE)?.value === 'en' ? '/en/mm' : '/mm', req.url));
  if (pathname === '/en' || pathname === '/en/') return NextResponse.redirect(new URL('/en/mm', req.url));
  // A visitor who chose English follows that choice on unprefixed (Mongolian) URLs.
  const isEnglishPath = pathname.startsWith('/en/');
  if (!isEnglishPath && req.cookies.get(LOCALE_COOKIE)?.value === 'en') {
    const url = req.nextUrl.clone();
    url.pathname = `/en${pathname}`;
    return NextResponse.redirect(url);
  }
  const search = homeSearchRedirect(pathname, req.nextUrl.searchParams);
  if (search) return NextResponse.redirect(new URL(search, req.url), 308);
  // What the address chooses (a page number, a search term, a programme filter) renders per request on a route of
  // its own, so the address without a choice stays a cached page; those routes' own addresses lead back here.
  const { searchParams } = req.nextUrl;
  const perRequest = pagedCategoryPath(pathname, searchParams.get('page')) ?? newsSearchRoute(pathname) ?? filteredAgendaRoute(pathname, searchParams);
  if (perRequest) return NextResponse.rewrite(new URL(perRequest, req.url));
  const publicPath = publicNewsSearchPath(pathname) ?? publicAgendaPath(pathname);
  if (publicPath) return NextResponse.redirect(new URL(publicPath, req.url), 308);
  return withPublicAlternates(intl(withSitePath(req)));
}

/** Passes the asked-for path on, for the not-found page of a URL no route matches (app/global-not-found.tsx). */
function withSitePath(req: NextRequest) {
  const headers = new Headers(req.headers);
  headers.set(SITE_PATH_HEADER, req.nextUrl.pathname);
  return new NextRequest(req, { headers });
}

/** Script pages of the old site (its URL list): they pass through the guard only to be redirected. */
const OLD_SITE_FILE = /\.(?:php|aspx?|html?|jsp)$/i;

export const config = {
  // Everything but the API, Next's own files, uploads and files with an extension, except the old site's pages.
  matcher: ['/((?!api|_next|_vercel|uploads|.*\\.[a-zA-Z0-9]+$).*)', '/((?!api|_next|uploads).*\\.(?:php|aspx?|html?|jsp))'],
};
