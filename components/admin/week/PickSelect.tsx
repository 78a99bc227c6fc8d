'use client';

import { useTranslations } from 'next-intl';
import { FormField } from '@/components/ui/forms/FormField';
import type { Option } from '@/components/admin/resource/define';
import { useOptions } from '@/components/admin/resource/useOptions';
import ui from '@/components/admin/ui.module.css';
import { Options } from '@/components/ui/Options';
import { weekEvents } from './sources';

type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: Option[];
  /** The first, empty choice (e.g. 'Өдөр сонгох' or 'Бүх хэл' with its own value). */
  first?: { value: string; text: string };
  required?: boolean;
};

/** A labelled select that picks what a week screen shows (event, day, hall, language), outside any form. */
export function PickSelect({ id, label, value, onChange, options, first, required }: Props) {
  return (
    <FormField id={id} label={label} required={required}>
      <select id={id} className={ui.select} value={value} onChange={(e) => onChange(e.target.value)}>
        {first && <option value={first.value}>{first.text}</option>}
        <Options items={options} value={(o) => o.value} label={(o) => o.text} />
      </select>
    </FormField>
  );
}

/** The event whose rows a week screen shows (a screen opens on the current edition: open-week-screen.ts). */
export function EventSelect({ id, value, onChange }: { id: string; value: number; onChange: (event: number) => void }) {
  const t = useTranslations('adminWeek.common');
  const events = useOptions([], weekEvents);
  const options = events.length ? events : [{ value: String(value), text: String(value) }];
  return <PickSelect id={id} label={t('event')} value={String(value)} onChange={(v) => onChange(Number(v))} options={options} />;
}
