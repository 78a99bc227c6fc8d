'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useAdminQuery } from '@/components/admin/api';
import { PageSizeSelect } from '@/components/admin/Pager';
import { FormField } from '@/components/admin/FormField';
import ui from '@/components/admin/ui.module.css';
import { PAGE_SIZES, REGISTRATION_SEARCH_FIELDS, type RegistrationSearchField } from '@/lib/conference/constants';
import { RegistrationTable } from './RegistrationTable';
import { usePaging } from './usePaging';
import type { RegistrationPage } from './registration-types';
import { W } from './week-api';
import styles from './week.module.css';

type Search = { searchCat: RegistrationSearchField; searchTerm: string } | null;

/** The registrations of the chosen event: search by one field (type and term both needed), page sizes 50/100/150, export. */
export function RegistrationList({ event }: { event: number }) {
  const t = useTranslations('adminWeek.register');
  const paging = usePaging(PAGE_SIZES.registrations);
  const [searchCat, setSearchCat] = useState<RegistrationSearchField | ''>('');
  const [searchTerm, setSearchTerm] = useState('');
  const [search, setSearch] = useState<Search>(null);
  const [incomplete, setIncomplete] = useState(false);

  const filter = new URLSearchParams({ event: String(event), ...(search ?? {}) });
  const query = useAdminQuery<RegistrationPage>(`${W}/get/user-registration?${filter}&page=${paging.page}&limit=${paging.limit}`, { placeholderData: (prev) => prev });

  function submit(e: FormEvent) {
    e.preventDefault();
    const term = searchTerm.trim();
    if (!searchCat || !term) return setIncomplete(true);
    setIncomplete(false);
    setSearch({ searchCat, searchTerm: term });
    paging.restart();
  }

  function reset() {
    setSearchCat('');
    setSearchTerm('');
    setSearch(null);
    setIncomplete(false);
    paging.restart();
  }

  return (
    <div className={styles.stack}>
      <form className={ui.toolbar} onSubmit={submit} noValidate aria-describedby={incomplete ? 'register-search-note' : undefined}>
        <FormField id="register-search-cat" label={t('searchCat')}>
          <select
            id="register-search-cat"
            className={`${ui.select} ${incomplete && !searchCat ? styles.invalid : ''}`}
            value={searchCat}
            aria-invalid={incomplete && !searchCat}
            onChange={(e) => setSearchCat(e.target.value as RegistrationSearchField)}
          >
            <option value="">{t('chooseField')}</option>
            {REGISTRATION_SEARCH_FIELDS.map((f) => (
              <option key={f} value={f}>
                {t(`fields.${f}`)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="register-search-term" label={t('searchTerm')}>
          <input
            id="register-search-term"
            type="search"
            className={`${ui.input} ${incomplete && !searchTerm.trim() ? styles.invalid : ''}`}
            value={searchTerm}
            aria-invalid={incomplete && !searchTerm.trim()}
            onChange={(e) => setSearchTerm(e.target.value)}
          />
        </FormField>
        <button type="submit" className={ui.primary}>
          {t('search')}
        </button>
        <button type="button" className={ui.button} onClick={reset}>
          {t('resetSearch')}
        </button>
        <PageSizeSelect id="register-size" sizes={PAGE_SIZES.registrations} value={paging.limit} onChange={paging.setLimit} />
      </form>
      {incomplete && (
        <p id="register-search-note" role="alert" className={ui.error}>
          {t('searchIncomplete')}
        </p>
      )}
      <div className={ui.actions}>
        <a className={ui.button} href={`${W}/get/user-registration/export?${filter}&format=csv`} download>
          {t('exportCsv')}
        </a>
        <a className={ui.button} href={`${W}/get/user-registration/export?${filter}&format=xlsx`} download>
          {t('exportXlsx')}
        </a>
      </div>
      <RegistrationTable query={query} page={paging.page} limit={paging.limit} onPage={paging.setPage} />
    </div>
  );
}
