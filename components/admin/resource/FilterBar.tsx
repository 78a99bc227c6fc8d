'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { Column, Option, OptionsSource } from './define';
import { useOptions } from './useOptions';
import type { Filters } from './list-query';
import styles from './resource.module.css';
import buttons from '../ui.module.css';
import { Options } from '@/components/ui/Options';

type Props<Row> = { id: string; columns: Column<Row>[]; t: (key: string) => string; value: Filters; onChange: (filters: Filters) => void };

/** Typing waits this long before the list asks the server again. */
const TYPING_PAUSE_MS = 400;

function TextFilter({ id, label, value, onChange, type }: { id: string; label: string; value: string; onChange: (v: string) => void; type: 'text' | 'number' }) {
  const [typed, setTyped] = useState(value);
  // The latest handler without restarting the pause on every render of the list.
  const send = useRef(onChange);
  useEffect(() => {
    send.current = onChange;
  });
  useEffect(() => setTyped(value), [value]);
  useEffect(() => {
    if (typed === value) return;
    const timer = window.setTimeout(() => send.current(typed), TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [typed, value]);
  return (
    <span className={styles.filter}>
      <label htmlFor={id}>{label}</label>
      <input id={id} type={type === 'number' ? 'number' : 'search'} value={typed} onChange={(e) => setTyped(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && onChange(typed)} />
    </span>
  );
}

function EnumFilter({ id, label, value, onChange, options, source, t }: { id: string; label: string; value: string; onChange: (v: string) => void; options?: Option[]; source?: OptionsSource; t: (key: string) => string }) {
  const ui = useTranslations('admin.ui');
  const choices = useOptions(options, source);
  return (
    <span className={styles.filter}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{ui('all')}</option>
        <Options items={choices} value={(o) => o.value} label={(o) => o.text ?? t(o.label ?? o.value)} />
      </select>
    </span>
  );
}

/** One filter per filterable column above the grid, sent to the server as filter.<field>…; every change goes back to page 1. */
export function FilterBar<Row>({ id, columns, t, value, onChange }: Props<Row>) {
  const ui = useTranslations('admin.ui');
  const filterable = columns.filter((c) => c.filter);
  if (filterable.length === 0) return null;
  const set = (field: string, next: Filters[string]) => onChange({ ...value, [field]: next });

  return (
    <div className={styles.filters} role="search" aria-label={ui('filters')}>
      {filterable.map((c) => {
        const label = c.filterLabel ? t(c.filterLabel) : ui('filterBy', { column: t(c.label) });
        const fieldId = `${id}-filter-${c.field}`;
        const current = value[c.field];
        if (c.filter === 'dateRange') {
          const range = typeof current === 'object' ? current : {};
          return (
            <fieldset key={c.field} className={styles.filter}>
              <legend>{label}</legend>
              <span className={styles.range}>
                <input type="date" aria-label={`${t(c.label)}: ${ui('from')}`} value={range.from ?? ''} max={range.to} onChange={(e) => set(c.field, { ...range, from: e.target.value })} />
                <input type="date" aria-label={`${t(c.label)}: ${ui('to')}`} value={range.to ?? ''} min={range.from} onChange={(e) => set(c.field, { ...range, to: e.target.value })} />
              </span>
            </fieldset>
          );
        }
        const text = typeof current === 'string' ? current : '';
        if (c.filter === 'enum') {
          return <EnumFilter key={c.field} id={fieldId} label={label} value={text} onChange={(v) => set(c.field, v)} options={c.options} source={c.optionsFrom} t={t} />;
        }
        return <TextFilter key={c.field} id={fieldId} label={label} value={text} type={c.filter === 'number' ? 'number' : 'text'} onChange={(v) => set(c.field, v)} />;
      })}
      {Object.values(value).some((v) => (typeof v === 'string' ? v.trim() : v.from || v.to)) && (
        <button type="button" className={`${buttons.button} ${buttons.small}`} onClick={() => onChange({})}>
          {ui('clearFilters')}
        </button>
      )}
    </div>
  );
}
