import { Img } from '@/components/ui/Img';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import type { CompanyCard as Card } from '@/lib/directory/queries';
import { telHref } from '../company/links';
import styles from './listing.module.css';

/** One company in a grid: logo, names, categories and the first ways to reach it (server pages and the search island). */
export function CompanyCard({ company, href }: { company: Card; href: string }) {
  const t = useTranslations('yp');
  const phone = company.phones[0];
  const email = company.emails[0];
  return (
    <article className={styles.card}>
      <div className={styles.logo}>
        {company.logo ? (
          <Img src={company.logo} alt={t('card.logo', { name: company.name })} width={160} height={100} />
        ) : (
          <span className={styles.noLogo}>{t('card.noLogo')}</span>
        )}
      </div>
      <h3 className={styles.name}>
        <Link href={href}>{company.name}</Link>
      </h3>
      {company.company_name !== company.name && <p className={styles.altName}>{company.company_name}</p>}
      {company.all_categories.length > 0 && (
        <ul className={styles.chips} aria-label={t('company.categories')}>
          {company.all_categories.map((c) => (
            <li key={c.code}>{c.name}</li>
          ))}
        </ul>
      )}
      <dl className={styles.facts}>
        {phone && (
          <>
            <dt>{t('company.phones')}</dt>
            <dd>
              <a href={telHref(phone)}>{phone}</a>
            </dd>
          </>
        )}
        {email && (
          <>
            <dt>{t('company.emails')}</dt>
            <dd>
              <a href={`mailto:${email}`}>{email}</a>
            </dd>
          </>
        )}
        {company.address && (
          <>
            <dt>{t('company.address')}</dt>
            <dd>{company.address}</dd>
          </>
        )}
      </dl>
      <Link href={href} className={styles.more} aria-label={`${t('card.more')}: ${company.name}`}>
        {t('card.more')}
      </Link>
    </article>
  );
}
