import { CompanyNotFound } from '@/components/directory/routes/CompanyNotFound';

export default function MissingCompany() {
  return <CompanyNotFound base="/yellow-page" />;
}
