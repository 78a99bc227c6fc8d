import { mount } from '@/lib/api/mount';
import { mmTable } from '@/lib/api/mm';

export const dynamic = 'force-dynamic';
export const { GET, POST, PUT, DELETE, PATCH } = mount(mmTable);
