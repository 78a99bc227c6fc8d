import { mount } from '@/lib/api/mount';
import { adminTables } from '@/lib/api/tables';

export const dynamic = 'force-dynamic';
/** /api/admin, /api/admin/week and /api/admin/yellow-page: the longest matching prefix wins. */
export const { GET, POST, PUT, DELETE, PATCH } = mount(...adminTables);
