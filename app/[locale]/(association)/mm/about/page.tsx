import { Img } from '@/components/ui/Img';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getAboutPeople, peopleIn } from '@/lib/about/queries';
import { mmStaticMetadata } from '@/lib/seo/mm-metadata';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { PeopleGrid } from '@/components/association/PeopleGrid';
import page from '@/components/association/page.module.css';
import styles from './about.module.css';
import { messageTemplate } from '@/lib/i18n/raw';
import { messageList } from '@/lib/i18n/message-list';
import { localeOf } from '@/lib/i18n/page';

type Params = { params: Promise<{ locale: string }> };

const BROCHURE_PAGES = [1, 2];

export const generateMetadata = mmStaticMetadata('about', (locale) => `/images/mm/brochure-${locale}-1.jpg`);

/** /mm/about: #1 about the association (with the brochure in the reader's language), #2 its people by category. */
export default async function AboutPage({ params }: Params) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const [t, common, people, values] = await Promise.all([
    getTranslations('mm.about'),
    getTranslations('common'),
    getAboutPeople({ lang: locale }),
    messageList('mm.about.valuesList'),
  ]);
  return (
    <div className={`container ${page.page}`}>
      <Breadcrumbs locale={locale} label={common('breadcrumbs')} items={[{ name: common('home'), href: '/mm' }, { name: t('title'), href: '/mm/about' }]} />
      <h1 className={page.title}>{t('title')}</h1>

      <section id="1" aria-labelledby="about-us" className={page.section}>
        <h2 id="about-us" className={page.sectionTitle}>
          {t('aboutUs')}
        </h2>
        <p className={page.lead}>{t('intro')}</p>
        <div className={styles.pillars}>
          <div>
            <h3>{t('mission')}</h3>
            <p>{t('missionText')}</p>
          </div>
          <div>
            <h3>{t('vision')}</h3>
            <p>{t('visionText')}</p>
          </div>
          <div>
            <h3>{t('values')}</h3>
            <ul>
              {values.map((value) => (
                <li key={value}>{value}</li>
              ))}
            </ul>
          </div>
        </div>
        <h3 className={styles.subheading}>{t('brochure')}</h3>
        <ul className={styles.brochure}>
          {BROCHURE_PAGES.map((n) => (
            <li key={n}>
              <Img src={`/images/mm/brochure-${locale}-${n}.jpg`} alt={t('brochurePage', { n })} width={400} height={560} sourceWidth={400} sizes="(max-width: 640px) 50vw, 280px" />
            </li>
          ))}
        </ul>
      </section>

      <section id="2" aria-labelledby="organization" className={page.section}>
        <h2 id="organization" className={page.sectionTitle}>
          {t('organization')}
        </h2>
        <h3 className={styles.subheading}>{t('presidents')}</h3>
        <PeopleGrid people={peopleIn(people, 'President')} empty={t('noPeople')} yearsLabel={messageTemplate(t, 'yearsOfWork', 'years')} />
        <h3 className={styles.subheading}>{t('council')}</h3>
        <PeopleGrid people={peopleIn(people, 'Association')} empty={t('noPeople')} />
        <h3 className={styles.subheading}>{t('office')}</h3>
        <PeopleGrid people={peopleIn(people, 'Office')} empty={t('noPeople')} />
      </section>
    </div>
  );
}
