import { adminPage } from '@/components/admin/AdminsOnly';
import { AddNews } from './AddNews';

export default adminPage(AddNews);
