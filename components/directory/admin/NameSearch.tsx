'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import ui from '@/components/admin/ui.module.css';
import styles from './admin.module.css';

/** A name search box for the back-office lists; an empty search (Clear) goes back to the filtered list. */
export function NameSearch({ id, onSearch }: { id: string; onSearch: (name: string) => void }) {
  const t = useTranslations('adminYellow.directory');
  const [value, setValue] = useState('');
  return (
    <form
      role="search"
      className={`${ui.toolbar} ${styles.search}`}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(value.trim());
      }}
    >
      <label htmlFor={id}>{t('companies.nameSearch')}</label>
      <input id={id} type="search" className={ui.input} value={value} onChange={(event) => setValue(event.target.value)} maxLength={100} />
      <button type="submit" className={ui.button}>
        {t('common.search')}
      </button>
      <button
        type="button"
        className={ui.button}
        onClick={() => {
          setValue('');
          onSearch('');
        }}
      >
        {t('common.clear')}
      </button>
    </form>
  );
}
