import type { Locale } from '@/lib/i18n/routing';
import { languageAlternates } from '@/lib/seo/metadata';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHero } from '@/components/conference/ui/PageHero';
import styles from '@/components/conference/ui/prose.module.css';
import { messageList } from '@/lib/i18n/raw';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return { title: (await getTranslations({ locale, namespace: 'mw.meta' }))('about'), alternates: languageAlternates('/mw/about', locale as Locale) };
}

/** /mw/about: the association behind Mining Week. */
export default async function AboutPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('mw.about');
  return (
    <>
      <PageHero title={t('title')}>
        <p>{t('lead')}</p>
      </PageHero>
      <div className={`container ${styles.prose}`}>
        {messageList(t, 'paragraphs').map((p) => (
          <p key={p}>{p}</p>
        ))}
        <h2>{t('goalsHeading')}</h2>
        <ul>
          {messageList(t, 'goals').map((g) => (
            <li key={g}>{g}</li>
          ))}
        </ul>
      </div>
    </>
  );
}
