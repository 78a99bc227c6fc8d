import NextAuth from 'next-auth';
import { authOptions } from '@/lib/auth/options';
import { signInLimit } from '@/lib/security/sign-in-limit';

export const dynamic = 'force-dynamic';

async function handler(req: Request, ctx: { params: Promise<{ nextauth: string[] }> }) {
  return (await signInLimit(req)) ?? NextAuth(authOptions())(req, ctx);
}
export { handler as GET, handler as POST };
