'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { adminFetch } from '@/components/admin/api';
import { FormActions } from '@/components/admin/FormActions';
import { FormField, fieldProps } from '@/components/admin/FormField';
import type { useNotice } from '@/components/admin/TimedMessage';
import ui from '@/components/admin/ui.module.css';
import { BilingualTexts, LANGS, type Lang } from '@/components/admin/yellow/LanguageTexts';
import { YP_ADMIN } from '@/components/admin/yellow/directory-rows';
import { failingWith, useCheckedSave } from '@/components/admin/yellow/useCheckedSave';
import styles from '@/components/admin/yellow/yellow.module.css';
import { updatePersonBody } from '@/lib/directory/api-schemas';
import type { AdminPerson } from '@/lib/directory/queries-admin';

type Texts = { name: string; profession: string; advice_range: string };

const textsOf = (person: AdminPerson, lang: Lang): Texts => {
  const about = person.about.find((a) => a.lang === lang);
  return { name: about?.name ?? '', profession: about?.profession ?? '', advice_range: about?.advice_range ?? '' };
};

type Props = { person: AdminPerson; onChanged: () => Promise<unknown>; notice: ReturnType<typeof useNotice>; canWrite: boolean };

/** Edits one consultant: phone, approval (publishing) and the texts per language; checked with the API's schema, saved with POST /update/person. */
export function PersonEditForm({ person, onChanged, notice, canWrite }: Props) {
  const t = useTranslations('adminYellow.directory');
  const [phone, setPhone] = useState(person.person.phone_number);
  const [approval, setApproval] = useState(person.person.approval);
  const [texts, setTexts] = useState({ mn: textsOf(person, 'mn'), en: textsOf(person, 'en') });
  const body = { person: { id: person.person.id, phone_number: phone, approval }, about: LANGS.map((lang) => ({ lang, ...texts[lang] })) };
  const save = useCheckedSave(updatePersonBody, body, notice, onChanged);
  const phoneError = save.errorAt('person.phone_number');

  const fields = [
    { key: 'name' as const, label: t('edit.name') },
    { key: 'profession' as const, label: t('edit.profession') },
    { key: 'advice_range' as const, label: t('edit.adviceRange'), multiline: true },
  ];
  return (
    <form className={ui.form} noValidate onSubmit={save.submit(() => adminFetch(`${YP_ADMIN}/update/person`, { json: body }).catch(failingWith(t('edit.saveFailed'))))}>
      <fieldset disabled={!canWrite} className={styles.frame}>
        <fieldset className={styles.group}>
          <legend>{t('edit.general')}</legend>
          <FormField id="yp-person-phone" label={t('common.phone')} error={phoneError} required>
            <input {...fieldProps('yp-person-phone', phoneError)} type="tel" className={ui.input} value={phone} onChange={(e) => setPhone(e.target.value)} />
          </FormField>
          <label className={ui.choice}>
            <input type="checkbox" checked={approval} onChange={(e) => setApproval(e.target.checked)} /> {t('edit.approvalLabel')}
          </label>
        </fieldset>
        <BilingualTexts fields={fields} texts={texts} onChange={setTexts} nameError={(i) => save.errorAt(`about.${i}.name`)} />
      </fieldset>
      {canWrite && <FormActions error={save.error} busy={save.busy} editing />}
    </form>
  );
}
