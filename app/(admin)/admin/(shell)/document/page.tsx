import { adminPage } from '@/components/admin/resource/adminPage';
import { DocumentScreen } from './DocumentScreen';

export default adminPage(DocumentScreen);
