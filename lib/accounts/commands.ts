import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client';
import { adminAccounts } from './schema';
import { badRequest, conflict, notFound } from '@/lib/api/errors';
import { ROLES } from '@/lib/auth/roles';
import type { AccountValues } from './validators';

const columns = {
  id: adminAccounts.id,
  last_name: adminAccounts.last_name,
  first_name: adminAccounts.first_name,
  email: adminAccounts.email,
  phone_number: adminAccounts.phone_number,
  position: adminAccounts.position,
  department: adminAccounts.department,
  account_role: adminAccounts.account_role,
};

export const DUPLICATE_EMAIL = 'Энэ и-мэйл хаягтай хэрэглэгч бүртгэлтэй байна.';

export async function listAccounts(db: Db, { page, limit }: { page: number; limit: number }) {
  const [rows, [{ total }]] = await Promise.all([
    db.select(columns).from(adminAccounts).orderBy(asc(adminAccounts.id)).limit(limit).offset((page - 1) * limit),
    db.select({ total: count() }).from(adminAccounts),
  ]);
  return { rows, total };
}

async function assertEmailFree(tx: Tx, email: string, exceptId?: number) {
  const [other] = await tx
    .select({ id: adminAccounts.id })
    .from(adminAccounts)
    .where(sql`lower(${adminAccounts.email}) = ${email.toLowerCase()}`)
    .limit(1);
  if (other && other.id !== exceptId) throw conflict(DUPLICATE_EMAIL);
}

/** Admins, locked for the rest of the transaction so two concurrent removals cannot both pass the last-admin check. */
async function lockedAdminIds(tx: Tx) {
  const rows = await tx.select({ id: adminAccounts.id }).from(adminAccounts).where(eq(adminAccounts.account_role, ROLES.admin)).for('update');
  return rows.map((r) => r.id);
}

export async function insertAccount(db: Db, values: AccountValues) {
  return db.transaction(async (tx) => {
    await assertEmailFree(tx, values.email);
    const [row] = await tx.insert(adminAccounts).values(values).returning(columns);
    return row;
  });
}

/** Nobody changes their own role, and the last admin stays an admin. */
export async function updateAccount(db: Db, actorId: number, id: number, values: AccountValues) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select(columns).from(adminAccounts).where(eq(adminAccounts.id, id)).limit(1);
    if (!current) throw notFound('Хэрэглэгч олдсонгүй.');
    await assertEmailFree(tx, values.email, id);
    if (values.account_role !== current.account_role) {
      if (id === actorId) throw badRequest('Өөрийн эрхийг өөрчлөх боломжгүй.');
      const admins = await lockedAdminIds(tx);
      if (current.account_role === ROLES.admin && admins.length <= 1) throw conflict('Сүүлийн админы эрхийг өөрчлөх боломжгүй.');
    }
    const [row] = await tx.update(adminAccounts).set(values).where(eq(adminAccounts.id, id)).returning(columns);
    return row;
  });
}

/** Nobody deletes their own account or the last admin. */
export async function deleteAccount(db: Db, actorId: number, id: number) {
  if (id === actorId) throw badRequest('Өөрийн бүртгэлийг устгах боломжгүй.');
  return db.transaction(async (tx) => {
    const admins = await lockedAdminIds(tx);
    const [current] = await tx.select(columns).from(adminAccounts).where(eq(adminAccounts.id, id)).limit(1);
    if (!current) throw notFound('Хэрэглэгч олдсонгүй.');
    if (current.account_role === ROLES.admin && admins.length <= 1) throw conflict('Сүүлийн админыг устгах боломжгүй.');
    await tx.delete(adminAccounts).where(eq(adminAccounts.id, id));
    return current;
  });
}
