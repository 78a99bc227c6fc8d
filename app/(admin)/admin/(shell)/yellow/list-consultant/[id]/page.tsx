import { adminPage, routeId } from '@/components/admin/resource/adminPage';
import { PersonEditScreen } from './PersonEditScreen';

export default adminPage(PersonEditScreen, async (params: { id: string }) => ({ id: routeId(params) }));
