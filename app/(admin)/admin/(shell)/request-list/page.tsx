import { adminPage } from '@/components/admin/AdminsOnly';
import { RequestList } from './RequestList';

export default adminPage(RequestList);
