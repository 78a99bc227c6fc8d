import { requireAdminPage } from '@/lib/auth/page';
import { directoryPages } from '@/lib/directory/queries';
import { CategoryScreen } from './CategoryScreen';

/** Directory categories: filter by main category and language, rename. */
export default async function YellowCategoryPage() {
  await requireAdminPage();
  return <CategoryScreen mains={await directoryPages.categoryTree('mn')} />;
}
