'use client';

import { useTranslations } from 'next-intl';
import type { AdminCompany, AdminPerson } from '@/lib/directory/queries-admin';
import styles from '@/components/admin/yellow/yellow.module.css';

type Fact = [label: string, value: unknown];
type About = { lang: string } & Record<string, unknown>;

/** Each language's text of a field, labelled 'Хаяг (mn)', 'Хаяг (en)'. */
const both = (about: About[], label: string, key: string): Fact[] => ['mn', 'en'].map((lang) => [`${label} (${lang})`, about.find((a) => a.lang === lang)?.[key]]);

/** The filled-in facts as a definition list. */
function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className={styles.details}>
      {facts
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{String(value)}</dd>
          </div>
        ))}
    </dl>
  );
}

/** Everything a company or consultant registration holds, and who registered it, for the request detail modal. */
export function RequestFacts({ entry }: { entry: AdminCompany | AdminPerson }) {
  const t = useTranslations('adminYellow.directory');
  const name = (lang: string) => entry.about.find((a) => a.lang === lang)?.name;
  const contacts = (type: string) => ('contact' in entry ? entry.contact.filter((c) => c.contact_type === type).map((c) => c.contact_value).join(', ') : '');
  const own: Fact[] =
    'company' in entry
      ? [
          [t('common.registrationNumber'), entry.company.registration_number],
          [t('common.subCategory'), entry.category.map((c) => `${c.category_code} ${c.name}`).join('\n')],
          ...(['email', 'phone', 'fax', 'website'] as const).map((type): Fact => [t(`edit.contactTypes.${type}`), contacts(type)]),
          ...both(entry.about, t('edit.address'), 'address'),
          ...both(entry.about, t('edit.about'), 'about_company'),
        ]
      : [[t('common.phone'), entry.person.phone_number], ...both(entry.about, t('edit.profession'), 'profession'), ...both(entry.about, t('edit.adviceRange'), 'advice_range')];
  const registrant = entry.registrant;
  return (
    <>
      {'company' in entry && entry.company.logo && (
        // An uploaded logo shown at its own size in a modal; next/image adds nothing here.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={entry.company.logo} alt={t('common.logo')} className={styles.logo} />
      )}
      <FactList facts={[[t('common.nameMn'), name('mn')], [t('common.nameEn'), name('en')], ...own]} />
      <h3 className={styles.section}>{t('edit.registrant')}</h3>
      {registrant ? (
        <FactList
          facts={[
            [t('edit.name'), registrant.name],
            [t('edit.position'), registrant.position],
            [t('edit.email'), registrant.email],
            [t('common.phone'), registrant.phone],
          ]}
        />
      ) : (
        <p>{t('edit.noRegistrant')}</p>
      )}
    </>
  );
}
