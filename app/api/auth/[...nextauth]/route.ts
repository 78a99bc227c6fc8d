import NextAuth from 'next-auth';
import { authOptions } from '@/lib/auth/options';
import { refuseUnsupportedAuthRequest } from '@/lib/auth/refuse-unsupported';
import { signInLimit } from '@/lib/security/sign-in-limit';

export const dynamic = 'force-dynamic';

async function handler(req: Request, ctx: { params: Promise<{ nextauth: string[] }> }) {
  const options = authOptions();
  return refuseUnsupportedAuthRequest(req, options.providers) ?? (await signInLimit(req)) ?? NextAuth(options)(req, ctx);
}
export { handler as GET, handler as POST };
