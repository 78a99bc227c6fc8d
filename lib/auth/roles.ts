import type { Access } from '@/lib/api/table';

export const ROLES = { moderator: 1, admin: 2, user: 3 } as const;
export const ROLE_LABELS: Record<number, string> = { 1: 'Модератор', 2: 'Админ', 3: 'Хэрэглэгч' };

/** admin (2) everything; moderator (1) all content but not accounts; user (3) read only. */
export function canAccess(role: number, access: Access): boolean {
  if (access === 'read' || access === 'session') return role === 1 || role === 2 || role === 3;
  if (access === 'write') return role === 1 || role === 2;
  return role === 2;
}
