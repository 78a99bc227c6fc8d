import { adminsOnlyPage } from '@/components/admin/AdminsOnly';
import { AuditLogScreen } from './AuditLogScreen';

export default adminsOnlyPage('admin.auditLog', AuditLogScreen);
