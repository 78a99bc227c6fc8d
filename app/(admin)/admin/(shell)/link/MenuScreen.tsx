'use client';

import { useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useAdminQuery, useRefetchAdmin } from '@/components/admin/api';
import { DataTable } from '@/components/admin/DataTable';
import { RowActions } from '@/components/admin/RowActions';
import { useDeleteConfirm } from '@/components/admin/ConfirmDialog';
import { PageHeader } from '@/components/admin/PageHeader';
import { useNotice } from '@/components/admin/TimedMessage';
import { MenuForm } from './MenuForm';
import { menuTree } from './tree';
import type { Menu } from './types';
import ui from '@/components/admin/ui.module.css';
import styles from './menus.module.css';

type Editing = { menu?: Menu } | null;

/** /admin/link: every menu as a tree, add/edit form, delete with confirmation; active menus drive the public navbar. */
export function MenuScreen() {
  const t = useTranslations('admin.menus');
  const tUi = useTranslations('admin.ui');
  const menus = useAdminQuery<{ categories: Menu[] }>('/get/categories');
  const refetch = useRefetchAdmin();
  const [editing, setEditing] = useState<Editing>(null);
  const notice = useNotice();
  const all = menus.data?.categories ?? [];

  const del = useDeleteConfirm<Menu>({
    path: (m) => `/delete/category?cid=${m.cid}`,
    question: (m) => t('confirmDelete', { name: m.category }),
    onDeleted: async () => {
      notice.success(t('deleted'));
      await refetch('/get/categories');
    },
    onError: notice.error,
  });

  return (
    <>
      <PageHeader title={t('title')}>
        <button type="button" className={ui.primary} onClick={() => setEditing({})}>
          {t('addTitle')}
        </button>
      </PageHeader>
      {notice.element}
      {editing && (
        <div className={styles.formWrap}>
          <MenuForm
            key={editing.menu?.cid ?? 'new'}
            menu={editing.menu}
            menus={all}
            onCancel={() => setEditing(null)}
            onSaved={async () => {
              notice.success(editing.menu ? t('saved') : t('added'));
              setEditing(null);
              await refetch('/get/categories');
            }}
          />
        </div>
      )}
      <DataTable
        columns={[
          {
            key: 'actions',
            header: tUi('actions'),
            cell: (m) => (
              <RowActions name={m.category} onEdit={() => setEditing({ menu: m })} onDelete={() => del.ask(m)}>
                {m.page_type !== 'news' && (
                  <Link className={`${ui.button} ${ui.small}`} href={`/admin/edit-static/${m.cid}`} aria-label={`${t('editPage')}: ${m.category}`}>
                    {t('editPage')}
                  </Link>
                )}
              </RowActions>
            ),
          },
          {
            key: 'name',
            header: t('name'),
            cell: (m) => (
              <span className={styles[`level${m.category_level}` as 'level1']}>
                {m.category_level > 1 && <span aria-hidden="true">{'└ '}</span>}
                {m.category}
              </span>
            ),
          },
          { key: 'nameEn', header: t('nameEn'), cell: (m) => m.category_en },
          { key: 'type', header: t('pageType'), cell: (m) => t(`type.${m.page_type ?? 'static'}`) },
          { key: 'level', header: t('level'), cell: (m) => t(`levels.${m.category_level}` as 'levels.1') },
          {
            key: 'status',
            header: t('status'),
            cell: (m) => <span className={m.category_status ? styles.on : styles.off}>{m.category_status ? t('active') : t('inactive')}</span>,
          },
        ]}
        rows={menus.data ? menuTree(all) : undefined}
        rowKey={(m) => m.cid}
        empty={t('empty')}
        loading={menus.isLoading}
        error={menus.error}
        onRetry={() => menus.refetch()}
      />
      {del.dialog}
    </>
  );
}
