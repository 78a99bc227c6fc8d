import { requireAdminPage } from '@/lib/auth/page';
import { NewsList } from '@/components/admin/news/NewsList';

export default async function UpdateNewsPage() {
  await requireAdminPage();
  return <NewsList />;
}
