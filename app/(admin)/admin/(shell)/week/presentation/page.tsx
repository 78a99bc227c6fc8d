import { requireAdminPage } from '@/lib/auth/page';
import { PresentationScreen } from './PresentationScreen';

export default async function WeekPresentationPage() {
  await requireAdminPage();
  return <PresentationScreen />;
}
