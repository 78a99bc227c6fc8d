import { notFound } from 'next/navigation';
import { requireAdminPage } from '@/lib/auth/page';
import { NewsVersions } from './NewsVersions';

type Params = { params: Promise<{ id: string }> };

/** /admin/update-news/versions/{id}: a news item's saved versions, two compared field by field, restore. */
export default async function NewsVersionsPage({ params }: Params) {
  await requireAdminPage();
  const { id } = await params;
  if (!/^[1-9]\d{0,8}$/.test(id)) notFound();
  return <NewsVersions id={Number(id)} />;
}
