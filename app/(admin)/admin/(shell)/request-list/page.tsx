import { RequestList } from '@/components/admin/requests/RequestList';

export default function RequestListPage() {
  return <RequestList />;
}
