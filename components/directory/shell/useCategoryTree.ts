'use client';

import { useEffect, useState } from 'react';
import type { MainCategory } from '@/lib/directory/categories';
import type { Locale } from '@/lib/i18n/routing';

export type TreeState = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; categories: MainCategory[] };

/**
 * The category tree for the drawer, read from the public JSON (/api/yp/get/all-categories, a shared-cache
 * answer) once `wanted` turns true — not serialised into every directory page, which would carry it a
 * second time beside the category page's own tree (issue 23.3). Read once per language.
 */
export function useCategoryTree(locale: Locale, wanted: boolean): TreeState {
  const [trees, setTrees] = useState<Partial<Record<Locale, TreeState>>>({});
  const current = trees[locale];
  useEffect(() => {
    if (!wanted || current) return;
    const settle = (tree: TreeState) => setTrees((all) => ({ ...all, [locale]: tree }));
    settle({ status: 'loading' });
    fetch(`/api/yp/get/all-categories?lang=${locale}`)
      .then((res) => (res.ok ? (res.json() as Promise<{ categories: MainCategory[] }>) : Promise.reject(new Error(`HTTP ${res.status}`))))
      .then(({ categories }) => settle({ status: 'ready', categories }))
      .catch(() => settle({ status: 'failed' }));
  }, [wanted, current, locale]);
  return current ?? { status: 'idle' };
}
