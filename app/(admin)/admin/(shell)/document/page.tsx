import { adminPage } from '@/components/admin/resource/adminPage';
import { DocumentScreen } from './DocumentScreen';

/** PDF guideline documents, downloadable on /mm/page/20. */
export default adminPage(DocumentScreen);
