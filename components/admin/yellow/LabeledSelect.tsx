'use client';

import ui from '@/components/admin/ui.module.css';
import { Options } from '@/components/ui/Options';

type Choice = { value: string; text: string };
type Props = { id: string; label: string; value: string; choices: Choice[]; onChange: (value: string) => void; disabled?: boolean };

/** A labelled choice in a screen's header that changes what its list shows (request kind, language, category). */
export function LabeledSelect({ id, label, value, choices, onChange, disabled }: Props) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select id={id} className={ui.select} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
        <Options items={choices} value={(c) => c.value} label={(c) => c.text} />
      </select>
    </>
  );
}
