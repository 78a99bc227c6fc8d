import { getLocale, getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/i18n/paths';
import type { SearchType } from '@/lib/directory/paths';
import styles from './results.module.css';

type Props = {
  action: '/mm/search' | '/yp/search';
  q: string;
  label: string;
  /** The directory's company/consultant choice; the site search has none. */
  type?: { value: SearchType; label: string; options: Record<SearchType, string> };
};

/** The results page's own search form: a plain GET form, filled with the current search, working without JavaScript. */
export async function SearchPageForm({ action, q, label, type }: Props) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('common.search')]);
  return (
    <form role="search" aria-label={label} action={localizedPath(action, locale as Locale)} method="get" className={styles.form}>
      <label htmlFor="search-q" className="visually-hidden">
        {label}
      </label>
      <input id="search-q" name="q" type="search" defaultValue={q} required maxLength={100} placeholder={t('placeholder')} enterKeyHint="search" className={styles.input} />
      {type ? (
        <>
          <label htmlFor="search-type" className="visually-hidden">
            {type.label}
          </label>
          <select id="search-type" name="type" defaultValue={type.value} className={styles.select}>
            {(Object.keys(type.options) as SearchType[]).map((value) => (
              <option key={value} value={value}>
                {type.options[value]}
              </option>
            ))}
          </select>
        </>
      ) : null}
      <button type="submit" className={styles.button}>
        {t('find')}
      </button>
    </form>
  );
}
