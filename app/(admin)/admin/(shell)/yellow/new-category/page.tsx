import { requireAdminPage } from '@/lib/auth/page';
import { directoryPages } from '@/lib/directory/queries';
import { NewCategoryScreen } from './NewCategoryScreen';

/** A new sub-category under one of the main categories. */
export default async function YellowNewCategoryPage() {
  await requireAdminPage();
  return <NewCategoryScreen mains={await directoryPages.categoryTree('mn')} />;
}
