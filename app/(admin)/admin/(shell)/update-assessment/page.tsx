import { adminPage } from '@/components/admin/resource/adminPage';
import { QuestionsScreen } from './QuestionsScreen';

export default adminPage(QuestionsScreen);
