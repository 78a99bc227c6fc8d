import { getTranslations, setRequestLocale } from 'next-intl/server';
import { mmStaticMetadata } from '@/lib/seo/mm-metadata';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { AnniversaryBook } from '@/components/association/projects/AnniversaryBook';
import page from '@/components/association/page.module.css';
import styles from './anniversary.module.css';
import { messageList } from '@/lib/i18n/message-list';
import { localeOf } from '@/lib/i18n/page';

type Params = { params: Promise<{ locale: string }> };
type Milestone = { year: string; text: string };

export const generateMetadata = mmStaticMetadata('anniversary', (locale) => '/images/mm/project-25.jpg');

/** /mm/anniversary: the association's thirty years in milestones, and the anniversary book. */
export default async function AnniversaryPage({ params }: Params) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const [t, common, milestones] = await Promise.all([getTranslations('mm.anniversary'), getTranslations('common'), messageList<Milestone>('mm.anniversary.events')]);
  return (
    <div className={`container ${page.page}`}>
      <Breadcrumbs locale={locale} label={common('breadcrumbs')} items={[{ name: common('home'), href: '/mm' }, { name: t('title'), href: '/mm/anniversary' }]} />
      <h1 className={page.title}>{t('title')}</h1>
      <p className={page.lead}>{t('intro')}</p>
      <section aria-labelledby="timeline" className={page.section}>
        <h2 id="timeline" className={page.sectionTitle}>
          {t('timeline')}
        </h2>
        <ol className={styles.timeline}>
          {milestones.map((m) => (
            <li key={m.year}>
              <span className={styles.year}>{m.year}</span>
              <p>{m.text}</p>
            </li>
          ))}
        </ol>
      </section>
      <AnniversaryBook />
    </div>
  );
}
