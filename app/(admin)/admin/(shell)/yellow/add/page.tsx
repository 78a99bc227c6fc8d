import { NextIntlClientProvider } from 'next-intl';
import { requireAdminPage } from '@/lib/auth/page';
import { clientMessages } from '@/lib/i18n/client-messages';
import { directoryPages } from '@/lib/directory/queries';
import { AddScreen } from './AddScreen';

/** /admin/yellow/add: company and consultant tabs with the public forms (their strings are the directory's). */
export default async function YellowAddPage() {
  await requireAdminPage();
  const categories = await directoryPages.categoryTree('mn');
  return (
    <NextIntlClientProvider locale="mn" messages={await clientMessages('admin', 'adminYellow', 'yp')}>
      <AddScreen categories={categories} />
    </NextIntlClientProvider>
  );
}
