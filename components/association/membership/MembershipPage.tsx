import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { getMembershipLogos } from '@/lib/logos/queries';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { Tabs } from '@/components/ui/Tabs';
import { LogoGrid } from '@/components/association/LogoGrid';
import { clientMessages } from '@/lib/i18n/client-messages';
import page from '@/components/association/page.module.css';
import { LazyMembershipForm } from './LazyMembershipForm';
import styles from './MembershipPage.module.css';
import { messageList } from '@/lib/i18n/message-list';

type Benefit = { title: string; text: string };

/** /mm/membership and /mm/member: tabs #1 board members, #2 members, #3 become a member (benefits and the request form). */
export async function MembershipPage({ locale, path }: { locale: Locale; path: string }) {
  const [t, common, logos, benefits] = await Promise.all([
    getTranslations('mm.membership'),
    getTranslations('common'),
    getMembershipLogos(),
    messageList<Benefit>('mm.membership.benefits'),
  ]);
  const newTab = common('opensInNewTab');
  return (
    <div className={`container ${page.page}`}>
      <Breadcrumbs locale={locale} label={common('breadcrumbs')} items={[{ name: common('home'), href: '/mm' }, { name: t('title'), href: path }]} />
      <h1 className={page.title}>{t('title')}</h1>
      <Tabs
        label={t('tabs')}
        tabs={[
          { id: '1', label: t('board') },
          { id: '2', label: t('members') },
          { id: '3', label: t('becomeMember') },
        ]}
      >
        <section aria-label={t('board')}>
          <p className={page.lead}>{t('boardText')}</p>
          <LogoGrid logos={logos.filter((l) => l.board_member)} empty={t('noLogos')} newTabLabel={newTab} />
        </section>
        <section aria-label={t('members')}>
          <p className={page.lead}>{t('membersText')}</p>
          <LogoGrid logos={logos.filter((l) => l.main_member)} empty={t('noLogos')} newTabLabel={newTab} />
        </section>
        <section aria-label={t('becomeMember')}>
          <h2 className={page.sectionTitle}>{t('benefitsTitle')}</h2>
          <ol className={styles.benefits}>
            {benefits.map((benefit) => (
              <li key={benefit.title}>
                <h3>{benefit.title}</h3>
                <p>{benefit.text}</p>
              </li>
            ))}
          </ol>
          <h2 className={page.sectionTitle}>{t('formTitle')}</h2>
          <p className={page.meta}>{t('formIntro')}</p>
          <NextIntlClientProvider messages={await clientMessages('common', 'mm.form')}>
            <LazyMembershipForm />
          </NextIntlClientProvider>
        </section>
      </Tabs>
    </div>
  );
}
