import { defineList } from '@/lib/api/list-route';
import { orderOr, type ListSql } from '@/lib/api/list-query';
import { limitParam, pageParam } from '@/lib/api/params';
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

export const accountListSpec = defineList({ id: adminAccounts.id, shape: { page: pageParam, limit: limitParam(10) }, rows: 'account', file: 'accounts' }, {
  last_name: { sql: adminAccounts.last_name, kind: 'text', label: 'Овог' },
  first_name: { sql: adminAccounts.first_name, kind: 'text', label: 'Нэр' },
  email: { sql: adminAccounts.email, kind: 'text', label: 'Цахим шуудан' },
  phone_number: { sql: adminAccounts.phone_number, kind: 'text', label: 'Утас' },
  position: { sql: adminAccounts.position, kind: 'text', label: 'Албан тушаал' },
  department: { sql: adminAccounts.department, kind: 'text', label: 'Хэлтэс' },
  account_role: { sql: adminAccounts.account_role, kind: 'number', label: 'Эрх (1 модератор, 2 админ, 3 хэрэглэгч)' },
});

export async function listAccounts(db: Db, { page, limit }: { page: number; limit: number }, list?: ListSql) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(columns)
      .from(adminAccounts)
      .where(list?.where)
      .orderBy(...orderOr(list, [asc(adminAccounts.id)]))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(adminAccounts).where(list?.where),
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
