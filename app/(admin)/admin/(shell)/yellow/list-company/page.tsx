import { adminPage } from '@/components/admin/resource/adminPage';
import { directoryPages } from '@/lib/directory/queries';
import { CompanyListScreen } from './CompanyListScreen';

export default adminPage(CompanyListScreen, async () => ({ categories: await directoryPages.categoryTree('mn') }));
