'use client';

import { useTranslations } from 'next-intl';
import { useOptions } from '@/components/admin/resource/useOptions';
import { PickSelect } from './PickSelect';
import { weekEvents } from './sources';

/** The event whose rows a week screen shows (a screen opens on the current edition: open-week-screen.ts). */
export function EventSelect({ id, value, onChange }: { id: string; value: number; onChange: (event: number) => void }) {
  const t = useTranslations('adminWeek.common');
  const events = useOptions([], weekEvents);
  const options = events.length ? events : [{ value: String(value), text: String(value) }];
  return <PickSelect id={id} label={t('event')} value={String(value)} onChange={(v) => onChange(Number(v))} options={options} />;
}
