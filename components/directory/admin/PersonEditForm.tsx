'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { adminFetch } from '@/components/admin/api';
import { FormField, fieldProps } from '@/components/admin/FormField';
import ui from '@/components/admin/ui.module.css';
import { VALIDATION_MN } from '@/lib/directory/validators';
import { LanguageTexts, type Lang } from './LanguageTexts';
import type { Note } from './fetch';
import { ypAdmin, type AdminPerson } from './fetch';
import styles from './admin.module.css';

type Texts = { name: string; profession: string; advice_range: string };

const textsOf = (person: AdminPerson, lang: Lang): Texts => {
  const about = person.about.find((a) => a.lang === lang);
  return { name: about?.name ?? '', profession: about?.profession ?? '', advice_range: about?.advice_range ?? '' };
};

type Props = { person: AdminPerson; onChanged: () => Promise<unknown>; notify: (note: Note) => void };

/** Edits one consultant: phone, approval (publishing) and the texts per language; saved with POST /update/person. */
export function PersonEditForm({ person, onChanged, notify }: Props) {
  const t = useTranslations('adminYellow.directory');
  const [phone, setPhone] = useState(person.person.phone_number);
  const [approval, setApproval] = useState(person.person.approval);
  const [texts, setTexts] = useState({ mn: textsOf(person, 'mn'), en: textsOf(person, 'en') });
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const errors = {
    phone: phone.trim() ? undefined : VALIDATION_MN.phone,
    mn: texts.mn.name.trim() ? undefined : VALIDATION_MN.nameMn,
    en: texts.en.name.trim() ? undefined : VALIDATION_MN.nameEn,
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.values(errors).some(Boolean)) return;
    setSaving(true);
    try {
      await adminFetch(ypAdmin('/update/person'), {
        json: { person: { id: person.person.id, phone_number: phone, approval }, about: (['mn', 'en'] as const).map((lang) => ({ lang, ...texts[lang] })) },
      });
      notify({ kind: 'success', text: t('common.updated') });
      await onChanged();
    } catch (error) {
      notify({ kind: 'error', text: `${t('edit.saveFailed')} ${(error as Error).message}` });
    } finally {
      setSaving(false);
    }
  }

  const fields = [
    { key: 'name' as const, label: t('edit.name') },
    { key: 'profession' as const, label: t('edit.profession') },
    { key: 'advice_range' as const, label: t('edit.adviceRange'), multiline: true },
  ];
  return (
    <form className={ui.form} onSubmit={save} noValidate>
      <fieldset className={styles.group}>
        <legend>{t('edit.general')}</legend>
        <FormField id="yp-person-phone" label={t('common.phone')} error={submitted ? errors.phone : undefined} required>
          <input {...fieldProps('yp-person-phone', submitted ? errors.phone : undefined)} type="tel" className={ui.input} value={phone} onChange={(e) => setPhone(e.target.value)} />
        </FormField>
        <label className={ui.choice}>
          <input type="checkbox" checked={approval} onChange={(e) => setApproval(e.target.checked)} /> {t('edit.approvalLabel')}
        </label>
      </fieldset>
      <div className={styles.columns}>
        {(['mn', 'en'] as const).map((lang) => (
          <LanguageTexts key={lang} lang={lang} fields={fields} value={texts[lang]} onChange={(value) => setTexts({ ...texts, [lang]: value })} nameError={submitted ? errors[lang] : undefined} />
        ))}
      </div>
      <div className={ui.actions}>
        <button type="submit" className={ui.primary} disabled={saving}>
          {saving ? t('common.saving') : t('common.save')}
        </button>
      </div>
    </form>
  );
}
