'use client';

import { useTranslations } from 'next-intl';
import { FormField } from '@/components/admin/FormField';
import { useOptions } from '@/components/admin/resource/useOptions';
import ui from '@/components/admin/ui.module.css';
import { weekEvents } from './sources';

/** The event whose rows a week screen shows (default: the current edition, event 3). */
export function EventSelect({ id, value, onChange }: { id: string; value: number; onChange: (event: number) => void }) {
  const t = useTranslations('adminWeek.common');
  const events = useOptions([], weekEvents);
  return (
    <FormField id={id} label={t('event')}>
      <select id={id} className={ui.select} value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {(events.length ? events : [{ value: String(value), text: String(value) }]).map((e) => (
          <option key={e.value} value={e.value}>
            {e.text}
          </option>
        ))}
      </select>
    </FormField>
  );
}
