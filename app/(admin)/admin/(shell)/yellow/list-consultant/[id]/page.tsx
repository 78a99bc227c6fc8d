import { adminPage, routeId } from '@/components/admin/resource/adminPage';
import { PersonEditScreen } from './PersonEditScreen';

/** Editing one consultant: phone, approval and texts. */
export default adminPage(PersonEditScreen, async (params: { id: string }) => ({ id: routeId(params) }));
