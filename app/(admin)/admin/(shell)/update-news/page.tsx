import { NewsList } from '@/components/admin/news/NewsList';

export default function UpdateNewsPage() {
  return <NewsList />;
}
