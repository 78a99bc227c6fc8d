import { adminAccounts } from '@/lib/accounts/schema';
import type { Tx } from '@/lib/db/client';
import { insertRows } from './insert';

/** Back-office accounts, one per role: 2 admin, 1 moderator, 3 read-only user. */
export const SEED_ACCOUNTS = [
  { last_name: 'Батболд', first_name: 'Админ', email: 'admin@example.com', phone_number: '99112233', position: 'Систем админ', department: 'Мэдээллийн технологи', account_role: 2 },
  { last_name: 'Энхтуяа', first_name: 'Сарангэрэл', email: 'moderator@example.com', phone_number: '99223344', position: 'Мэдээллийн редактор', department: 'Хэвлэл мэдээлэл', account_role: 1 },
  { last_name: 'Ганзориг', first_name: 'Тэмүүлэн', email: 'viewer@example.com', phone_number: '99334455', position: 'Шинжээч', department: 'Судалгаа шинжилгээ', account_role: 3 },
];

export async function seedAccounts(tx: Tx) {
  await insertRows(tx, adminAccounts, SEED_ACCOUNTS);
}
