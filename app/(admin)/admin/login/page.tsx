import { connection } from 'next/server';
import { devLoginEnabled, googleEnabled } from '@/lib/env';
import { LoginPanel } from './LoginPanel';

/**
 * /admin/login (the proxy sends /admin here). Which sign-in methods show depends on the running
 * server's environment, so the page renders per request.
 */
export default async function AdminLoginPage({ searchParams }: { searchParams: Promise<{ error?: string }> }) {
  await connection();
  const { error } = await searchParams;
  return <LoginPanel google={googleEnabled()} dev={devLoginEnabled()} initialError={error} />;
}
