import type { Locale } from '@/lib/i18n/routing';
import { languageAlternates } from '@/lib/seo/metadata';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHero } from '@/components/conference/ui/PageHero';
import styles from '@/components/conference/ui/prose.module.css';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return { title: (await getTranslations({ locale, namespace: 'mw.meta' }))('test'), robots: { index: false }, alternates: languageAlternates('/mw/test', locale as Locale) };
}

/** /mw/test: in the route table, with no content of its own (spec §2.1): a plain page. */
export default async function TestPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('mw.test');
  return (
    <>
      <PageHero title={t('title')} />
      <div className={`container ${styles.prose}`}>
        <p>{t('body')}</p>
      </div>
    </>
  );
}
