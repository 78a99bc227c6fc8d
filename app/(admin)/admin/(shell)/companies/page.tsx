import { adminPage } from '@/components/admin/resource/adminPage';
import { CompaniesScreen } from './CompaniesScreen';

export default adminPage(CompaniesScreen);
