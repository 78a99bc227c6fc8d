import { NextResponse, type NextRequest } from 'next/server';
import { contentSecurityPolicy, createNonce, servedOverHttps } from './csp';

/**
 * Lets an /admin request through with a strict CSP built around a fresh nonce. The policy goes on the
 * request too: Next reads the nonce from the request's Content-Security-Policy header and puts it on
 * every script it renders, so only this response's own scripts (and what they load) run.
 */
export function nextWithAdminCsp(req: NextRequest): NextResponse {
  const https = process.env.NODE_ENV === 'production' && servedOverHttps(req.headers, req.nextUrl);
  const policy = contentSecurityPolicy({ nonce: createNonce(), https });
  const headers = new Headers(req.headers);
  headers.set('Content-Security-Policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}
