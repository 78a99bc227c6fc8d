import { adminPage } from '@/components/admin/resource/adminPage';
import { directoryPages } from '@/lib/directory/queries';
import { CategoryScreen } from './CategoryScreen';

/** Directory categories: filter by main category and language, rename. */
export default adminPage(CategoryScreen, async () => ({ mains: await directoryPages.categoryTree('mn') }));
