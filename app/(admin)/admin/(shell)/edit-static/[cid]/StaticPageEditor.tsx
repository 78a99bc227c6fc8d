'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useAdminQuery, useRefetchAdmin } from '@/components/admin/api';
import { PageHeader } from '@/components/admin/PageHeader';
import { QueryStatus } from '@/components/admin/QueryStatus';
import { ResourceForm } from '@/components/admin/resource/ResourceForm';
import { useNotice } from '@/components/admin/TimedMessage';
import { useCan } from '@/components/admin/role';
import { openPreview } from '@/components/admin/usePublishingActions';
import ui from '@/components/admin/ui.module.css';
import { staticPageResource, type StaticPage } from './resource';

type Answer = { static: StaticPage | null; category: { cid: number; category: string; category_en: string } };

/**
 * /admin/edit-static/{cid}: the page's Mongolian and English text, draft or published, its search-engine texts;
 * insert when none is saved yet, update otherwise (each save is a version). Preview opens both languages in draft mode.
 */
export function StaticPageEditor({ cid }: { cid: number }) {
  const t = useTranslations('admin.static');
  const tUi = useTranslations('admin.ui');
  // A read-only account reads the page; only editors may save (the API refuses the others too).
  const canWrite = useCan('write');
  const path = `/get/static-data?pid=${cid}`;
  const page = useAdminQuery<Answer>(path);
  const refetch = useRefetchAdmin();
  const notice = useNotice();
  if (!page.data) return <QueryStatus query={page} />;
  const saved = page.data.static;

  return (
    <>
      <PageHeader title={t('title', { name: page.data.category.category })}>
        <Link className={ui.button} href="/admin/link">
          {tUi('back')}
        </Link>
        <a className={ui.button} href={`/mm/page/${cid}`} target="_blank" rel="noreferrer">
          {t('view')}
        </a>
        {canWrite &&
          (['mn', 'en'] as const).map((lang) => (
            <button key={lang} type="button" className={ui.button} onClick={() => openPreview(`/mm/page/${cid}`, lang)}>
              {t(lang === 'mn' ? 'previewMn' : 'previewEn')}
            </button>
          ))}
        {saved && (
          <Link className={ui.button} href={`/admin/edit-static/versions/${saved.id}`}>
            {t('versionsAction')}
          </Link>
        )}
      </PageHeader>
      {notice.element}
      {/* After the first save the stored page (and its id) is edited from then on. */}
      <ResourceForm
        key={saved?.id ?? 'new'}
        resource={staticPageResource}
        row={saved}
        defaults={{ category_cid: cid }}
        notice={notice}
        readOnly={!canWrite}
        onSaved={() => refetch(path)}
      />
    </>
  );
}
