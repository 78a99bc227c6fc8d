'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { directoryPaths, type DirectoryBase } from '@/lib/directory/paths';
import { fixedSources } from '@/lib/images/optimized';
import { telHref } from '../company/links';
import type { CardView } from './card-view';
import styles from './listing.module.css';

const LOGO = { width: 160, height: 100 };

/** One company in a grid: logo, names, categories and the first ways to reach it. */
function CompanyCard({ company, href }: { company: CardView; href: string }) {
  const t = useTranslations('yp');
  return (
    <article className={styles.card}>
      <div className={styles.logo}>
        {company.logo ? (
          // eslint-disable-next-line @next/next/no-img-element -- next/image's client code would cost every visitor its JavaScript
          <img {...fixedSources(company.logo, LOGO.width)} {...LOGO} alt={t('card.logo', { name: company.name })} loading="lazy" decoding="async" />
        ) : (
          <span className={styles.noLogo}>{t('card.noLogo')}</span>
        )}
      </div>
      <h3 className={styles.name}>
        <Link href={href}>{company.name}</Link>
      </h3>
      {company.altName && <p className={styles.altName}>{company.altName}</p>}
      {company.categories.length > 0 && (
        <ul className={styles.chips} aria-label={t('company.categories')}>
          {company.categories.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
      <dl className={styles.facts}>
        {company.phone && (
          <>
            <dt>{t('company.phones')}</dt>
            <dd>
              <a href={telHref(company.phone)}>{company.phone}</a>
            </dd>
          </>
        )}
        {company.email && (
          <>
            <dt>{t('company.emails')}</dt>
            <dd>
              <a href={`mailto:${company.email}`}>{company.email}</a>
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

/** A grid of company cards (category pages, search results), rendered from the fields they show (card-view). */
export function CompanyCards({ cards, base }: { cards: CardView[]; base: DirectoryBase }) {
  const paths = directoryPaths(base);
  return (
    <ul className={styles.grid}>
      {cards.map((company) => (
        <li key={company.id}>
          <CompanyCard company={company} href={paths.company(company.id)} />
        </li>
      ))}
    </ul>
  );
}
