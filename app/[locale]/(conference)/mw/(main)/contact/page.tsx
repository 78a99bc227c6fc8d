import { mwMetadata } from '@/lib/seo/mw-metadata';
import { openPage } from '@/lib/i18n/page';
import type { Locale } from '@/lib/i18n/routing';
import { loadShell } from '@/lib/conference/page-data';
import { tryLoad } from '@/lib/conference/try-load';
import { contactHref } from '@/components/conference/shell/contact-href';
import { PageHero } from '@/components/conference/ui/PageHero';
import { LoadError } from '@/components/conference/ui/LoadError';
import styles from '@/components/conference/ui/prose.module.css';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = mwMetadata('/mw/contact', 'meta.contact');

/** /mw/contact: the office address and hours, and the contact items the back office keeps. */
export default async function ContactPage({ params }: Props) {
  const { locale, t } = await openPage(params, 'mw.contact');
  const shell = await tryLoad(loadShell(locale as Locale), 'the contact items');
  return (
    <>
      <PageHero title={t('title')}>
        <p>{t('lead')}</p>
      </PageHero>
      <div className={`container ${styles.prose}`}>
        <dl className={styles.facts}>
          <div>
            <dt>{t('address')}</dt>
            <dd>
              <address>{t('addressText')}</address>
            </dd>
          </div>
          <div>
            <dt>{t('hours')}</dt>
            <dd>{t('hoursText')}</dd>
          </div>
          <div>
            <dt>{t('venue')}</dt>
            <dd>{t('venueText')}</dd>
          </div>
          {shell.ok &&
            shell.data.footer.map((item) => (
              <div key={item.id}>
                <dt>{t(item.type as 'phone' | 'email' | 'link')}</dt>
                <dd>
                  <a href={contactHref(item.type, item.information)}>{item.information}</a>
                </dd>
              </div>
            ))}
        </dl>
        {!shell.ok && <LoadError />}
        {shell.ok && shell.data.footer.length === 0 && <p>{t('noContacts')}</p>}
      </div>
    </>
  );
}
