'use client';

import { useAdminQuery } from '../api';
import type { Option, OptionsSource } from './define';

/** The choices of a select or filter: the given ones, or those read from an admin list (cached per path). */
export function useOptions(options: Option[] = [], source?: OptionsSource): Option[] {
  const answer = useAdminQuery<Record<string, unknown>>(source ? source.path : null);
  if (!source) return options;
  const rows = (answer.data?.[source.rows] as Record<string, unknown>[] | undefined) ?? [];
  const wanted = Object.entries(source.where ?? {});
  return [
    ...options,
    ...rows
      .filter((row) => wanted.every(([key, value]) => row[key] === value))
      .map((row) => ({ value: String(row[source.value]), text: String(row[source.label] ?? '') })),
  ];
}
