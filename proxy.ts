import createIntlMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { LOCALE_COOKIE, routing } from '@/lib/i18n/routing';
import { SESSION_COOKIE } from '@/lib/auth/cookie';
import { nextWithAdminCsp } from '@/lib/security/admin-csp';

const intl = createIntlMiddleware(routing);

/**
 * The request guard (Next 16 calls middleware "proxy"). It only routes languages and redirects early;
 * every admin layout and API handler checks the session itself, because a proxy can be bypassed.
 */
function adminGuard(req: NextRequest) {
  const { pathname } = req.nextUrl;
  const hasToken = Boolean(req.cookies.get(SESSION_COOKIE)?.value);
  if (pathname === '/admin' || pathname === '/admin/') return NextResponse.redirect(new URL('/admin/login', req.url));
  if (pathname === '/admin/login') {
    if (req.nextUrl.searchParams.get('reset') === '1') {
      // The admin layout found the session cookie invalid: forget it and show the login page.
      const response = nextWithAdminCsp(req);
      response.cookies.delete(SESSION_COOKIE);
      return response;
    }
    return hasToken ? NextResponse.redirect(new URL('/admin/dashboard', req.url)) : nextWithAdminCsp(req);
  }
  return hasToken ? nextWithAdminCsp(req) : NextResponse.redirect(new URL('/admin/login', req.url));
}

export default function proxy(req: NextRequest) {
  const { pathname } = req.nextUrl;
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return adminGuard(req);
  if (pathname === '/') return NextResponse.redirect(new URL(req.cookies.get(LOCALE_COOKIE)?.value === 'en' ? '/en/mm' : '/mm', req.url));
  if (pathname === '/en' || pathname === '/en/') return NextResponse.redirect(new URL('/en/mm', req.url));
  // A visitor who chose English follows that choice on unprefixed (Mongolian) URLs.
  const isEnglishPath = pathname.startsWith('/en/');
  if (!isEnglishPath && req.cookies.get(LOCALE_COOKIE)?.value === 'en') {
    const url = req.nextUrl.clone();
    url.pathname = `/en${pathname}`;
    return NextResponse.redirect(url);
  }
  return intl(req);
}

export const config = {
  // Everything but the API, Next's own files, uploads and files with an extension.
  matcher: ['/((?!api|_next|_vercel|uploads|.*\\.[a-zA-Z0-9]+$).*)'],
};
