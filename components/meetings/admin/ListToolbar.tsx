'use client';

import { PageSizeSelect } from '@/components/admin/Pager';
import ui from '@/components/admin/ui.module.css';
import styles from './admin.module.css';

const SIZES = [20, 50, 100] as const;

type Props<V extends string> = {
  id: string;
  label: string;
  value: V;
  options: readonly V[];
  optionLabel: (v: V) => string;
  onChange: (v: V) => void;
  limit: number;
  onLimit: (size: number) => void;
};

/** A list's filter select and its 20/50/100 page size; a change of either goes back to page 1 (the caller's paging does). */
export function ListToolbar<V extends string>({ id, label, value, options, optionLabel, onChange, limit, onLimit }: Props<V>) {
  return (
    <div className={ui.toolbar}>
      <span className={styles.filter}>
        <label htmlFor={id}>{label}</label>
        <select id={id} className={ui.select} value={value} onChange={(e) => onChange(e.target.value as V)}>
          {options.map((v) => (
            <option key={v} value={v}>
              {optionLabel(v)}
            </option>
          ))}
        </select>
      </span>
      <PageSizeSelect id={`${id}-size`} sizes={SIZES} value={limit} onChange={onLimit} />
    </div>
  );
}
