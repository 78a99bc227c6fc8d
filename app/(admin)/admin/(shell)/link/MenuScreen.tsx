'use client';

import { useMemo, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { ColDef } from 'ag-grid-community';
import { useAdminQuery, useRefetchAdmin } from '@/components/admin/api';
import { useDeleteConfirm } from '@/components/admin/ConfirmDialog';
import { AdminGrid } from '@/components/admin/grid';
import { actionsColumn, type ActionContext } from '@/components/admin/resource/columns';
import { useCan } from '@/components/admin/role';
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
  const router = useRouter();
  const canWrite = useCan('write');
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

  const context: ActionContext<Menu> = {
    nameOf: (m) => m.category,
    actions: canWrite
      ? [
          { label: tUi('edit'), onClick: (m) => setEditing({ menu: m }) },
          { label: t('editPage'), onClick: (m) => router.push(`/admin/edit-static/${m.cid}`), hiddenFor: (m) => m.page_type === 'news' },
          { label: tUi('delete'), onClick: del.ask, danger: true },
        ]
      : [],
  };
  const columns = useMemo<ColDef<Menu>[]>(
    () => [
      ...(canWrite ? [actionsColumn<Menu>(tUi('actions'), 300)] : []),
      {
        colId: 'category',
        headerName: t('name'),
        valueGetter: (p) => (p.data ? `${p.data.category_level > 1 ? '└ ' : ''}${p.data.category}` : ''),
        cellClass: (p) => styles[`level${p.data?.category_level ?? 1}` as 'level1'],
      },
      { colId: 'category_en', headerName: t('nameEn'), field: 'category_en' },
      { colId: 'page_type', headerName: t('pageType'), valueGetter: (p) => t(`type.${p.data?.page_type ?? 'static'}`) },
      { colId: 'category_level', headerName: t('level'), valueGetter: (p) => t(`levels.${p.data?.category_level ?? 1}` as 'levels.1') },
      {
        colId: 'category_status',
        headerName: t('status'),
        valueGetter: (p) => (p.data?.category_status ? t('active') : t('inactive')),
        cellClass: (p) => (p.data?.category_status ? styles.on : styles.off),
      },
    ],
    [t, tUi, canWrite],
  );

  return (
    <>
      <PageHeader title={t('title')}>
        {canWrite && (
          <button type="button" className={ui.primary} onClick={() => setEditing({})}>
            {t('addTitle')}
          </button>
        )}
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
      <AdminGrid<Menu>
        label={t('title')}
        rows={menus.data ? menuTree(all) : undefined}
        columns={columns}
        loading={menus.isLoading}
        empty={t('empty')}
        layout="menus"
        context={context}
        getRowId={(m) => String(m.cid)}
        // The tree's order is the meaning: parents above their children.
        options={{ defaultColDef: { sortable: false } }}
      />
      {del.dialog}
    </>
  );
}
