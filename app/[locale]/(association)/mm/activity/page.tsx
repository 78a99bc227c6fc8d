import { getTranslations, setRequestLocale } from 'next-intl/server';
import { COMMITTEES, getMembershipLogos } from '@/lib/logos/queries';
import { mmStaticMetadata } from '@/lib/seo/mm-metadata';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { LogoGrid } from '@/components/association/LogoGrid';
import { ProjectCards } from '@/components/association/ProjectCards';
import page from '@/components/association/page.module.css';
import styles from './activity.module.css';
import { messageList } from '@/lib/i18n/message-list';
import { localeOf } from '@/lib/i18n/page';

type Params = { params: Promise<{ locale: string }> };

export const generateMetadata = mmStaticMetadata('activity');

/** /mm/activity: #1 the four committees with their flagged member logos and the working groups, #2 projects, #3 legal work. */
export default async function ActivityPage({ params }: Params) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const [t, common, logos, groups, legal] = await Promise.all([
    getTranslations('mm.activity'),
    getTranslations('common'),
    getMembershipLogos(),
    messageList('mm.activity.groupsList'),
    messageList('mm.activity.legalList'),
  ]);
  return (
    <div className={`container ${page.page}`}>
      <Breadcrumbs locale={locale} label={common('breadcrumbs')} items={[{ name: common('home'), href: '/mm' }, { name: t('title'), href: '/mm/activity' }]} />
      <h1 className={page.title}>{t('title')}</h1>

      <section id="1" aria-labelledby="working-groups" className={page.section}>
        <h2 id="working-groups" className={page.sectionTitle}>
          {t('workingGroups')}
        </h2>
        <p className={page.lead}>{t('committeesIntro')}</p>
        {COMMITTEES.map((committee) => (
          <section key={committee} aria-labelledby={committee} className={styles.committee}>
            <h3 id={committee}>{t(`committees.${committee}.title`)}</h3>
            <p>{t(`committees.${committee}.text`)}</p>
            <h4 className="visually-hidden">{t('committeeMembers')}</h4>
            <LogoGrid logos={logos.filter((logo) => logo[committee])} empty={t('noCommitteeMembers')} newTabLabel={common('opensInNewTab')} />
          </section>
        ))}
        <h3 className={styles.subheading}>{t('groups')}</h3>
        <ul className={styles.groups}>
          {groups.map((group) => (
            <li key={group}>{group}</li>
          ))}
        </ul>
      </section>

      <section id="2" aria-labelledby="projects" className={page.section}>
        <h2 id="projects" className={page.sectionTitle}>
          {t('projects')}
        </h2>
        <ProjectCards />
      </section>

      <section id="3" aria-labelledby="legal" className={page.section}>
        <h2 id="legal" className={page.sectionTitle}>
          {t('legal')}
        </h2>
        <p className={page.lead}>{t('legalText')}</p>
        <ul className={styles.groups}>
          {legal.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
