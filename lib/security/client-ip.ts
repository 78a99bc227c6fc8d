/**
 * The caller's address, for rate limits. Next's server sets X-Forwarded-For to the socket's address only when
 * the request has none, and a reverse proxy appends the address it saw: so only the entries added by our own
 * proxies can be trusted, counted from the right. TRUSTED_PROXY_HOPS (default 1: one reverse proxy, or none)
 * says how many; whatever a client wrote to the left of them is ignored, so it cannot pick its own bucket.
 */
export function clientIp(req: Request): string {
  const hops = Math.max(1, Number(process.env.TRUSTED_PROXY_HOPS ?? 1) || 1);
  const chain = (req.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (chain.length) return chain[Math.max(0, chain.length - hops)]!;
  return req.headers.get('x-real-ip') ?? 'local';
}
