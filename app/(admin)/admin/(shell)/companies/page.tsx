import { requireAdminPage } from '@/lib/auth/page';
import { CompaniesScreen } from './CompaniesScreen';

/** Member companies: the e-mails the member self-assessment recognises. */
export default async function CompaniesPage() {
  await requireAdminPage();
  return <CompaniesScreen />;
}
