'use client';

import { useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useAdminQuery, useRefetchAdmin } from '../api';
import { DataTable } from '../DataTable';
import { RowActions } from '../RowActions';
import { Pager, PageSizeSelect } from '../Pager';
import { usePaging } from '../resource/usePaging';
import { useDeleteConfirm } from '../ConfirmDialog';
import { PageHeader } from '../PageHeader';
import { Spinner } from '../Spinner';
import { useNotice } from '../TimedMessage';
import { formatDateTime } from '../format';
import { NewsForm } from './NewsForm';
import { NEWS_PAGE_SIZES } from '@/lib/news/news-form';
import type { Menu, NewsDetail, NewsRow } from './types';
import ui from '../ui.module.css';

type ListAnswer = { news: NewsRow[]; total: number; totalPages: number };

/** /admin/update-news: filter by category, page sizes 5/10/15, edit in place, delete with confirmation. */
export function NewsList() {
  const t = useTranslations('admin.news');
  const tUi = useTranslations('admin.ui');
  const titleOf = (n: NewsRow) => n.title || n.title_en || t('noTitle');
  const [category, setCategory] = useState('all');
  const { page, setPage, limit, setLimit } = usePaging(NEWS_PAGE_SIZES[0]);
  const [editId, setEditId] = useState<number | null>(null);
  const notice = useNotice();
  const refetch = useRefetchAdmin();

  const menus = useAdminQuery<{ categories: Menu[] }>('/get/categories');
  const list = useAdminQuery<ListAnswer>(`/get/news?category=${category}&page=${page}&limit=${limit}`, { placeholderData: (prev) => prev });
  const detail = useAdminQuery<{ news: NewsDetail }>(editId ? `/get/news-detail?id=${editId}` : null);

  const del = useDeleteConfirm<NewsRow>({
    path: (n) => `/delete/news?id=${n.id}`,
    question: (n) => t('confirmDelete', { title: titleOf(n) }),
    onDeleted: async () => {
      notice.success(t('deleted'));
      if (list.data?.news.length === 1 && page > 1) setPage(page - 1);
      await refetch('/get/news');
    },
    onError: notice.error,
  });

  if (editId) {
    return (
      <>
        <PageHeader title={t('editTitle')} />
        {detail.error && <p role="alert" className={ui.error}>{detail.error.message}</p>}
        {detail.data ? (
          <NewsForm
            key={editId}
            news={detail.data.news}
            onBack={() => setEditId(null)}
            onSaved={async () => {
              setEditId(null);
              notice.success(t('saved'));
              await refetch('/get/news');
            }}
          />
        ) : (
          !detail.error && <Spinner />
        )}
      </>
    );
  }


  return (
    <>
      <PageHeader title={t('listTitle')}>
        <Link className={ui.primary} href="/admin/add-news">
          {t('addTitle')}
        </Link>
      </PageHeader>
      {notice.element}
      <div className={ui.toolbar}>
        <span className={ui.choice}>
          <label htmlFor="news-filter">{t('filter')}</label>
          <select
            id="news-filter"
            className={ui.select}
            value={category}
            onChange={(e) => {
              setCategory(e.target.value);
              setPage(1);
            }}
          >
            <option value="all">{t('all')}</option>
            {(menus.data?.categories ?? [])
              .filter((m) => m.page_type === 'news')
              .map((m) => (
                <option key={m.cid} value={m.cid}>
                  {m.category}
                </option>
              ))}
          </select>
        </span>
        <PageSizeSelect
          id="news-size"
          sizes={NEWS_PAGE_SIZES}
          value={limit}
          onChange={setLimit}
        />
      </div>
      <DataTable
        columns={[
          {
            key: 'actions',
            header: tUi('actions'),
            cell: (n) => (
              <RowActions name={titleOf(n)} onEdit={() => setEditId(n.id)} onDelete={() => del.ask(n)} />
            ),
          },
          {
            key: 'image',
            header: t('image'),
            // eslint-disable-next-line @next/next/no-img-element
            cell: (n) => <img src={n.image} alt={t('coverAlt', { title: titleOf(n) })} className={ui.thumb} width={120} height={75} loading="lazy" />,
          },
          {
            key: 'title',
            header: t('title'),
            cell: (n) => (
              <a href={`/mm/detail/${n.id}`} target="_blank" rel="noreferrer">
                {titleOf(n)}
              </a>
            ),
          },
          { key: 'category', header: t('category'), cell: (n) => n.category },
          { key: 'status', header: t('status'), cell: (n) => (n.news_status ? t('active') : t('inactive')) },
          { key: 'yellow', header: t('yellowBook'), cell: (n) => (n.yellow_book ? t('yes') : t('no')) },
          { key: 'publisher', header: t('publisher'), cell: (n) => n.publisher },
          { key: 'created', header: t('createdAt'), cell: (n) => formatDateTime(n.created_at) },
        ]}
        rows={list.data?.news}
        rowKey={(n) => n.id}
        empty={t('empty')}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => list.refetch()}
      />
      {list.data && <Pager page={page} totalPages={list.data.totalPages} total={list.data.total} onPage={setPage} />}
      {del.dialog}
    </>
  );
}
