import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import GoogleProvider from 'next-auth/providers/google';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { adminAccounts } from '@/lib/accounts/schema';
import { authSecret, devLoginEnabled, googleEnabled } from '@/lib/env';
import { SESSION_COOKIE, sessionCookieOptions } from './cookie';
import { recordAudit } from '@/lib/audit/record';
import { ADMIN_SESSION_SECONDS, endAdminSession, startAdminSession } from './admin-sessions';

async function accountByEmail(email: string) {
  const db = await getDb();
  const [account] = await db
    .select()
    .from(adminAccounts)
    .where(sql`lower(${adminAccounts.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return account;
}

/** Built per request so that providers follow the environment of the running server. */
export function authOptions(): NextAuthOptions {
  const providers: NextAuthOptions['providers'] = [];
  if (googleEnabled()) {
    providers.push(GoogleProvider({ clientId: process.env.GOOGLE_CLIENT_ID!, clientSecret: process.env.GOOGLE_CLIENT_SECRET! }));
  }
  if (devLoginEnabled()) {
    providers.push(
      CredentialsProvider({
        id: 'dev',
        name: 'Development sign-in',
        credentials: { email: { label: 'И-мэйл', type: 'email' } },
        async authorize(credentials) {
          const email = credentials?.email;
          if (typeof email !== 'string' || !email.includes('@')) return null;
          const account = await accountByEmail(email);
          return account ? { id: String(account.id), email: account.email, name: account.first_name } : null;
        },
      }),
    );
  }
  return {
    secret: authSecret(),
    providers,
    session: { strategy: 'jwt', maxAge: ADMIN_SESSION_SECONDS },
    cookies: { sessionToken: { name: SESSION_COOKIE, options: sessionCookieOptions() } },
    pages: { signIn: '/admin/login', error: '/admin/login' },
    callbacks: {
      // Only e-mails in the admin accounts table may sign in, whatever the provider says.
      async signIn({ user }) {
        return Boolean(user.email && (await accountByEmail(user.email)));
      },
      // At sign-in (user present) the token gets the id of a new session row; adminFromToken requires it.
      async jwt({ token, user, account: provider }) {
        if (!user?.email) return token;
        const account = await accountByEmail(user.email);
        if (!account) return token;
        const db = await getDb();
        token.sid = await startAdminSession(db, account.id);
        await recordAudit(db, { actor: account, entity: 'session', entityId: account.id, action: 'sign-in', changes: { provider: provider?.provider ?? null } });
        return token;
      },
    },
    events: {
      async signOut({ token }) {
        const db = await getDb();
        const accountId = await endAdminSession(db, token?.sid);
        if (accountId === undefined) return;
        const email = typeof token?.email === 'string' ? token.email : '';
        await recordAudit(db, { actor: { id: accountId, email }, entity: 'session', entityId: accountId, action: 'sign-out' });
      },
    },
  };
}
