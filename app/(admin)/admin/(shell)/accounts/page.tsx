import { adminsOnlyPage } from '@/components/admin/AdminsOnly';
import { AccountsScreen } from './AccountsScreen';

export default adminsOnlyPage('admin.accounts', AccountsScreen);
