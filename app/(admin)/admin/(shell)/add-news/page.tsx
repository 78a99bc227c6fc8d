import { requireAdminPage } from '@/lib/auth/page';
import { AddNews } from './AddNews';

export default async function AddNewsPage() {
  await requireAdminPage();
  return <AddNews />;
}
