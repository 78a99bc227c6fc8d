import { mwMetadata } from '@/lib/seo/mw-metadata';
import { openPage } from '@/lib/i18n/page';
import { RegistrationGate } from '@/components/conference/register/RegistrationGate';
import { loadCurrentEventId } from '@/lib/conference/page-data';
import { PageHero } from '@/components/conference/ui/PageHero';
import ui from '@/components/conference/ui/page.module.css';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = mwMetadata('/mw/register', 'meta.register');

/** The page is cached; it is built again at least this often, so it opens and closes within minutes of the set times (the API is exact). */
export const revalidate = 300;

/** /mw/register: registration for Mining Week 2025 (event 3). */
export default async function RegisterPage({ params }: Props) {
  const { t } = await openPage(params, 'mw.register');
  return (
    <>
      <PageHero title={t('title')}>
        <p>{t('lead')}</p>
      </PageHero>
      <div className={`container ${ui.section}`}>
        <RegistrationGate eventId={await loadCurrentEventId()} />
      </div>
    </>
  );
}
