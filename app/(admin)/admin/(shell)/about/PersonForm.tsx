'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { adminFetch } from '@/components/admin/api';
import { FormField, fieldProps } from '@/components/admin/FormField';
import { ImagePicker } from '@/components/admin/ImagePicker';
import { PageHeader } from '@/components/admin/PageHeader';
import ui from '@/components/admin/ui.module.css';
import type { AboutCategory } from '@/lib/about/form-messages';
import { AuditorPicture, type PictureValue } from './AuditorPicture';
import { firstPersonError, PERSON_FIELDS } from './person-fields';
import type { Person, PersonField } from './types';

type Props = {
  category: AboutCategory;
  /** The person being edited; none means a new one. */
  person: Person | null;
  heading: string;
  /** Pictures already uploaded for auditors, offered again on the auditor form. */
  uploadedPictures?: string[];
  onSaved: () => void;
  onBack: () => void;
};

const emptyValues = (person: Person | null): Record<PersonField, string> => ({
  name: person?.name ?? '',
  name_en: person?.name_en ?? '',
  years_of_work: person?.years_of_work ?? '',
  position: person?.position ?? '',
  position_en: person?.position_en ?? '',
  company: person?.company ?? '',
  company_en: person?.company_en ?? '',
  email: person?.email ?? '',
});

/** The add/edit form of one About Us section or of an auditor: its own fields, checks and messages. */
export function PersonForm({ category, person, heading, uploadedPictures = [], onSaved, onBack }: Props) {
  const t = useTranslations('admin.content2.about');
  const tUi = useTranslations('admin.ui');
  const [values, setValues] = useState(() => emptyValues(person));
  // Auditors choose a picture (default, earlier upload or new file); the other sections upload one.
  const [picture, setPicture] = useState<PictureValue>(category === 'Auditor' && person ? person.profile : null);
  const [errors, setErrors] = useState<Partial<Record<PersonField | 'image', string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fields = PERSON_FIELDS[category];

  async function submit(event: FormEvent) {
    event.preventDefault();
    const error = firstPersonError(category, values, Boolean(picture) || Boolean(person?.profile));
    setErrors(error ? { [error.field]: error.message } : {});
    setFailure(null);
    if (error) return;
    const form = new FormData();
    if (person) form.append('id', String(person.id));
    form.append('about_category', category);
    for (const { field } of fields) form.append(field, values[field].trim());
    if (picture && picture !== person?.profile) form.append('image', picture);
    setBusy(true);
    try {
      await adminFetch(person ? '/update/about-us' : '/insert/about-us', { form });
      onSaved();
    } catch (e) {
      setFailure(t('saveError', { error: e instanceof Error ? e.message : String(e) }));
      setBusy(false);
    }
  }

  return (
    <>
      <PageHeader title={heading}>
        <button type="button" className={ui.button} onClick={onBack}>
          {tUi('back')}
        </button>
      </PageHeader>
      <form className={`${ui.card} ${ui.form}`} onSubmit={submit} noValidate>
        <div className={ui.row}>
          {fields.map(({ field, type, message, marked }) => (
            <FormField key={field} id={`person-${field}`} label={t(`fields.${field}`)} error={errors[field]} required={Boolean(message || marked)}>
              <input
                type={type ?? 'text'}
                className={ui.input}
                {...fieldProps(`person-${field}`, errors[field])}
                value={values[field]}
                onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
                maxLength={field === 'years_of_work' ? 100 : 200}
              />
            </FormField>
          ))}
        </div>
        {category === 'Auditor' ? (
          <AuditorPicture value={picture} onChange={setPicture} uploaded={uploadedPictures} error={errors.image} />
        ) : (
          <ImagePicker
            id="person-image"
            label={t('fields.image')}
            file={picture instanceof File ? picture : null}
            onChange={setPicture}
            currentUrl={person?.profile}
            error={errors.image}
            hint={t('imageHint')}
            required
          />
        )}
        {failure && (
          <p role="alert" className={ui.error}>
            {failure}
          </p>
        )}
        <div className={ui.actions}>
          <button type="submit" className={ui.primary} disabled={busy}>
            {person ? tUi('save') : tUi('add')}
          </button>
        </div>
      </form>
    </>
  );
}
