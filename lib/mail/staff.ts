import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { adminAccounts } from '@/lib/accounts/schema';
import { ROLES } from '@/lib/auth/roles';

/** Where staff notices go: STAFF_NOTICE_EMAIL (comma-separated) when set, else every admin account. */
export async function staffAddresses(db: DbOrTx): Promise<string[]> {
  const configured = (process.env.STAFF_NOTICE_EMAIL ?? '').split(',').map((a) => a.trim()).filter(Boolean);
  if (configured.length) return configured;
  const admins = await db.select({ email: adminAccounts.email }).from(adminAccounts).where(eq(adminAccounts.account_role, ROLES.admin));
  return admins.map((a) => a.email);
}
