import { contentSecurityPolicy } from './csp';
import { HTTPS_SITE_HEADER } from './edge.mjs';

/**
 * Response headers for next.config.ts `headers()`. They are fixed at build time and reach every response,
 * cached pages included. The back office's nonce-based CSP is set per request by proxy.ts instead, and
 * /uploads sets its own sandboxing CSP (app/uploads/[key]/route.ts). No imports beyond ./csp and ./edge.mjs
 * (next.config loads it). Nothing here depends on a header a client can write: the https variants follow the
 * header the edge (scripts/server.mjs) sets on every request when PUBLIC_URL is https, after dropping any
 * client copy, so one cached page carries the same headers for every visitor.
 */
type HeaderRule = {
  source: string;
  has?: { type: 'header'; key: string; value: string }[];
  headers: { key: string; value: string }[];
};

/** Everything but /admin… and /uploads/…, which carry their own policies. */
const PUBLIC_PAGES = '/:path((?!admin(?:/|$)|uploads/).*)';
/** The participants' pages, where Google's sign-in button may load. */
const MEETING_PAGES = '/:locale(en)?/yellow-page/meeting/:path*';
/** PUBLIC_URL is https (stamped by the edge from the configuration). */
const HTTPS_SITE = [{ type: 'header' as const, key: HTTPS_SITE_HEADER, value: '1' }];

export function securityHeaderRules(production: boolean): HeaderRule[] {
  const permissions = (camera: string) => ({ key: 'Permissions-Policy', value: `camera=${camera}, microphone=(), geolocation=(), payment=(), usb=()` });
  const everywhere = [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    permissions('()'),
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  ];
  const hsts = production ? [{ source: '/:path*', has: HTTPS_SITE, headers: [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] }] : [];
  const csp = (source: string, googleSignIn: boolean): HeaderRule[] => [
    { source, headers: [{ key: 'Content-Security-Policy', value: contentSecurityPolicy({ googleSignIn }) }] },
    // A later rule setting the same header wins: on an https site (production) the policy also upgrades http subresources.
    ...(production
      ? [{ source, has: HTTPS_SITE, headers: [{ key: 'Content-Security-Policy', value: contentSecurityPolicy({ googleSignIn, https: true }) }] }]
      : []),
  ];
  // The door's check-in page scans tickets with the phone's camera (a later rule wins for the same header).
  const checkIn = { source: '/admin/week/check-in', headers: [permissions('(self)')] };
  return [{ source: '/:path*', headers: everywhere }, checkIn, ...hsts, ...csp(PUBLIC_PAGES, false), ...csp(MEETING_PAGES, true)];
}
