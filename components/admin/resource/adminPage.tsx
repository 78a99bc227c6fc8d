import type { ComponentType } from 'react';
import { notFound } from 'next/navigation';
import { requireAdminPage } from '@/lib/auth/page';

/**
 * A back-office route's page.tsx in one line: checks the session (pages check it as well as the shell layout, see
 * requireAdminPage), reads what the screen needs on the server and renders the client screen with it:
 * `export default adminPage(CategoryScreen, async () => ({ mains: await categoryTree() }))`.
 */
export function adminPage<Props extends object, Params = object>(Screen: ComponentType<Props>, load?: (params: Params) => Promise<Props>) {
  return async function AdminPage({ params }: { params: Promise<Params> }) {
    await requireAdminPage();
    const props = load ? await load(await params) : ({} as Props);
    return <Screen {...props} />;
  };
}

/** The positive whole-number id of a route such as /admin/yellow/list-company/[id]; anything else is not found. */
export function routeId({ id }: { id: string }): number {
  const value = Number(id);
  if (!Number.isInteger(value) || value < 1) notFound();
  return value;
}
