import { ypAdmin } from '@/components/meetings/admin/paths';
import type { companyList, consultantList } from '@/lib/directory/queries-admin';

export { ypAdmin };

/** A list URL with its query, blank filters left out. */
export function listUrl(path: string, query: Record<string, string | number | undefined>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  return ypAdmin(`${path}?${params}`);
}

/** Row shapes of the back-office reads (types only: the queries themselves run on the server). */
export type AdminCompanyRow = Awaited<ReturnType<typeof companyList>>['companies'][number];
export type AdminPersonRow = Awaited<ReturnType<typeof consultantList>>['consultants'][number];
export type { AdminCompany, AdminPerson } from '@/lib/directory/queries-admin';
export type Paged = { total: number; totalPages: number };

export const dateText = (iso: string) => new Date(iso).toLocaleDateString('mn-MN', { timeZone: 'Asia/Ulaanbaatar' });

/** The outcome of a back-office action, shown for a few seconds. */
export type Note = { kind: 'success' | 'error'; text: string };
