import { adminPage } from '@/components/admin/resource/adminPage';
import { directoryPages } from '@/lib/directory/queries';
import { NewCategoryScreen } from './NewCategoryScreen';

/** A new sub-category under one of the main categories. */
export default adminPage(NewCategoryScreen, async () => ({ mains: await directoryPages.categoryTree('mn') }));
