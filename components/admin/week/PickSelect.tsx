'use client';

import { FormField } from '@/components/admin/FormField';
import type { Option } from '@/components/admin/resource/define';
import ui from '@/components/admin/ui.module.css';
import { Options } from '@/components/ui/Options';

type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Choices with their shown text. */
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
