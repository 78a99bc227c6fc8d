import { requireAdminPage } from '@/lib/auth/page';
import { directoryPages } from '@/lib/directory/queries';
import { CompanyListScreen } from './CompanyListScreen';

/** Every company, approved or not: category, name, approval and status filters, edit and delete. */
export default async function YellowCompanyListPage() {
  await requireAdminPage();
  return <CompanyListScreen categories={await directoryPages.categoryTree('mn')} />;
}
