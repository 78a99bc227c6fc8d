import { adminPage } from '@/components/admin/resource/adminPage';
import { ConsultantListScreen } from './ConsultantListScreen';

/** Every consultant: published filter, name filters, edit and delete. */
export default adminPage(ConsultantListScreen);
