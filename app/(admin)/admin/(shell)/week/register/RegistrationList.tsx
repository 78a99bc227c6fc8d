'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { FormField } from '@/components/admin/FormField';
import { ExportLinks } from '@/components/admin/resource/ExportLinks';
import { ResourceList } from '@/components/admin/resource/ResourceList';
import { useNotice } from '@/components/admin/TimedMessage';
import ui from '@/components/admin/ui.module.css';
import { WEEK_API } from '@/components/admin/week/sources';
import styles from '@/components/admin/week/week.module.css';
import { REGISTRATION_SEARCH_FIELDS, type RegistrationSearchField } from '@/lib/conference/constants';
import { registrationResource } from './resource';
import { Options } from '@/components/ui/Options';

type Search = { searchCat: RegistrationSearchField; searchTerm: string } | null;

/** The chosen event's registrations: search by one field (type and term both needed, spec §5), 50/100/150 a page, export. */
export function RegistrationList({ event }: { event: number }) {
  const t = useTranslations('adminWeek.register');
  const notice = useNotice();
  const [searchCat, setSearchCat] = useState<RegistrationSearchField | ''>('');
  const [searchTerm, setSearchTerm] = useState('');
  const [search, setSearch] = useState<Search>(null);
  const [incomplete, setIncomplete] = useState(false);
  const params = { event: String(event), ...search };

  function submit(e: FormEvent) {
    e.preventDefault();
    const term = searchTerm.trim();
    if (!searchCat || !term) return setIncomplete(true);
    setIncomplete(false);
    setSearch({ searchCat, searchTerm: term });
  }

  function reset() {
    setSearchCat('');
    setSearchTerm('');
    setSearch(null);
    setIncomplete(false);
  }

  return (
    <>
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
            <Options items={REGISTRATION_SEARCH_FIELDS} value={(f) => f} label={(f) => t(`fields.${f}`)} />
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
        <ExportLinks path={`${WEEK_API}/get/user-registration/export?${new URLSearchParams(params)}`} query={{}} />
      </form>
      {incomplete && (
        <p id="register-search-note" role="alert" className={ui.error}>
          {t('searchIncomplete')}
        </p>
      )}
      {notice.element}
      {/* A new search starts again at page 1 (spec §4). */}
      <ResourceList key={JSON.stringify(search)} resource={registrationResource} notice={notice} params={params} />
    </>
  );
}
