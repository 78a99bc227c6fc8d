'use client';

import { useCallback, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useAdminQuery } from '@/components/admin/api';
import { DataTable } from '@/components/admin/DataTable';
import { PageHeader } from '@/components/admin/PageHeader';
import { Pager, PageSizeSelect } from '@/components/admin/Pager';
import { usePaging } from '@/components/admin/resource/usePaging';
import { TimedMessage } from '@/components/admin/TimedMessage';
import ui from '@/components/admin/ui.module.css';
import type { MainCategory } from '@/lib/directory/categories';
import { RenameCategory, type CategoryRow } from './RenameCategory';
import { listUrl, type Paged } from './fetch';
import type { Note } from './fetch';

const SIZES = [20, 50, 100] as const;

/** /admin/yellow/category: sub-categories by main category and language, page size, rename modal. */
export function CategoryScreen({ mains }: { mains: MainCategory[] }) {
  const t = useTranslations('adminYellow.directory');
  const [type, setType] = useState('all');
  const [lang, setLang] = useState<'mn' | 'en'>('mn');
  const { page, setPage, limit, setLimit } = usePaging(20);
  const [renaming, setRenaming] = useState<CategoryRow | null>(null);
  const [note, setNote] = useState<Note | null>(null);
  const clearNote = useCallback(() => setNote(null), []);
  const list = useAdminQuery<Paged & { categories: CategoryRow[] }>(listUrl('/get/categories', { type, lang, page, limit }), {
    placeholderData: (previous) => previous,
  });
  const mainName = (code: string) => mains.find((m) => m.category_code === code)?.name ?? code;

  return (
    <>
      <PageHeader title={t('category.title')} />
      <div className={ui.toolbar}>
        <label htmlFor="yp-category-main">{t('common.mainCategory')}</label>
        <select
          id="yp-category-main"
          className={ui.select}
          value={type}
          onChange={(e) => {
            setType(e.target.value);
            setPage(1);
          }}
        >
          <option value="all">{t('common.all')}</option>
          {mains.map((m) => (
            <option key={m.category_code} value={m.category_code}>
              {m.category_code} {m.name}
            </option>
          ))}
        </select>
        <label htmlFor="yp-category-lang">{t('category.language')}</label>
        <select
          id="yp-category-lang"
          className={ui.select}
          value={lang}
          onChange={(e) => {
            setLang(e.target.value as 'mn' | 'en');
            setPage(1);
          }}
        >
          <option value="mn">{t('category.languages.mn')}</option>
          <option value="en">{t('category.languages.en')}</option>
        </select>
        <PageSizeSelect id="yp-category-size" sizes={SIZES} value={limit} onChange={setLimit} />
      </div>
      <TimedMessage message={note?.text ?? null} kind={note?.kind ?? 'success'} ms={3000} onDone={clearNote} />
      <DataTable
        columns={[
          { key: 'code', header: t('category.code'), cell: (r) => r.category_code },
          { key: 'name', header: t('category.name'), cell: (r) => r.name },
          { key: 'main', header: t('common.mainCategory'), cell: (r) => mainName(r.main_code) },
          {
            key: 'actions',
            header: t('common.actions'),
            cell: (r) => (
              <button type="button" className={`${ui.button} ${ui.small}`} onClick={() => setRenaming(r)}>
                {t('category.rename')}
              </button>
            ),
          },
        ]}
        rows={list.data?.categories}
        rowKey={(r) => r.id}
        empty={t('category.empty')}
        loading={list.isFetching}
        error={list.error ? new Error(t('common.listFailed')) : null}
        onRetry={() => void list.refetch()}
      />
      {list.data && <Pager page={page} totalPages={list.data.totalPages} total={list.data.total} onPage={setPage} />}
      {renaming && (
        <RenameCategory
          category={renaming}
          onClose={() => setRenaming(null)}
          onDone={(outcome) => {
            setNote(outcome);
            if (outcome.kind === 'success') setRenaming(null);
          }}
        />
      )}
    </>
  );
}
