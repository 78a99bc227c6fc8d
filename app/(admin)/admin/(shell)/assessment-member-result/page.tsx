import { adminPage } from '@/components/admin/AdminsOnly';
import { MemberResultsScreen } from './MemberResultsScreen';

export default adminPage(MemberResultsScreen);
