import { adminPage } from '@/components/admin/resource/adminPage';
import { directoryPages } from '@/lib/directory/queries';
import { CompanyListScreen } from './CompanyListScreen';

/** Every company, approved or not: category, name, approval and status filters, edit and delete. */
export default adminPage(CompanyListScreen, async () => ({ categories: await directoryPages.categoryTree('mn') }));
