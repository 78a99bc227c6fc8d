import { CompaniesScreen } from './CompaniesScreen';

/** Member companies: the e-mails the member self-assessment recognises. */
export default function CompaniesPage() {
  return <CompaniesScreen />;
}
