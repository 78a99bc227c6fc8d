import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { ShellData } from '@/lib/conference/page-data';
import { BrandMark } from './BrandMark';
import { SocialIcon } from './SocialIcon';
import { contactHref } from './contact-href';
import styles from './footer.module.css';

/** The /mw footer: contact items of type phone, email or link, the social links and the archive link. */
export async function ConferenceFooter({ footer, social }: Pick<ShellData, 'footer' | 'social'>) {
  const t = await getTranslations('mw.footer');
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div>
          <p className={styles.brand}>
            <BrandMark size={32} /> Mining Week 2025
          </p>
          <p className={styles.muted}>{t('about')}</p>
        </div>
        {footer.length > 0 && (
          <div>
            <h2 className={styles.heading}>{t('contact')}</h2>
            <ul className={styles.list}>
              {footer.map((item) => (
                <li key={item.id}>
                  <span className={styles.kind}>{t(item.type as 'phone' | 'email' | 'link')}: </span>
                  <a href={contactHref(item.type, item.information)} {...(item.type === 'link' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                    {item.information}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
        {social.length > 0 && (
          <div>
            <h2 className={styles.heading}>{t('follow')}</h2>
            <div className={styles.socials}>
              {social.map((s) => (
                <SocialIcon key={s.id} icon={s.icon} link={s.link} />
              ))}
            </div>
          </div>
        )}
      </div>
      <div className={`container ${styles.bottom}`}>
        <span>{t('rights', { year: 2025 })}</span>
        <Link href="/mw/2023">{t('edition2023')}</Link>
      </div>
    </footer>
  );
}
