import { Img } from '@/components/ui/Img';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { CompanyDetail } from '@/lib/directory/queries';
import { directoryPaths, type DirectoryBase } from '@/lib/directory/paths';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import type { Locale } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/i18n/paths';
import { absoluteUrl } from '@/lib/seo/site-url';
import { OrganizationJsonLd } from './OrganizationJsonLd';
import { externalUrl, telHref } from './links';
import styles from './company.module.css';
import columns from '@/components/ui/columns.module.css';

/** A company's page: breadcrumb of its main category, names, logo, categories, contacts, address and about. */
export async function CompanyView({ company, base, locale }: { company: CompanyDetail; base: DirectoryBase; locale: Locale }) {
  const t = await getTranslations('yp');
  const paths = directoryPaths(base);
  const contactRows = [
    { label: t('company.registrationNumber'), values: [{ text: company.registration_number }] },
    { label: t('company.address'), values: company.address ? [{ text: company.address }] : [] },
    { label: t('company.phones'), values: company.phones.map((v) => ({ text: v, href: telHref(v) })) },
    { label: t('company.faxes'), values: company.faxes.map((v) => ({ text: v })) },
    { label: t('company.emails'), values: company.emails.map((v) => ({ text: v, href: `mailto:${v}` })) },
    { label: t('company.websites'), values: company.websites.map((v) => ({ text: v, href: externalUrl(v), external: true })) },
  ].filter((row) => row.values.length > 0);
  return (
    <div className={`container ${styles.page}`}>
      <OrganizationJsonLd company={company} pageUrl={absoluteUrl(localizedPath(paths.company(company.id), locale))} />
      <Breadcrumbs
        locale={locale}
        label={t('company.breadcrumb')}
        items={[
          { name: t('nav.home'), href: paths.home },
          ...(company.main_category ? [{ name: company.main_category.name, href: paths.category(company.main_category.category_code) }] : []),
          { name: company.name },
        ]}
      />
      <header className={styles.head}>
        <div className={styles.logo}>
          {company.logo ? (
            <Img src={company.logo} alt={t('card.logo', { name: company.name })} width={220} height={140} sizes="220px" priority />
          ) : (
            <span>{t('card.noLogo')}</span>
          )}
        </div>
        <div>
          <h1 id="company-name" className={styles.name}>{company.name}</h1>
          {company.company_name !== company.name && <p className={styles.altName}>{company.company_name}</p>}
          <p className={company.status ? styles.operating : styles.stopped}>{company.status ? t('company.operating') : t('company.notOperating')}</p>
        </div>
      </header>
      <div className={`${columns.mainSide} ${styles.columns}`}>
        <section aria-labelledby="company-about" className={styles.about}>
          <h2 id="company-about">{t('company.about')}</h2>
          {company.about_company ? <p className={styles.text}>{company.about_company}</p> : <p className={styles.muted}>—</p>}
          {company.all_categories.length > 0 && (
            <>
              <h2>{t('company.categories')}</h2>
              <ul className={styles.categories}>
                {company.all_categories.map((c) => (
                  <li key={c.code}>
                    <Link href={paths.category(c.code)}>{c.name}</Link>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
        <section aria-labelledby="company-contacts company-name" className={styles.contacts}>
          <h2 id="company-contacts">{t('company.contacts')}</h2>
          <dl>
            {contactRows.map((row) => (
              <div key={row.label}>
                <dt>{row.label}</dt>
                {row.values.map((v) => (
                  <dd key={v.text}>
                    {'href' in v && v.href ? (
                      <a href={v.href} {...('external' in v ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {})}>
                        {v.text}
                      </a>
                    ) : (
                      v.text
                    )}
                  </dd>
                ))}
              </div>
            ))}
          </dl>
        </section>
      </div>
      <p>
        <Link href={paths.home}>{t('company.back')}</Link>
      </p>
    </div>
  );
}
