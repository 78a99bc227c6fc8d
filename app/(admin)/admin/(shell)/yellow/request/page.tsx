import { adminPage } from '@/components/admin/resource/adminPage';
import { RequestScreen } from './RequestScreen';

/** Registration requests waiting for approval. */
export default adminPage(RequestScreen);
