'use client';

import { signOut } from 'next-auth/react';
import styles from './shell.module.css';

/** Ends the session (next-auth removes the `token` cookie) and returns to the login page. */
export function LogoutButton({ label }: { label: string }) {
  return (
    <button type="button" className={styles.logout} onClick={() => signOut({ callbackUrl: '/admin/login' })}>
      {label}
    </button>
  );
}
