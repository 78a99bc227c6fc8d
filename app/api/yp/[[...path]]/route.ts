import { mount } from '@/lib/api/mount';
import { ypTable } from '@/lib/api/yp';

export const dynamic = 'force-dynamic';
export const { GET, POST, PUT, DELETE, PATCH } = mount(ypTable);
