'use client';

import { Options } from './Options';

type Props = { id: string; label: string; sizes: readonly number[]; value: number; onChange: (size: number) => void; className?: string };

/** A page-size choice (public lists and admin grids); changing it is a new query, so the caller goes back to page 1 (spec §4). */
export function PageSizeSelect({ id, label, sizes, value, onChange, className }: Props) {
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(Number(e.target.value))}>
        <Options items={sizes} value={(size) => size} label={(size) => size} />
      </select>
    </div>
  );
}
