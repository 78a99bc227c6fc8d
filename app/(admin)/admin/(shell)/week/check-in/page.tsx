import { getTranslations } from 'next-intl/server';
import { requireAdminPage } from '@/lib/auth/page';
import { PageHeader } from '@/components/admin/PageHeader';
import { AdminsAndModerators } from './AdminsAndModerators';
import { CheckInScanner } from './CheckInScanner';

/** /admin/week/check-in: the door's phone scans a ticket's QR code (or takes the typed code) and says who arrived. */
export default async function WeekCheckInPage() {
  await requireAdminPage();
  const t = await getTranslations('adminWeek.checkIn');
  return (
    <>
      <PageHeader title={t('title')} />
      <AdminsAndModerators>
        <CheckInScanner />
      </AdminsAndModerators>
    </>
  );
}
