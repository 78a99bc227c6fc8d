'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { PageHeader } from '@/components/admin/PageHeader';
import { ResourceForm } from '@/components/admin/resource/ResourceForm';
import { ResourceList } from '@/components/admin/resource/ResourceList';
import { useCan } from '@/components/admin/role';
import { useNotice } from '@/components/admin/TimedMessage';
import ui from '@/components/admin/ui.module.css';
import { menuResource, type MenuRow } from './resource';
import styles from './menus.module.css';

/**
 * /admin/link: every menu as a tree, the add/edit form (closed after a save, so the next menu starts from the
 * header's button), delete with confirmation; active menus drive the public navbar.
 */
export function MenuScreen() {
  const t = useTranslations('admin.menus');
  // The form's menu, 'new' to add one, null when closed.
  const [form, setForm] = useState<MenuRow | 'new' | null>(null);
  const notice = useNotice();
  const router = useRouter();
  const canWrite = useCan('write');
  const menu = form === 'new' ? null : form;

  return (
    <>
      <PageHeader title={t('title')}>
        {canWrite && (
          <button type="button" className={ui.primary} onClick={() => setForm('new')}>
            {t('addTitle')}
          </button>
        )}
      </PageHeader>
      {notice.element}
      {form && (
        <div className={styles.formWrap}>
          <ResourceForm
            key={menu?.cid ?? 'new'}
            resource={menuResource}
            row={menu}
            notice={notice}
            onBack={() => setForm(null)}
            onSaved={() => setForm(null)}
          />
        </div>
      )}
      <ResourceList
        resource={menuResource}
        notice={notice}
        onEdit={canWrite ? (m) => setForm(m) : undefined}
        onDeleted={(m) => menu?.cid === m.cid && setForm(null)}
        extraActions={canWrite ? [{ label: t('editPage'), onClick: (m) => router.push(`/admin/edit-static/${m.cid}`), hiddenFor: (m) => m.page_type === 'news' }] : []}
      />
    </>
  );
}
