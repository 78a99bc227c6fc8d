import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/admin/PageHeader';
import ui from '@/components/admin/ui.module.css';

/** The screens the spec leaves without behaviour: they say so plainly instead of pretending. */
export async function EmptyShellScreen({ screen }: { screen: 'addNews' | 'updateNews' }) {
  const t = await getTranslations(`adminWeek.shells.${screen}`);
  return (
    <>
      <PageHeader title={t('title')} />
      <div className={ui.card}>
        <p>{t('text')}</p>
      </div>
    </>
  );
}
