import { mwMetadata } from '@/lib/seo/mw-metadata';
import { openPage } from '@/lib/i18n/page';
import { PageHero } from '@/components/conference/ui/PageHero';
import styles from '@/components/conference/ui/prose.module.css';
import { messageList } from '@/lib/i18n/message-list';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = mwMetadata('/mw/about', 'meta.about');

/** /mw/about: the association behind Mining Week. */
export default async function AboutPage({ params }: Props) {
  const { t } = await openPage(params, 'mw.about');
  const [paragraphs, goals] = await Promise.all([messageList('mw.about.paragraphs'), messageList('mw.about.goals')]);
  return (
    <>
      <PageHero title={t('title')}>
        <p>{t('lead')}</p>
      </PageHero>
      <div className={`container ${styles.prose}`}>
        {paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
        <h2>{t('goalsHeading')}</h2>
        <ul>
          {goals.map((g) => (
            <li key={g}>{g}</li>
          ))}
        </ul>
      </div>
    </>
  );
}
