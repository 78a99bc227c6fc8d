'use client';

import { useTranslations } from 'next-intl';
import { ImagePicker } from '@/components/admin/ImagePicker';
import ui from '@/components/admin/ui.module.css';
import { DEFAULT_PICTURES } from '@/lib/about/default-pictures';
import styles from './about.module.css';

/** A picture that is either a new upload or the URL of a default or previously uploaded one. */
export type PictureValue = File | string | null;

type Props = { value: PictureValue; onChange: (value: PictureValue) => void; uploaded: string[]; error?: string };

/** The auditor's picture: one of the two default pictures, a picture uploaded before, or a new JPEG/PNG upload. */
export function AuditorPicture({ value, onChange, uploaded, error }: Props) {
  const t = useTranslations('admin.content2.auditor');
  const choices = [...DEFAULT_PICTURES.map((p) => ({ url: p.url, label: p.label })), ...uploaded.map((url, i) => ({ url, label: t('uploadedPicture', { n: i + 1 }) }))];
  return (
    <fieldset className={ui.fieldset} aria-describedby={error ? 'auditor-picture-error' : undefined}>
      <legend>
        {t('picture')}{' '}
        <span aria-hidden="true" style={{ color: 'var(--color-danger)' }}>
          *
        </span>
      </legend>
      <div className={styles.pictureChoices}>
        {choices.map((choice) => (
          <label key={choice.url} className={styles.pictureChoice}>
            <input type="radio" name="auditor-picture" checked={value === choice.url} onChange={() => onChange(choice.url)} />
            {/* eslint-disable-next-line @next/next/no-img-element -- small fixed thumbnails of local files */}
            <img src={choice.url} alt="" width={72} height={72} />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
      <ImagePicker
        id="auditor-upload"
        label={t('upload')}
        file={value instanceof File ? value : null}
        onChange={(file) => onChange(file)}
        hint={t('uploadHint')}
      />
      {error && (
        <p id="auditor-picture-error" className={ui.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
