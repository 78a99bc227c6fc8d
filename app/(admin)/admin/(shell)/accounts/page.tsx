import { adminsOnlyPage } from '@/components/admin/resource/adminPage';
import { AccountsScreen } from './AccountsScreen';

export default adminsOnlyPage('admin.accounts', AccountsScreen);
