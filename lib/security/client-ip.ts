/** The caller's address: the first X-Forwarded-For hop when behind a proxy, else X-Real-IP, else 'local'. */
export function clientIp(req: Request): string {
  const forwarded = req.headers.get('x-forwarded-for');
  if (forwarded) return forwarded.split(',')[0]!.trim();
  return req.headers.get('x-real-ip') ?? 'local';
}
