import { adminPage } from '@/components/admin/resource/adminPage';
import { AddNews } from './AddNews';

export default adminPage(AddNews);
