'use client';

import { useEffect, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { CompanyCard, ConsultantRow } from '@/lib/directory/queries';
import { alphabetAdvice, isSearchable, type SearchLang } from '@/lib/search/advice';
import { normalizeTerm } from '@/lib/search/terms';
import { CONSULTANT_PAGE_SIZE, PUBLIC_PAGE_SIZE } from '@/lib/directory/listing-sizes';
import { directoryPaths, type DirectoryBase, type SearchType } from '@/lib/directory/paths';
import { EmptyState } from '@/components/ui/EmptyState';
import { CompanyGrid } from '../listing/CompanyGrid';
import { ConsultantTable } from '../listing/ConsultantTable';
import { DirectoryPager } from '../listing/DirectoryPager';
import styles from './results.module.css';

type Result =
  | { kind: 'company'; companies: CompanyCard[]; total: number; totalPages: number }
  | { kind: 'consultant'; consultants: ConsultantRow[]; total: number; totalPages: number };
type State = { status: 'loading' } | { status: 'failed' } | { status: 'done'; result: Result };

type Props = { base: DirectoryBase; type: SearchType; term: string; page: number };

/**
 * The results of a search (/yp?type=company&term=…&page=…), read from the search API in the browser so the
 * directory home itself stays a cached page. A failed read says so; it never pretends nothing matched.
 */
export function SearchResults({ base, type, term, page }: Props) {
  const t = useTranslations('yp.search');
  const common = useTranslations('common');
  const locale = useLocale() as SearchLang;
  const valid = isSearchable(term);
  const advice = alphabetAdvice(term, locale);
  const shown = normalizeTerm(term).toUpperCase();
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    if (!valid) return;
    const controller = new AbortController();
    const limit = type === 'company' ? PUBLIC_PAGE_SIZE : CONSULTANT_PAGE_SIZE;
    const query = new URLSearchParams({ lang: locale, term: shown, page: String(page), limit: String(limit) });
    setState({ status: 'loading' });
    fetch(`/api/yp/search/${type === 'company' ? 'companies' : 'consultants'}?${query}`, { signal: controller.signal })
      .then(async (res) => {
        if (!res.ok) throw new Error(`search answered ${res.status}`);
        setState({ status: 'done', result: { kind: type, ...(await res.json()) } });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[directory] search failed:', error);
        setState({ status: 'failed' });
      });
    return () => controller.abort();
  }, [valid, type, shown, page, locale]);

  const href = (n: number) => `${directoryPaths(base).search(type, shown)}&page=${n}`;
  return (
    <section aria-labelledby="search-results" className={styles.results} aria-busy={valid && state.status === 'loading'}>
      <h2 id="search-results" className={styles.heading}>
        {t('results', { term: shown })}
      </h2>
      {advice ? <p className={styles.hint}>{t('hint')}</p> : null}
      {!valid ? (
        <EmptyState>{t('empty')}</EmptyState>
      ) : state.status === 'loading' ? (
        <p role="status">{common('loading')}</p>
      ) : state.status === 'failed' ? (
        <EmptyState tone="error">{common('loadError')}</EmptyState>
      ) : state.result.total === 0 ? (
        <EmptyState>{t('empty')}</EmptyState>
      ) : (
        <>
          <p className={styles.count} role="status">
            {t('count', { total: state.result.total })}
          </p>
          {state.result.kind === 'company' ? (
            <CompanyGrid companies={state.result.companies} base={base} />
          ) : (
            <ConsultantTable consultants={state.result.consultants} firstNumber={(page - 1) * CONSULTANT_PAGE_SIZE + 1} />
          )}
          <DirectoryPager page={page} totalPages={state.result.totalPages} hrefFor={href} />
        </>
      )}
    </section>
  );
}
