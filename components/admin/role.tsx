'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { canAccess } from '@/lib/auth/roles';
import type { Access } from '@/lib/api/table';

/** The signed-in back-office account as the screens need it: who (for per-account layouts) and the role. */
type SignedIn = { id: number; role: number };

const SignedInContext = createContext<SignedIn | null>(null);

/** Given by the shell layout from the server session; the API enforces the same rules (lib/auth/roles.ts). */
export function SignedInProvider({ account, children }: { account: SignedIn; children: ReactNode }) {
  return <SignedInContext.Provider value={account}>{children}</SignedInContext.Provider>;
}

export function useSignedIn(): SignedIn | null {
  return useContext(SignedInContext);
}

/**
 * Whether the signed-in account may do what needs this access: a read-only account gets no Add/Edit/Delete/Save
 * controls, a moderator no account screens. Outside the shell (no account) nothing is allowed.
 */
export function useCan(access: Access): boolean {
  const account = useSignedIn();
  return account !== null && canAccess(account.role, access);
}
