import { adminsOnlyPage } from '@/components/admin/resource/adminPage';
import { AuditLogScreen } from './AuditLogScreen';

export default adminsOnlyPage('admin.auditLog', AuditLogScreen);
