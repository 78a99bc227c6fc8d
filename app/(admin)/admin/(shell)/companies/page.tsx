import { adminPage } from '@/components/admin/resource/adminPage';
import { CompaniesScreen } from './CompaniesScreen';

/** Member companies: the e-mails the member self-assessment recognises. */
export default adminPage(CompaniesScreen);
