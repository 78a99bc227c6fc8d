import { requireAdminPage } from '@/lib/auth/page';
import { AddNews } from '@/components/admin/news/AddNews';

export default async function AddNewsPage() {
  await requireAdminPage();
  return <AddNews />;
}
