'use client';

import { useId, useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { localizedPath } from '@/lib/i18n/paths';
import { alphabetAdvice, isSearchable, type SearchLang } from '@/lib/search/advice';
import { normalizeTerm } from '@/lib/search/terms';
import { directoryPaths, type SearchType } from '@/lib/directory/paths';
import styles from './search.module.css';

type Props = {
  initialType?: SearchType;
  initialTerm?: string;
  /** The hint's colour follows the background the box sits on. */
  surface?: 'dark' | 'light';
};

/**
 * Company/Consultant tabs with one search field. Find (or Enter) opens the server-rendered results, /yp/search?q&type
 * (a term in the other alphabet is searched too, with the alphabet hint as advice); without JavaScript the form
 * submits to the same page.
 */
export function SearchBox({ initialType = 'company', initialTerm = '', surface = 'light' }: Props) {
  const t = useTranslations('yp.search');
  const locale = useLocale() as SearchLang;
  const router = useRouter();
  const id = useId();
  const [type, setType] = useState<SearchType>(initialType);
  const [term, setTerm] = useState(initialTerm);
  const [hint, setHint] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The alphabet hint is advice (spec §5 relaxed, issue 22): the search runs in either alphabet.
    setHint(alphabetAdvice(term, locale) ? t('hint') : '');
    if (!isSearchable(term)) return;
    // The spec sends the term upper-cased; the search ignores case anyway.
    router.push(directoryPaths('/yp').search(type, normalizeTerm(term).toUpperCase()));
  }

  const tabs: SearchType[] = ['company', 'consultant'];
  return (
    <div className={styles.box} data-surface={surface}>
      <div role="tablist" aria-label={t('typeLabel')} className={styles.tabs}>
        {tabs.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`${id}-${tab}`}
            aria-selected={type === tab}
            aria-controls={`${id}-panel`}
            tabIndex={type === tab ? 0 : -1}
            className={styles.tab}
            onClick={() => setType(tab)}
            onKeyDown={(event) => {
              if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
              const next = tab === 'company' ? 'consultant' : 'company';
              setType(next);
              document.getElementById(`${id}-${next}`)?.focus();
            }}
          >
            {t(tab)}
          </button>
        ))}
      </div>
      {/* The tab panel wraps the form: a form element may not take the tabpanel role. */}
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${type}`}>
        <form
          action={localizedPath('/yp/search', locale)}
          method="get"
          className={styles.form}
          onSubmit={submit}
          noValidate
        >
          <input type="hidden" name="type" value={type} />
          <label htmlFor={`${id}-term`} className="visually-hidden">
            {t('label')}
          </label>
          <input
            id={`${id}-term`}
            name="q"
            type="search"
            value={term}
            onChange={(event) => {
              setTerm(event.target.value);
              if (hint) setHint('');
            }}
            placeholder={type === 'company' ? t('placeholderCompany') : t('placeholderConsultant')}
            aria-describedby={`${id}-hint`}
            aria-invalid={hint ? true : undefined}
            maxLength={100}
            autoComplete="off"
            className={styles.input}
          />
          <button type="submit" className={styles.find}>
            {t('find')}
          </button>
        </form>
      </div>
      <p id={`${id}-hint`} className={styles.hint} role="status" aria-live="polite">
        {hint}
      </p>
    </div>
  );
}
