'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { adminFetch } from '@/components/admin/api';
import { FormField, fieldProps } from '@/components/admin/FormField';
import ui from '@/components/admin/ui.module.css';
import { VALIDATION_MN } from '@/lib/directory/validators';
import { LanguageTexts, type Lang } from './LanguageTexts';
import type { Note } from './fetch';
import { useSave } from './useSave';
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
  const errors = {
    phone: phone.trim() ? undefined : VALIDATION_MN.phone,
    mn: texts.mn.name.trim() ? undefined : VALIDATION_MN.nameMn,
    en: texts.en.name.trim() ? undefined : VALIDATION_MN.nameEn,
  };
  const { submit, saving, shown } = useSave(errors, notify, onChanged);

  const save = submit(() =>
    adminFetch(ypAdmin('/update/person'), {
      json: { person: { id: person.person.id, phone_number: phone, approval }, about: (['mn', 'en'] as const).map((lang) => ({ lang, ...texts[lang] })) },
    }),
  );

  const fields = [
    { key: 'name' as const, label: t('edit.name') },
    { key: 'profession' as const, label: t('edit.profession') },
    { key: 'advice_range' as const, label: t('edit.adviceRange'), multiline: true },
  ];
  return (
    <form className={ui.form} onSubmit={save} noValidate>
      <fieldset className={styles.group}>
        <legend>{t('edit.general')}</legend>
        <FormField id="yp-person-phone" label={t('common.phone')} error={shown('phone')} required>
          <input {...fieldProps('yp-person-phone', shown('phone'))} type="tel" className={ui.input} value={phone} onChange={(e) => setPhone(e.target.value)} />
        </FormField>
        <label className={ui.choice}>
          <input type="checkbox" checked={approval} onChange={(e) => setApproval(e.target.checked)} /> {t('edit.approvalLabel')}
        </label>
      </fieldset>
      <div className={styles.columns}>
        {(['mn', 'en'] as const).map((lang) => (
          <LanguageTexts key={lang} lang={lang} fields={fields} value={texts[lang]} onChange={(value) => setTexts({ ...texts, [lang]: value })} nameError={shown(lang)} />
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
