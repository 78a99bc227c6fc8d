import { notFound } from 'next/navigation';
import { requireAdminPage } from '@/lib/auth/page';
import { StaticPageEditor } from './StaticPageEditor';

export default async function EditStaticPage({ params }: { params: Promise<{ cid: string }> }) {
  await requireAdminPage();
  const { cid } = await params;
  if (!/^[1-9]\d{0,8}$/.test(cid)) notFound();
  return <StaticPageEditor cid={Number(cid)} />;
}
