'use client';

import { Controller, useFormContext } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import ui from '../../ui.module.css';
import type { Option, OptionsSource } from '../define';
import { useOptions } from '../useOptions';
import { useInvalid } from './errors';
import { FileField, IMAGE_ACCEPT, isJpegOrPng } from './FileField';
import styles from './picture-choice.module.css';

type Props = {
  name: string;
  id: string;
  label: string;
  uploadLabel: string;
  hint?: string;
  required?: boolean;
  /** Pictures to pick without an upload: value is the URL. */
  choices: Option[];
  /** More pictures to offer, e.g. those uploaded for other rows (repeats left out). */
  choicesFrom?: OptionsSource;
  t: (key: string) => string;
};

/** A picture: one of the given ones (by URL) or a new JPEG/PNG upload; the value is the URL or the File. */
export function PictureChoiceInput({ name, id, label, uploadLabel, hint, required, choices, choicesFrom, t }: Props) {
  const { control, setError } = useFormContext();
  const tUi = useTranslations('admin.ui');
  const invalid = useInvalid(name);
  const all = useOptions(choices, choicesFrom).filter((o, i, list) => o.value && list.findIndex((p) => p.value === o.value) === i);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <fieldset className={ui.fieldset}>
          <legend>
            {label}
            {required && <span aria-hidden="true"> *</span>}
          </legend>
          <div className={styles.pictureChoices}>
            {all.map((choice) => (
              <label key={choice.value} className={styles.pictureChoice}>
                <input type="radio" name={id} checked={field.value === choice.value} onChange={() => field.onChange(choice.value)} {...invalid} />
                {/* eslint-disable-next-line @next/next/no-img-element -- small fixed thumbnails of stored files */}
                <img src={choice.value} alt="" width={72} height={72} />
                <span>{choice.text ?? t(choice.label ?? choice.value)}</span>
              </label>
            ))}
          </div>
          <FileField
            id={id}
            label={uploadLabel}
            accept={IMAGE_ACCEPT}
            check={(file) => (isJpegOrPng(file) ? null : tUi('imageWrongType'))}
            file={field.value instanceof File ? field.value : null}
            onChange={(file) => field.onChange(file ?? undefined)}
            onRefused={(message) => window.setTimeout(() => setError(name, { message }))}
            hint={hint ?? tUi('imageHint')}
            image
          />
        </fieldset>
      )}
    />
  );
}
