import { adminPage, routeId } from '@/components/admin/resource/adminPage';
import { StaticPageEditor } from './StaticPageEditor';

export default adminPage(StaticPageEditor, async ({ cid }: { cid: string }) => ({ cid: routeId({ id: cid }) }));
