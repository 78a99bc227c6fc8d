'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { adminFetch, useRefetchAdmin } from '@/components/admin/api';
import { FormField, fieldProps } from '@/components/admin/FormField';
import ui from '@/components/admin/ui.module.css';
import { CATEGORY_MESSAGES } from '@/lib/directory/validators';
import { Modal } from './Modal';
import { ypAdmin } from './fetch';
import type { Note } from './fetch';

export type CategoryRow = { id: number; category_code: string; main_code: string; name: string; nameMn: string; nameEn: string };

/** The rename modal (mounted while open): both names of a category, saved with POST /update/category. */
export function RenameCategory({ category, onClose, onDone }: { category: CategoryRow; onClose: () => void; onDone: (note: Note) => void }) {
  const t = useTranslations('adminYellow.directory');
  const refetch = useRefetchAdmin();
  const [nameMn, setNameMn] = useState(category.nameMn);
  const [nameEn, setNameEn] = useState(category.nameEn);
  const [saving, setSaving] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!nameMn.trim() || !nameEn.trim()) return;
    setSaving(true);
    try {
      await adminFetch(ypAdmin('/update/category'), { json: { id: category.id, nameMn, nameEn } });
      await refetch(ypAdmin('/get/categories'));
      onDone({ kind: 'success', text: t('common.updated') });
    } catch (error) {
      onDone({ kind: 'error', text: `${t('common.failed')} ${(error as Error).message}` });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal title={`${t('category.renameTitle')}: ${category.category_code}`} onClose={onClose}>
      <form className={ui.form} onSubmit={save} noValidate>
        <FormField id="yp-rename-mn" label={t('category.nameMn')} error={nameMn.trim() ? undefined : CATEGORY_MESSAGES.nameMn} required>
          <input {...fieldProps('yp-rename-mn', nameMn.trim() ? undefined : CATEGORY_MESSAGES.nameMn)} className={ui.input} value={nameMn} onChange={(e) => setNameMn(e.target.value)} />
        </FormField>
        <FormField id="yp-rename-en" label={t('category.nameEn')} error={nameEn.trim() ? undefined : CATEGORY_MESSAGES.nameEn} required>
          <input {...fieldProps('yp-rename-en', nameEn.trim() ? undefined : CATEGORY_MESSAGES.nameEn)} className={ui.input} value={nameEn} onChange={(e) => setNameEn(e.target.value)} />
        </FormField>
        <div className={ui.actions}>
          <button type="submit" className={ui.primary} disabled={saving}>
            {saving ? t('common.saving') : t('common.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
