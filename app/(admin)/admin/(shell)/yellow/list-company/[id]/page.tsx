import { notFound } from 'next/navigation';
import { requireAdminPage } from '@/lib/auth/page';
import { directoryPages } from '@/lib/directory/queries';
import { CompanyEditScreen } from './CompanyEditScreen';

/** Editing one company: texts, contacts, categories, logo, approval and status. */
export default async function YellowCompanyEditPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage();
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id < 1) notFound();
  return <CompanyEditScreen id={id} categories={await directoryPages.categoryTree('mn')} />;
}
