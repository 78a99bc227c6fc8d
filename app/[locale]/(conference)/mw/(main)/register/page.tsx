import type { Locale } from '@/lib/i18n/routing';
import { languageAlternates } from '@/lib/seo/metadata';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { RegistrationGate } from '@/components/conference/register/RegistrationGate';
import { DEFAULT_EVENT_ID } from '@/lib/conference/constants';
import { PageHero } from '@/components/conference/ui/PageHero';
import ui from '@/components/conference/ui/page.module.css';

type Props = { params: Promise<{ locale: string }> };

/** The page is cached; it is built again at least this often, so it opens and closes within minutes of the set times (the API is exact). */
export const revalidate = 300;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return { title: (await getTranslations({ locale, namespace: 'mw.meta' }))('register'), alternates: languageAlternates('/mw/register', locale as Locale) };
}

/** /mw/register: registration for Mining Week 2025 (event 3). */
export default async function RegisterPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('mw.register');
  return (
    <>
      <PageHero title={t('title')}>
        <p>{t('lead')}</p>
      </PageHero>
      <div className={`container ${ui.section}`}>
        <RegistrationGate eventId={DEFAULT_EVENT_ID} />
      </div>
    </>
  );
}
