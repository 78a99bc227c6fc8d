'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { wordOf, type Column, type Translate } from './define';
import { useOptions } from './useOptions';
import type { Filters } from './list-query';
import styles from './resource.module.css';
import buttons from '../ui.module.css';
import { Options } from '@/components/ui/Options';

type Props<Row> = { id: string; columns: Column<Row>[]; t: Translate; value: Filters; onChange: (filters: Filters) => void };

/** Typing waits this long before the list asks the server again. */
const TYPING_PAUSE_MS = 400;

/** One filter per filterable column above the grid, sent to the server as filter.<field>…; every change goes back to page 1. */
export function FilterBar<Row>({ id, columns, t, value, onChange }: Props<Row>) {
  const ui = useTranslations('admin.ui');
  const filterable = columns.filter((c) => c.filter);
  if (filterable.length === 0) return null;
  return (
    <div className={styles.filters} role="search" aria-label={ui('filters')}>
      {filterable.map((c) => (
        <ColumnFilter key={c.field} id={`${id}-filter-${c.field}`} column={c} t={t} value={value[c.field]} onChange={(next) => onChange({ ...value, [c.field]: next })} />
      ))}
      {Object.values(value).some((v) => (typeof v === 'string' ? v.trim() : v.from || v.to)) && (
        <button type="button" className={`${buttons.button} ${buttons.small}`} onClick={() => onChange({})}>
          {ui('clearFilters')}
        </button>
      )}
    </div>
  );
}

type FilterProps<Row> = { id: string; column: Column<Row>; t: Translate; value: Filters[string] | undefined; onChange: (next: Filters[string]) => void };

/** A column's filter: a from/to date range, a choice, or text and numbers sent once typing pauses (or on Enter). */
function ColumnFilter<Row>({ id, column: c, t, value, onChange }: FilterProps<Row>) {
  const ui = useTranslations('admin.ui');
  const choices = useOptions(c.options, c.optionsFrom);
  const text = typeof value === 'string' ? value : '';
  const [typed, setTyped] = useState(text);
  // The latest handler without restarting the pause on every render of the list.
  const send = useRef(onChange);
  useEffect(() => {
    send.current = onChange;
  });
  useEffect(() => setTyped(text), [text]);
  useEffect(() => {
    if (typed === text) return;
    const timer = window.setTimeout(() => send.current(typed), TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [typed, text]);
  const label = c.filterLabel ? t(c.filterLabel) : ui('filterBy', { column: t(c.label) });

  if (c.filter === 'dateRange') {
    const range = typeof value === 'object' ? value : {};
    return (
      <fieldset className={styles.filter}>
        <legend>{label}</legend>
        <span className={styles.range}>
          <input type="date" aria-label={`${t(c.label)}: ${ui('from')}`} value={range.from ?? ''} max={range.to} onChange={(e) => onChange({ ...range, from: e.target.value })} />
          <input type="date" aria-label={`${t(c.label)}: ${ui('to')}`} value={range.to ?? ''} min={range.from} onChange={(e) => onChange({ ...range, to: e.target.value })} />
        </span>
      </fieldset>
    );
  }
  return (
    <span className={styles.filter}>
      <label htmlFor={id}>{label}</label>
      {c.filter === 'enum' ? (
        <select id={id} value={text} onChange={(e) => onChange(e.target.value)}>
          <option value="">{ui('all')}</option>
          <Options items={choices} value={(o) => o.value} label={(o) => wordOf(o, t)} />
        </select>
      ) : (
        <input id={id} type={c.filter === 'number' ? 'number' : 'search'} value={typed} onChange={(e) => setTyped(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && onChange(typed)} />
      )}
    </span>
  );
}
