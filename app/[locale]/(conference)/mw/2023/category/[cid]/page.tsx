import { languageAlternates } from '@/lib/seo/metadata';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localeOf } from '@/lib/i18n/page';
import { RegistrationGate } from '@/components/conference/register/RegistrationGate';
import { EDITION_2023_EVENT_ID } from '@/lib/conference/constants';
import { Notice } from '@/components/conference/edition2023/Notice';
import { PageHero } from '@/components/conference/ui/PageHero';
import ui from '@/components/conference/ui/page.module.css';
import { notFound } from 'next/navigation';
import { category2023Kind } from '@/lib/conference/page-data';

type Props = { params: Promise<{ locale: string; cid: string }> };

export function generateStaticParams() {
  return [];
}

/** The static category that holds the registration form. */
const REGISTRATION_CATEGORY = '2';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { cid } = await params;
  const locale = await localeOf(params);
  const t = await getTranslations({ locale, namespace: 'mw' });
  return { title: cid === REGISTRATION_CATEGORY ? t('e2023.registerTitle') : t('meta.edition2023'), alternates: languageAlternates(`/mw/2023/category/${cid}`, locale) };
}

/** /mw/2023/category/{cid}: category 2 is the registration form; another static category shows that the page is under repair; an unknown cid is a 404. */
export default async function Category2023Page({ params }: Props) {
  const { cid } = await params;
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const kind = await category2023Kind(cid);
  if (!kind) notFound();
  const t = await getTranslations('mw.e2023');
  if (kind === 'under-repair') {
    return (
      <div className="container">
        <h1 className="visually-hidden">{t('title')}</h1>
        <Notice>{t('underRepair')}</Notice>
      </div>
    );
  }
  return (
    <>
      <PageHero title={t('registerTitle')} />
      <div className={`container ${ui.section}`}>
        {/* The archived edition's own window decides: closed since 2023, so it takes no registrations. */}
        <RegistrationGate eventId={EDITION_2023_EVENT_ID} />
      </div>
    </>
  );
}
