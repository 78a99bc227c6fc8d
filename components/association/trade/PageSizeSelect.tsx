'use client';

import styles from './trade.module.css';
import { Options } from '@/components/ui/Options';

/** A page-size choice; changing it is a new query, so the caller goes back to page 1. */
export function PageSizeSelect({ id, label, sizes, value, onChange }: { id: string; label: string; sizes: readonly number[]; value: number; onChange: (size: number) => void }) {
  return (
    <div className={styles.control}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(Number(e.target.value))}>
        <Options items={sizes} value={(size) => size} label={(size) => size} />
      </select>
    </div>
  );
}
