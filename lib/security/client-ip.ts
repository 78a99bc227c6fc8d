import { CLIENT_ADDRESS_HEADER, edgeInFront } from './edge.mjs';

/**
 * The caller's address, for rate limits: what the edge (scripts/server.mjs) stamped after reading the socket
 * and only the trusted proxy hops (lib/security/edge.mjs). Without the edge in front (plain `next start`) no
 * header can be believed, so every caller shares one bucket rather than choosing their own.
 */
export function clientIp(req: Request): string {
  return (edgeInFront() && req.headers.get(CLIENT_ADDRESS_HEADER)) || 'unknown';
}
