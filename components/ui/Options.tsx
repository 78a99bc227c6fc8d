import type { ReactNode } from 'react';

/** The <option>s of a <select>, one per item, keyed by its value: `<Options items={days} value={(d) => d.id} label={(d) => d.name} />`. */
export function Options<T>({ items, value, label }: { items: readonly T[]; value: (item: T) => string | number; label: (item: T) => ReactNode }) {
  return items.map((item) => (
    <option key={value(item)} value={value(item)}>
      {label(item)}
    </option>
  ));
}
