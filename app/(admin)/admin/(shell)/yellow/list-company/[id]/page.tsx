import { adminPage, routeId } from '@/components/admin/resource/adminPage';
import { directoryPages } from '@/lib/directory/queries';
import { CompanyEditScreen } from './CompanyEditScreen';

export default adminPage(CompanyEditScreen, async (params: { id: string }) => ({ id: routeId(params), categories: await directoryPages.categoryTree('mn') }));
