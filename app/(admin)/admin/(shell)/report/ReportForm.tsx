'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { adminFetch } from '@/components/admin/api';
import { FormField, fieldProps } from '@/components/admin/FormField';
import { ImagePicker } from '@/components/admin/ImagePicker';
import ui from '@/components/admin/ui.module.css';
import { DOCUMENT_MESSAGES } from '@/lib/files/form-messages';
import { REPORT_MESSAGES } from '@/lib/reports/form-messages';
import { FileField, isPdf } from '../document/FileField';
import type { Report } from './types';

type Errors = { title?: string; image?: string; pdf?: string };
type Props = { report: Report | null; onSaved: () => void; onFailure: (message: string) => void; onCancel?: () => void };

/** The report form (title, English title, cover image, PDF), used by /admin/add-report and the edit in place on /admin/report. */
export function ReportForm({ report, onSaved, onFailure, onCancel }: Props) {
  const t = useTranslations('admin.content2.report');
  const tUi = useTranslations('admin.ui');
  const [title, setTitle] = useState(report?.title ?? '');
  const [titleEn, setTitleEn] = useState(report?.title_en ?? '');
  const [image, setImage] = useState<File | null>(null);
  const [pdf, setPdf] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  function reset() {
    setTitle('');
    setTitleEn('');
    setImage(null);
    setPdf(null);
    setErrors({});
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: Errors = {
      title: title.trim() ? undefined : REPORT_MESSAGES.title,
      image: image || report ? undefined : REPORT_MESSAGES.image,
      pdf: pdf || report ? undefined : REPORT_MESSAGES.pdf,
    };
    setErrors(next);
    if (next.title || next.image || next.pdf) return;
    const form = new FormData();
    if (report) form.append('id', String(report.id));
    form.append('title', title.trim());
    form.append('title_en', titleEn.trim());
    if (image) form.append('image', image);
    if (pdf) form.append('pdf', pdf);
    setBusy(true);
    try {
      await adminFetch(report ? '/update/report' : '/insert/report', { form });
      if (!report) reset();
      onSaved();
    } catch (e) {
      onFailure(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={`${ui.card} ${ui.form}`} onSubmit={submit} noValidate aria-label={report ? t('editTitle') : t('addTitle')}>
      <div className={ui.row}>
        <FormField id="report-title" label={t('title')} error={errors.title} required>
          <input className={ui.input} {...fieldProps('report-title', errors.title)} value={title} onChange={(e) => setTitle(e.target.value)} maxLength={500} />
        </FormField>
        <FormField id="report-title-en" label={t('titleEn')}>
          <input className={ui.input} id="report-title-en" value={titleEn} onChange={(e) => setTitleEn(e.target.value)} maxLength={500} lang="en" />
        </FormField>
      </div>
      <ImagePicker id="report-image" label={t('image')} file={image} onChange={setImage} currentUrl={report?.image} error={errors.image} hint={t('imageHint')} required />
      <FileField
        id="report-pdf"
        label={t('pdf')}
        accept="application/pdf,.pdf"
        check={(file) => (isPdf(file) ? null : DOCUMENT_MESSAGES.pdfOnly)}
        file={pdf}
        onChange={setPdf}
        onRefused={(message) => setErrors((e) => ({ ...e, pdf: message }))}
        currentUrl={report?.pdf}
        error={errors.pdf}
        required
      />
      <div className={ui.actions}>
        {onCancel && (
          <button type="button" className={ui.button} onClick={onCancel}>
            {tUi('cancel')}
          </button>
        )}
        <button type="submit" className={ui.primary} disabled={busy}>
          {report ? tUi('save') : tUi('add')}
        </button>
      </div>
    </form>
  );
}
