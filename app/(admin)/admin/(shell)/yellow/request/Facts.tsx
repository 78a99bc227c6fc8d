'use client';

import { useTranslations } from 'next-intl';
import type { AdminCompany, AdminPerson } from '@/lib/directory/queries-admin';
import styles from '@/components/admin/yellow/yellow.module.css';

type Fact = [label: string, value: string | undefined | null];

function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className={styles.details}>
      {facts
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

function RegistrantFacts({ registrant }: { registrant: AdminCompany['registrant'] }) {
  const t = useTranslations('adminYellow.directory.edit');
  const common = useTranslations('adminYellow.directory.common');
  return (
    <>
      <h3 className={styles.section}>{t('registrant')}</h3>
      {registrant ? (
        <FactList
          facts={[
            [t('name'), registrant.name],
            [t('position'), registrant.position],
            [t('email'), registrant.email],
            [common('phone'), registrant.phone],
          ]}
        />
      ) : (
        <p>{t('noRegistrant')}</p>
      )}
    </>
  );
}

/** Everything a company registration holds, for the request detail modal. */
export function CompanyFacts({ company }: { company: AdminCompany }) {
  const t = useTranslations('adminYellow.directory');
  const about = (lang: string) => company.about.find((a) => a.lang === lang);
  const contacts = (type: string) => company.contact.filter((c) => c.contact_type === type).map((c) => c.contact_value).join(', ');
  return (
    <>
      {company.company.logo && (
        // An uploaded logo shown at its own size in a modal; next/image adds nothing here.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={company.company.logo} alt={t('common.logo')} className={styles.logo} />
      )}
      <FactList
        facts={[
          [t('common.nameMn'), about('mn')?.name],
          [t('common.nameEn'), about('en')?.name],
          [t('common.registrationNumber'), company.company.registration_number],
          [t('common.subCategory'), company.category.map((c) => `${c.category_code} ${c.name}`).join('\n')],
          [t('edit.contactTypes.email'), contacts('email')],
          [t('edit.contactTypes.phone'), contacts('phone')],
          [t('edit.contactTypes.fax'), contacts('fax')],
          [t('edit.contactTypes.website'), contacts('website')],
          [`${t('edit.address')} (mn)`, about('mn')?.address],
          [`${t('edit.address')} (en)`, about('en')?.address],
          [`${t('edit.about')} (mn)`, about('mn')?.about_company],
          [`${t('edit.about')} (en)`, about('en')?.about_company],
        ]}
      />
      <RegistrantFacts registrant={company.registrant} />
    </>
  );
}

/** Everything a consultant registration holds. */
export function PersonFacts({ person }: { person: AdminPerson }) {
  const t = useTranslations('adminYellow.directory');
  const about = (lang: string) => person.about.find((a) => a.lang === lang);
  return (
    <>
      <FactList
        facts={[
          [t('common.nameMn'), about('mn')?.name],
          [t('common.nameEn'), about('en')?.name],
          [t('common.phone'), person.person.phone_number],
          [`${t('edit.profession')} (mn)`, about('mn')?.profession],
          [`${t('edit.profession')} (en)`, about('en')?.profession],
          [`${t('edit.adviceRange')} (mn)`, about('mn')?.advice_range],
          [`${t('edit.adviceRange')} (en)`, about('en')?.advice_range],
        ]}
      />
      <RegistrantFacts registrant={person.registrant} />
    </>
  );
}
