import { adminPage } from '@/components/admin/resource/adminPage';
import { RequestList } from './RequestList';

export default adminPage(RequestList);
