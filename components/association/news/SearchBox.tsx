'use client';

import { useState } from 'react';
import { useRouter } from '@/lib/i18n/navigation';
import { searchPath } from '@/lib/news/blog-slug';
import styles from './SearchBox.module.css';

type Props = { label: string; placeholder: string; button: string; initial?: string };

/** Searches the news: /mm/blog/{term}=1, or the default category when the term is empty. */
export function SearchBox({ label, placeholder, button, initial = '' }: Props) {
  const router = useRouter();
  const [term, setTerm] = useState(initial);
  return (
    <form
      role="search"
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        router.push(searchPath(term));
      }}
    >
      <label htmlFor="news-search" className="visually-hidden">
        {label}
      </label>
      <input id="news-search" type="search" value={term} onChange={(e) => setTerm(e.target.value)} placeholder={placeholder} maxLength={100} enterKeyHint="search" />
      <button type="submit">{button}</button>
    </form>
  );
}
