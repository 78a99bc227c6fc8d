import { useTranslations } from 'next-intl';
import type { ConsultantRow } from '@/lib/directory/queries';
import { telHref } from '../company/links';
import styles from './listing.module.css';
import table from '@/components/ui/table.module.css';
import { TableHead } from '@/components/ui/TableHead';

/** Consulting engineers (category 0403) as a table; it scrolls sideways on a narrow screen. */
export function ConsultantTable({ consultants, firstNumber }: { consultants: ConsultantRow[]; firstNumber: number }) {
  const t = useTranslations('yp.consultants');
  return (
    <div className={table.wrap} role="region" aria-label={t('caption')} tabIndex={0}>
      <table className={`${table.table} ${styles.table}`}>
        <caption className="visually-hidden">{t('caption')}</caption>
        <TableHead headings={[t('number'), t('name'), t('profession'), t('advice'), t('phone')]} />
        <tbody>
          {consultants.map((c, i) => (
            <tr key={c.id}>
              <td>{firstNumber + i}</td>
              <th scope="row">{c.name}</th>
              <td>{c.profession}</td>
              <td>{c.advice_range}</td>
              <td>{c.phone_number && <a href={telHref(c.phone_number)}>{c.phone_number}</a>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
