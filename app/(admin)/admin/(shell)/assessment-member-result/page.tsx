import { adminPage } from '@/components/admin/resource/adminPage';
import { MemberResultsScreen } from './MemberResultsScreen';

export default adminPage(MemberResultsScreen);
