/**
 * Content-Security-Policy for the two kinds of page we serve.
 *
 * Public pages are cached (ISR): one HTML document is served to many visitors, so it cannot carry a
 * per-request nonce, and Next's inline RSC payload scripts need 'unsafe-inline' there. Their policy still
 * allows scripts only from our origin (no third-party or data: scripts), no plugins from elsewhere, no
 * <base> hijack, no form posts or framing by other sites; stored content is made inert before it is
 * stored (lib/security/sanitize.ts) and React escapes every text field (tests/security and e2e/security-xss).
 *
 * The back office is dynamic anyway and a script there would reach staff sessions, so it gets a strict
 * policy: only scripts carrying this request's nonce, and what they load ('strict-dynamic').
 * No imports: next.config.ts and proxy.ts both load this file.
 */

/** Google Identity Services, for the participants' "Sign in with Google" button (meetings login). */
const GOOGLE_SIGN_IN = {
  script: ['https://accounts.google.com/gsi/client'],
  frame: ['https://accounts.google.com/gsi/'],
  connect: ['https://accounts.google.com/gsi/'],
  style: ['https://accounts.google.com/gsi/style'],
};
/** The contact pages' map, loaded on request. */
const MAP_FRAME = 'https://www.openstreetmap.org';

export type CspOptions = {
  /** A fresh random value per request: the strict back-office policy. Without it, the public policy. */
  nonce?: string;
  /** The site is served over https (PUBLIC_URL): ask browsers to upgrade any http subresource. */
  https?: boolean;
  /** The page shows Google's sign-in button. */
  googleSignIn?: boolean;
};

function serialize(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

export function contentSecurityPolicy({ nonce, https = false, googleSignIn = false }: CspOptions = {}): string {
  const google = googleSignIn ? GOOGLE_SIGN_IN : { script: [], frame: [], connect: [], style: [] };
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': nonce ? ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"] : ["'self'", "'unsafe-inline'", ...google.script],
    'style-src': ["'self'", "'unsafe-inline'", ...google.style],
    // Rich text may show images from any https address (sanitize.ts), and with S3_* set uploads live on the
    // object store's origin: https images and media are allowed, as they cannot run code.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'media-src': ["'self'", 'https:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...google.connect],
    'frame-src': nonce ? ["'self'"] : ["'self'", MAP_FRAME, ...google.frame],
    // The association's anniversary book is a same-origin PDF in an <object>; nothing is embedded in the back office.
    'object-src': nonce ? ["'none'"] : ["'self'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  if (https) directives['upgrade-insecure-requests'] = [];
  return serialize(directives);
}

/** A nonce for one response: 128 random bits, base64 (the characters Next accepts in a CSP nonce). */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
