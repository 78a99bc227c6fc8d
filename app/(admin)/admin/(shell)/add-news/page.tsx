import { AddNews } from '@/components/admin/news/AddNews';

export default function AddNewsPage() {
  return <AddNews />;
}
