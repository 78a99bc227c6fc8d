import { adminPage } from '@/components/admin/AdminsOnly';
import { QuestionsScreen } from './QuestionsScreen';

export default adminPage(QuestionsScreen);
