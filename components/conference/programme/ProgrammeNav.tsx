import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { SESSION_TYPES } from '@/lib/conference/programme-constants';
import { agendaHref, type AgendaChoice } from '@/lib/conference/programme-links';
import styles from './programme.module.css';

type Props = { days: { day: number; date: string }[]; halls: { id: number; name: string }[]; choice: Required<Pick<AgendaChoice, 'day'>> & AgendaChoice };

/** The day switcher and the hall and type filters: links that keep the rest of the choice. */
export async function ProgrammeNav({ days, halls, choice }: Props) {
  const t = await getTranslations('mw.programme');
  const chip = (key: string | number, label: string, next: AgendaChoice, current: boolean) => (
    <li key={key}>
      <Link className={styles.chip} href={agendaHref(next)} aria-current={current ? 'page' : undefined}>
        {label}
      </Link>
    </li>
  );
  return (
    <div className={styles.nav}>
      <nav aria-label={t('days')}>
        <ul className={styles.chips}>
          {days.map((d) => chip(d.day, `${t('day', { day: d.day })} · ${d.date.slice(5).replace('-', '.')}`, { ...choice, day: d.day }, d.day === choice.day))}
        </ul>
      </nav>
      <nav aria-label={t('filters')}>
        <p className={styles.chipLabel}>{t('hall')}</p>
        <ul className={styles.chips}>
          {chip('all', t('all'), { ...choice, hall: undefined }, !choice.hall)}
          {halls.map((h) => chip(h.id, h.name, { ...choice, hall: h.id }, h.id === choice.hall))}
        </ul>
        <p className={styles.chipLabel}>{t('type')}</p>
        <ul className={styles.chips}>
          {chip('all', t('all'), { ...choice, type: undefined }, !choice.type)}
          {SESSION_TYPES.map((type) => chip(type, t(`types.${type}`), { ...choice, type }, type === choice.type))}
        </ul>
      </nav>
    </div>
  );
}
