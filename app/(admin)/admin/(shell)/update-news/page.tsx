import { adminPage } from '@/components/admin/resource/adminPage';
import { NewsList } from './NewsList';

export default adminPage(NewsList);
