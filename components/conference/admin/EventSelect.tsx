'use client';

import { useTranslations } from 'next-intl';
import { useAdminQuery } from '@/components/admin/api';
import ui from '@/components/admin/ui.module.css';
import widgets from '@/components/admin/widgets.module.css';
import { W, type WeekEvent } from './week-api';
import styles from './week.module.css';

/** The event choice of the week screens (default: the current edition, event 3). */
export function EventSelect({ id, value, onChange }: { id: string; value: number; onChange: (event: number) => void }) {
  const t = useTranslations('adminWeek.common');
  const events = useAdminQuery<{ event: WeekEvent[] }>(`${W}/get/event`);
  return (
    <div className={`${widgets.field} ${styles.eventSelect}`}>
      <label htmlFor={id} className={widgets.label}>
        {t('event')}
      </label>
      <select id={id} className={ui.select} value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {(events.data?.event ?? [{ id: value, event: String(value) }]).map((e) => (
          <option key={e.id} value={e.id}>
            {e.event}
          </option>
        ))}
      </select>
    </div>
  );
}
