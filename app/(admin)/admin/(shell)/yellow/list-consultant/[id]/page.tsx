import { notFound } from 'next/navigation';
import { requireAdminPage } from '@/lib/auth/page';
import { PersonEditScreen } from './PersonEditScreen';

/** Editing one consultant: phone, approval and texts. */
export default async function YellowConsultantEditPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage();
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id < 1) notFound();
  return <PersonEditScreen id={id} />;
}
