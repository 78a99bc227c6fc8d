'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { adminFetch } from '@/components/admin/api';
import { FormField, fieldProps } from '@/components/admin/FormField';
import { PageHeader } from '@/components/admin/PageHeader';
import ui from '@/components/admin/ui.module.css';
import { DOCUMENT_MESSAGES, MINING_MESSAGES } from '@/lib/files/form-messages';
import { FileField, isPdf } from '@/components/admin/resource/fields/FileField';
import { PosterList } from './PosterList';
import { posterFields, type MiningItem, type PosterSlot } from './types';

type Errors = { title?: string; posters?: string; pdf?: string };
type Props = { item: MiningItem | null; language: 'mn' | 'en'; onSaved: () => void; onBack: () => void; onFailure: (message: string) => void };

/** Add/edit form of a sustainable-mining file: language, posters in order, file name and PDF. */
export function MiningForm({ item, language: initialLanguage, onSaved, onBack, onFailure }: Props) {
  const t = useTranslations('admin.content2.mining');
  const tUi = useTranslations('admin.ui');
  const [language, setLanguage] = useState<'mn' | 'en'>(item?.language ?? initialLanguage);
  const [title, setTitle] = useState(item?.title ?? '');
  const [slots, setSlots] = useState<PosterSlot[]>(() => (item?.posters ?? []).map((url) => ({ key: url, url })));
  const [pdf, setPdf] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: Errors = {
      title: title.trim() ? undefined : MINING_MESSAGES.title,
      posters: slots.length ? undefined : MINING_MESSAGES.posters,
      pdf: pdf || item ? undefined : MINING_MESSAGES.pdf,
    };
    setErrors(next);
    if (next.title || next.posters || next.pdf) return;
    const form = new FormData();
    if (item) form.append('id', String(item.id));
    form.append('language', language);
    form.append('title', title.trim());
    const { images, imageOrder } = posterFields(slots);
    for (const image of images) form.append('images', image);
    form.append('imageOrder', imageOrder);
    if (pdf) form.append('pdf', pdf);
    setBusy(true);
    try {
      await adminFetch(item ? '/update/sustainable-mining' : '/insert/sustainable-mining', { form });
      onSaved();
    } catch (e) {
      onFailure(e instanceof Error ? e.message : String(e));
      setBusy(false);
    }
  }

  return (
    <>
      <PageHeader title={item ? t('editTitle') : t('addTitle')}>
        <button type="button" className={ui.button} onClick={onBack}>
          {tUi('back')}
        </button>
      </PageHeader>
      <form className={`${ui.card} ${ui.form}`} onSubmit={submit} noValidate>
        <div className={ui.row}>
          <FormField id="mining-language" label={t('language')} required>
            <select id="mining-language" className={ui.select} value={language} onChange={(e) => setLanguage(e.target.value as 'mn' | 'en')}>
              <option value="mn">{t('languages.mn')}</option>
              <option value="en">{t('languages.en')}</option>
            </select>
          </FormField>
          <FormField id="mining-title" label={t('title')} error={errors.title} required>
            <input className={ui.input} {...fieldProps('mining-title', errors.title)} value={title} onChange={(e) => setTitle(e.target.value)} maxLength={500} />
          </FormField>
        </div>
        <PosterList slots={slots} onChange={setSlots} error={errors.posters} onRefused={(message) => setErrors((e) => ({ ...e, posters: message }))} />
        <FileField
          id="mining-pdf"
          label={t('pdf')}
          accept="application/pdf,.pdf"
          check={(file) => (isPdf(file) ? null : DOCUMENT_MESSAGES.pdfOnly)}
          file={pdf}
          onChange={setPdf}
          onRefused={(message) => setErrors((e) => ({ ...e, pdf: message }))}
          currentUrl={item?.pdf}
          error={errors.pdf}
          required
        />
        <div className={ui.actions}>
          <button type="submit" className={ui.primary} disabled={busy}>
            {item ? tUi('save') : tUi('add')}
          </button>
        </div>
      </form>
    </>
  );
}
