import { adminPage } from '@/components/admin/AdminsOnly';
import { CompaniesScreen } from './CompaniesScreen';

/** Member companies: the e-mails the member self-assessment recognises. */
export default adminPage(CompaniesScreen);
