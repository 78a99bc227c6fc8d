'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { DIRECTORY_CONTACT } from '@/lib/directory/contact';
import { directoryPaths, type DirectoryBase } from '@/lib/directory/paths';
import styles from './shell.module.css';

/**
 * The directory's footer: about, the office's contacts and the links. Rendered here from the shell's strings,
 * so a page's RSC payload carries it as one reference (issue 23.3); the markup is still rendered on the server.
 * `year` comes from the server, so a page cached in one year hydrates unchanged in the next.
 */
export function DirectoryFooter({ base, year }: { base: DirectoryBase; year: number }) {
  const t = useTranslations('yp');
  const paths = directoryPaths(base);
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.footerGrid}`}>
        <section aria-labelledby="yp-footer-about">
          <h2 id="yp-footer-about">{t('title')}</h2>
          <p>{t('footer.about')}</p>
        </section>
        <section aria-labelledby="yp-footer-contact">
          <h2 id="yp-footer-contact">{t('contact.title')}</h2>
          <address>
            <p>{t('contact.addressText')}</p>
            <p>
              <a href={DIRECTORY_CONTACT.phoneHref}>{DIRECTORY_CONTACT.phone}</a>
              <br />
              <a href={`mailto:${DIRECTORY_CONTACT.email}`}>{DIRECTORY_CONTACT.email}</a>
            </p>
            <p>{t('contact.hoursText')}</p>
          </address>
        </section>
        <nav aria-labelledby="yp-footer-links">
          <h2 id="yp-footer-links">{t('footer.links')}</h2>
          <ul>
            <li>
              <Link href={paths.register}>{t('nav.register')}</Link>
            </li>
            <li>
              <Link href={paths.meeting}>{t('nav.meeting')}</Link>
            </li>
            <li>
              <Link href={paths.contact}>{t('nav.contact')}</Link>
            </li>
            <li>
              <Link href="/mm">{t('nav.association')}</Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className={styles.rights}>{t('footer.rights', { year })}</p>
    </footer>
  );
}
