import { notFound } from 'next/navigation';
import { StaticPageEditor } from '@/components/admin/static/StaticPageEditor';

export default async function EditStaticPage({ params }: { params: Promise<{ cid: string }> }) {
  const { cid } = await params;
  if (!/^[1-9]\d{0,8}$/.test(cid)) notFound();
  return <StaticPageEditor cid={Number(cid)} />;
}
