import { adminsOnlyPage } from '@/components/admin/AdminsOnly';
import { MailLogScreen } from './MailLogScreen';

export default adminsOnlyPage('admin.mailLog', MailLogScreen);
