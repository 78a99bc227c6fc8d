'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { searchPath } from '@/lib/news/blog-slug';
import styles from './edition2023.module.css';

/** The news search goes to the association's news list: /mm/blog/{term}=1, or category 8 when the term is empty. */
export function NewsSearch() {
  const t = useTranslations('mw.e2023');
  const router = useRouter();
  const id = useId();
  const [term, setTerm] = useState('');

  return (
    <form
      role="search"
      className={styles.search}
      onSubmit={(e) => {
        e.preventDefault();
        router.push(searchPath(term));
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {t('search')}
      </label>
      <input id={id} type="search" value={term} placeholder={t('searchPlaceholder')} onChange={(e) => setTerm(e.target.value)} />
      <button type="submit">{t('searchButton')}</button>
    </form>
  );
}
