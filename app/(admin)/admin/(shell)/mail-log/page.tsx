import { adminsOnlyPage } from '@/components/admin/resource/adminPage';
import { MailLogScreen } from './MailLogScreen';

export default adminsOnlyPage('admin.mailLog', MailLogScreen);
