import { mount } from '@/lib/api/mount';
import { mwTable } from '@/lib/api/mw';

export const dynamic = 'force-dynamic';
export const { GET, POST, PUT, DELETE, PATCH } = mount(mwTable);
