import { NextResponse, type NextRequest } from 'next/server';
import { contentSecurityPolicy, createNonce } from './csp';
import { isHttpsSite } from './edge.mjs';
import { SITE_PATH_HEADER } from '@/lib/not-found/site-path-header.mjs';

/**
 * Lets an /admin request through with a strict CSP built around a fresh nonce. The policy goes on the
 * request too: Next reads the nonce from the request's Content-Security-Policy header and puts it on
 * every script it renders, so only this response's own scripts (and what they load) run. The path goes on it
 * as well, for the screen's tab title (the shell layout cannot read it otherwise).
 */
export function nextWithAdminCsp(req: NextRequest): NextResponse {
  // From the configuration (PUBLIC_URL), never from a request header a client could write.
  const https = process.env.NODE_ENV === 'production' && isHttpsSite();
  const policy = contentSecurityPolicy({ nonce: createNonce(), https });
  const headers = new Headers(req.headers);
  headers.set('Content-Security-Policy', policy);
  headers.set(SITE_PATH_HEADER, req.nextUrl.pathname);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}
