import { getTranslations } from 'next-intl/server';
import type { AgendaDay } from '@/lib/conference/queries';
import { EmptyState } from '@/components/ui/EmptyState';
import { Img } from '@/components/ui/Img';
import styles from './agenda.module.css';

/** One day's agenda images, each opening full size in a new tab. */
export async function AgendaSheets({ day }: { day: AgendaDay }) {
  const t = await getTranslations('mw.agenda');
  if (day.agenda_items.length === 0) return <EmptyState>{t('noImage')}</EmptyState>;
  return day.agenda_items.map((item) => (
    <a key={item.id} href={item.agenda_image} className={styles.sheet} target="_blank" rel="noopener noreferrer">
      <Img
        src={item.agenda_image}
        alt={t('imageAlt', { day: day.day, date: day.event_date })}
        width={1240}
        height={1754}
        sizes="(min-width: 900px) 820px, 100vw"
        className={styles.image}
      />
    </a>
  ));
}
