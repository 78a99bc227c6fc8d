import type { AccountValues } from '@/lib/accounts/validators';

/** An account row as the admin API answers it. */
export type Account = AccountValues & { id: number };
