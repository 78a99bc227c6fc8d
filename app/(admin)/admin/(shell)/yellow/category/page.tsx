import { adminPage } from '@/components/admin/resource/adminPage';
import { directoryPages } from '@/lib/directory/queries';
import { CategoryScreen } from './CategoryScreen';

export default adminPage(CategoryScreen, async () => ({ mains: await directoryPages.categoryTree('mn') }));
