import { requireAdminPage } from '@/lib/auth/page';
import { NewsList } from './NewsList';

export default async function UpdateNewsPage() {
  await requireAdminPage();
  return <NewsList />;
}
