import 'server-only';
import crypto from 'node:crypto';

/*
 * Verifies a Google Identity Services ID token (a JWT signed with RS256) with Node's own crypto and
 * Google's published keys, so no extra package is needed. The keys are cached as long as Google allows.
 */

const CERTS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
const ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

type Jwk = crypto.JsonWebKey & { kid?: string };
let keyCache: { keys: Jwk[]; until: number } | null = null;

async function googleKeys(): Promise<Jwk[]> {
  if (keyCache && keyCache.until > Date.now()) return keyCache.keys;
  const res = await fetch(CERTS_URL, { signal: AbortSignal.timeout(5000) });
  if (!res.ok) throw new Error(`Google keys: HTTP ${res.status}`);
  const maxAge = Number(res.headers.get('cache-control')?.match(/max-age=(\d+)/)?.[1] ?? 3600);
  keyCache = { keys: ((await res.json()) as { keys: Jwk[] }).keys, until: Date.now() + maxAge * 1000 };
  return keyCache.keys;
}

const decodePart = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;

/** The verified e-mail address in the token, or null when the token is not a valid one for our client id. */
export async function verifiedGoogleEmail(idToken: string, clientId: string, now = Date.now()): Promise<string | null> {
  const parts = idToken.split('.');
  if (parts.length !== 3) return null;
  let header: Record<string, unknown>;
  let claims: Record<string, unknown>;
  try {
    header = decodePart(parts[0]!);
    claims = decodePart(parts[1]!);
  } catch {
    return null;
  }
  if (header.alg !== 'RS256') return null;
  const jwk = (await googleKeys()).find((k) => k.kid === header.kid);
  if (!jwk) return null;
  const signed = crypto.verify(
    'RSA-SHA256',
    Buffer.from(`${parts[0]}.${parts[1]}`),
    crypto.createPublicKey({ key: jwk, format: 'jwk' }),
    Buffer.from(parts[2]!, 'base64url'),
  );
  if (!signed) return null;
  if (claims.aud !== clientId || !ISSUERS.includes(String(claims.iss))) return null;
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now) return null;
  if (claims.email_verified !== true || typeof claims.email !== 'string') return null;
  return claims.email.toLowerCase();
}
