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
import { openPreview } from '@/components/admin/usePublishingActions';
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '@/lib/publishing/states';
import ui from '@/components/admin/ui.module.css';

type Seo = { meta_title: string; meta_title_en: string; meta_description: string; meta_description_en: string };
type StaticPage = Seo & { id: number; category_cid: number; text: string; text_en: string; status: boolean };

/** The search-engine texts (issue 24.8): empty, the menu's name and the page's standard description stand in. */
const SEO_FIELDS = [
  { name: 'meta_title', label: 'metaTitle', max: SEO_TITLE_MAX },
  { name: 'meta_title_en', label: 'metaTitleEn', max: SEO_TITLE_MAX },
  { name: 'meta_description', label: 'metaDescription', max: SEO_DESCRIPTION_MAX },
  { name: 'meta_description_en', label: 'metaDescriptionEn', max: SEO_DESCRIPTION_MAX },
] as const;
const NO_SEO: Seo = { meta_title: '', meta_title_en: '', meta_description: '', meta_description_en: '' };
type Answer = { static: StaticPage | null; category: { cid: number; category: string; category_en: string } };

/**
 * /admin/edit-static/{cid}: the page's Mongolian and English text, draft or published, its search-engine texts;
 * insert when none is saved yet, update otherwise (each save is a version). Preview opens both languages in draft mode.
 */
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
  const [status, setStatus] = useState<boolean | null>(null);
  const [seo, setSeo] = useState<Partial<Seo>>({});
  const notice = useNotice();
  const [busy, setBusy] = useState(false);

  if (page.error) return <p role="alert" className={ui.error}>{page.error.message}</p>;
  if (!page.data) return <Spinner />;
  const saved = page.data.static;

  async function save(event: FormEvent) {
    event.preventDefault();
    const body = {
      category_cid: cid,
      text: text ?? saved?.text ?? '',
      text_en: textEn ?? saved?.text_en ?? '',
      status: status ?? saved?.status ?? true,
      ...Object.fromEntries(SEO_FIELDS.map(({ name }) => [name, seo[name] ?? saved?.[name] ?? NO_SEO[name]])),
    };
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
        {canWrite && (
          <>
            <button type="button" className={ui.button} onClick={() => openPreview(`/mm/page/${cid}`, 'mn')}>
              {t('previewMn')}
            </button>
            <button type="button" className={ui.button} onClick={() => openPreview(`/mm/page/${cid}`, 'en')}>
              {t('previewEn')}
            </button>
          </>
        )}
        {saved && (
          <Link className={ui.button} href={`/admin/edit-static/versions/${saved.id}`}>
            {t('versionsAction')}
          </Link>
        )}
      </PageHeader>
      {notice.element}
      <form className={`${ui.card} ${ui.form}`} onSubmit={save} noValidate>
        <RichTextEditor key={`mn-${saved?.id ?? 'new'}`} id="static-text" label={t('text')} value={saved?.text ?? ''} onChange={setText} uploadPath="/upload/static-image" />
        <RichTextEditor key={`en-${saved?.id ?? 'new'}`} id="static-text-en" label={t('textEn')} value={saved?.text_en ?? ''} onChange={setTextEn} uploadPath="/upload/static-image" />
        <fieldset className={ui.fieldset}>
          <legend>{t('status')}</legend>
          {([true, false] as const).map((value) => (
            <label key={String(value)} className={ui.choice}>
              <input type="radio" name="status" checked={(status ?? saved?.status ?? true) === value} onChange={() => setStatus(value)} />{' '}
              {t(value ? 'statusOptions.published' : 'statusOptions.draft')}
            </label>
          ))}
        </fieldset>
        {(status ?? saved?.status ?? true) === false && <p className={ui.muted}>{t('draftNote')}</p>}
        {SEO_FIELDS.map(({ name, label, max }) => (
          <label key={name} className={ui.row}>
            {t(label)}
            <input
              className={ui.input}
              name={name}
              maxLength={max}
              value={seo[name] ?? saved?.[name] ?? ''}
              onChange={(e) => setSeo((current) => ({ ...current, [name]: e.target.value }))}
            />
            <small className={ui.muted}>{t(name.startsWith('meta_title') ? 'metaTitleHint' : 'metaDescriptionHint')}</small>
          </label>
        ))}
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
