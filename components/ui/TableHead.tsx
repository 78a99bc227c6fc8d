import type { ReactNode } from 'react';

type Heading = ReactNode | { label: ReactNode; className?: string };

/** A table's column headings (scope="col"), in order; give `{ label, className }` for one styled apart (e.g. numbers). */
export function TableHead({ headings }: { headings: readonly Heading[] }) {
  return (
    <thead>
      <tr>
        {headings.map((h, i) =>
          h && typeof h === 'object' && 'label' in h ? (
            <th key={i} scope="col" className={h.className}>
              {h.label}
            </th>
          ) : (
            <th key={i} scope="col">
              {h}
            </th>
          ),
        )}
      </tr>
    </thead>
  );
}
