import { notFound } from 'next/navigation';
import { requireAdminPage } from '@/lib/auth/page';
import { ContentVersions } from './ContentVersions';

type Params = { params: Promise<{ id: string }> };
type Kind = Parameters<typeof ContentVersions>[0];

/** The page /admin/{screen}/versions/{id} of a content kind: its item's versions (ContentVersions). */
export function versionsPage(props: Omit<Kind, 'id'>) {
  return async function VersionsPage({ params }: Params) {
    await requireAdminPage();
    const { id } = await params;
    if (!/^[1-9]\d{0,8}$/.test(id)) notFound();
    return <ContentVersions {...props} id={Number(id)} />;
  };
}
