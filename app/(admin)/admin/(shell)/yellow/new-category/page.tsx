import { adminPage } from '@/components/admin/resource/adminPage';
import { directoryPages } from '@/lib/directory/queries';
import { NewCategoryScreen } from './NewCategoryScreen';

export default adminPage(NewCategoryScreen, async () => ({ mains: await directoryPages.categoryTree('mn') }));
