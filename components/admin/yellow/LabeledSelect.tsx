'use client';

import ui from '@/components/admin/ui.module.css';
import { Options } from '@/components/ui/Options';

type Props<T extends string> = {
  id: string;
  label: string;
  value: T;
  values: readonly T[];
  /** Each value's word in the list. */
  text: (value: T) => string;
  onChange: (value: T) => void;
};

/** A labelled choice in a screen's header that changes what its list shows (request kind, language, category). */
export function LabeledSelect<T extends string>({ id, label, value, values, text, onChange }: Props<T>) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select id={id} className={ui.select} value={value} onChange={(e) => onChange(e.target.value as T)}>
        <Options items={values} value={(v) => v} label={text} />
      </select>
    </>
  );
}
