import { requireAdminPage } from '@/lib/auth/page';
import { directoryPages } from '@/lib/directory/queries';
import { CompanyListScreen } from '@/components/directory/admin/CompanyListScreen';

/** Every company, approved or not: filter, name search, edit and delete. */
export default async function YellowCompanyListPage() {
  await requireAdminPage();
  return <CompanyListScreen categories={await directoryPages.categoryTree('mn')} />;
}
