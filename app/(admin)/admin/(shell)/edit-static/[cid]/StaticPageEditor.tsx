'use client';

import { useState, type FormEvent } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { adminFetch, useAdminQuery, useRefetchAdmin } from '@/components/admin/api';
import { PageHeader } from '@/components/admin/PageHeader';
import { Spinner } from '@/components/admin/Spinner';
import { useNotice } from '@/components/admin/TimedMessage';
import { useCan } from '@/components/admin/role';
import { RichTextEditor } from '@/components/admin/editor';
import ui from '@/components/admin/ui.module.css';

type StaticPage = { id: number; category_cid: number; text: string; text_en: string };
type Answer = { static: StaticPage | null; category: { cid: number; category: string; category_en: string } };

/** /admin/edit-static/{cid}: the page's Mongolian and English text; insert when none is saved yet, update otherwise. */
export function StaticPageEditor({ cid }: { cid: number }) {
  const t = useTranslations('admin.static');
  const tUi = useTranslations('admin.ui');
  // A read-only account reads the page; only editors get the save button (the API refuses the others too).
  const canWrite = useCan('write');
  const path = `/get/static-data?pid=${cid}`;
  const page = useAdminQuery<Answer>(path);
  const refetch = useRefetchAdmin();
  const [text, setText] = useState<string | null>(null);
  const [textEn, setTextEn] = useState<string | null>(null);
  const notice = useNotice();
  const [busy, setBusy] = useState(false);

  if (page.error) return <p role="alert" className={ui.error}>{page.error.message}</p>;
  if (!page.data) return <Spinner />;
  const saved = page.data.static;

  async function save(event: FormEvent) {
    event.preventDefault();
    const body = { category_cid: cid, text: text ?? saved?.text ?? '', text_en: textEn ?? saved?.text_en ?? '' };
    setBusy(true);
    try {
      await adminFetch(saved ? '/update/static-data' : '/insert/static-data', { json: saved ? { ...body, id: saved.id } : body });
      await refetch(path);
      notice.success(t('saved'));
    } catch (e) {
      notice.error(e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <PageHeader title={t('title', { name: page.data.category.category })}>
        <Link className={ui.button} href="/admin/link">
          {tUi('back')}
        </Link>
        <a className={ui.button} href={`/mm/page/${cid}`} target="_blank" rel="noreferrer">
          {t('view')}
        </a>
      </PageHeader>
      {notice.element}
      <form className={`${ui.card} ${ui.form}`} onSubmit={save} noValidate>
        <RichTextEditor key={`mn-${saved?.id ?? 'new'}`} id="static-text" label={t('text')} value={saved?.text ?? ''} onChange={setText} uploadPath="/upload/static-image" />
        <RichTextEditor key={`en-${saved?.id ?? 'new'}`} id="static-text-en" label={t('textEn')} value={saved?.text_en ?? ''} onChange={setTextEn} uploadPath="/upload/static-image" />
        {canWrite && (
          <div className={ui.actions}>
            <button type="submit" className={ui.primary} disabled={busy}>
              {saved ? tUi('save') : tUi('add')}
            </button>
          </div>
        )}
      </form>
    </>
  );
}
