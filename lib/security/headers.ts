import { contentSecurityPolicy } from './csp';

/**
 * Response headers for next.config.ts `headers()`. They are fixed at build time and reach every response,
 * cached pages included. The back office's nonce-based CSP is set per request by proxy.ts instead, and
 * /uploads sets its own sandboxing CSP (app/uploads/[key]/route.ts). No imports beyond ./csp (next.config loads it).
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
/** Behind a TLS-terminating proxy (next start itself speaks plain http). */
const OVER_HTTPS = [{ type: 'header' as const, key: 'x-forwarded-proto', value: 'https' }];

export function securityHeaderRules(production: boolean): HeaderRule[] {
  const everywhere = [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()' },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    // Browsers ignore HSTS over plain http, so a local production run is unaffected.
    ...(production ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
  ];
  const csp = (source: string, googleSignIn: boolean): HeaderRule[] => [
    { source, headers: [{ key: 'Content-Security-Policy', value: contentSecurityPolicy({ googleSignIn }) }] },
    // A later rule setting the same header wins: over https (production) the policy also upgrades http subresources.
    ...(production
      ? [{ source, has: OVER_HTTPS, headers: [{ key: 'Content-Security-Policy', value: contentSecurityPolicy({ googleSignIn, https: true }) }] }]
      : []),
  ];
  return [{ source: '/:path*', headers: everywhere }, ...csp(PUBLIC_PAGES, false), ...csp(MEETING_PAGES, true)];
}
