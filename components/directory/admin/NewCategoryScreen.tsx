'use client';

import { useCallback, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { adminFetch } from '@/components/admin/api';
import { FormField, fieldProps } from '@/components/admin/FormField';
import { PageHeader } from '@/components/admin/PageHeader';
import { TimedMessage } from '@/components/admin/TimedMessage';
import ui from '@/components/admin/ui.module.css';
import type { MainCategory } from '@/lib/directory/categories';
import { CATEGORY_MESSAGES } from '@/lib/directory/validators';
import type { Note } from './fetch';
import { ypAdmin } from './fetch';

/** /admin/yellow/new-category: main category (default 01), Mongolian and English names; the code is given by the server. */
export function NewCategoryScreen({ mains }: { mains: MainCategory[] }) {
  const t = useTranslations('adminYellow.directory');
  const [mainCategory, setMainCategory] = useState('01');
  const [nameMn, setNameMn] = useState('');
  const [nameEn, setNameEn] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [note, setNote] = useState<Note | null>(null);
  const clearNote = useCallback(() => setNote(null), []);
  const errors = { nameMn: nameMn.trim() ? undefined : CATEGORY_MESSAGES.nameMn, nameEn: nameEn.trim() ? undefined : CATEGORY_MESSAGES.nameEn };
  const shown = (error?: string) => (submitted ? error : undefined);

  async function save(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (errors.nameMn || errors.nameEn) return;
    setSaving(true);
    try {
      const { category } = await adminFetch<{ category: { category_code: string } }>(ypAdmin('/insert/category'), { json: { mainCategory, nameMn, nameEn } });
      setNote({ kind: 'success', text: t('newCategory.created', { code: category.category_code }) });
      setNameMn('');
      setNameEn('');
      setSubmitted(false);
    } catch (error) {
      setNote({ kind: 'error', text: `${t('common.failed')} ${(error as Error).message}` });
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <PageHeader title={t('newCategory.title')} />
      <form className={`${ui.form} ${ui.card}`} onSubmit={save} noValidate>
        <FormField id="yp-new-main" label={t('common.mainCategory')} required>
          <select id="yp-new-main" className={ui.select} value={mainCategory} onChange={(e) => setMainCategory(e.target.value)}>
            {mains.map((m) => (
              <option key={m.category_code} value={m.category_code}>
                {m.category_code} {m.name}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="yp-new-mn" label={t('category.nameMn')} error={shown(errors.nameMn)} required>
          <input {...fieldProps('yp-new-mn', shown(errors.nameMn))} className={ui.input} value={nameMn} onChange={(e) => setNameMn(e.target.value)} />
        </FormField>
        <FormField id="yp-new-en" label={t('category.nameEn')} error={shown(errors.nameEn)} required>
          <input {...fieldProps('yp-new-en', shown(errors.nameEn))} className={ui.input} value={nameEn} onChange={(e) => setNameEn(e.target.value)} />
        </FormField>
        <TimedMessage message={note?.text ?? null} kind={note?.kind ?? 'success'} ms={3000} onDone={clearNote} />
        <div className={ui.actions}>
          <button type="submit" className={ui.primary} disabled={saving}>
            {saving ? t('common.saving') : t('newCategory.submit')}
          </button>
        </div>
      </form>
    </>
  );
}
