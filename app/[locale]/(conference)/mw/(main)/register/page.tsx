import { mwMetadata } from '@/lib/seo/mw-metadata';
import { openPage } from '@/lib/i18n/page';
import { RegistrationForm } from '@/components/conference/register/RegistrationForm';
import { PageHero } from '@/components/conference/ui/PageHero';
import ui from '@/components/conference/ui/page.module.css';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = mwMetadata('/mw/register', 'register');

/** /mw/register: registration for Mining Week 2025 (event 3). */
export default async function RegisterPage({ params }: Props) {
  const { t } = await openPage(params, 'mw.register');
  return (
    <>
      <PageHero title={t('title')}>
        <p>{t('lead')}</p>
      </PageHero>
      <div className={`container ${ui.section}`}>
        <RegistrationForm />
      </div>
    </>
  );
}
