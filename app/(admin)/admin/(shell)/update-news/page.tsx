import { adminPage } from '@/components/admin/AdminsOnly';
import { NewsList } from './NewsList';

export default adminPage(NewsList);
