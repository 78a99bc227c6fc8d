'use client';

import { Controller, useFormContext } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import ui from '../../ui.module.css';
import { wordOf, type Option, type OptionsSource, type Translate } from '../define';
import { useOptions } from '../useOptions';
import { useInvalid } from './errors';
import type { InputProps } from './FieldInput';
import { accepts, FileField, IMAGE_ACCEPT } from './FileField';
import styles from './picture-choice.module.css';

/** Each kind's accept list, checked first in the browser (the server checks the bytes again), and its refusal. */
const KINDS = {
  image: { accept: IMAGE_ACCEPT, refusal: 'imageWrongType' },
  pdf: { accept: 'application/pdf,.pdf', refusal: 'pdfOnly' },
  video: { accept: 'video/mp4,.mp4', refusal: 'mp4Only' },
} as const;

/**
 * FileField's props for a form value of a kind: a chosen File, or anything else (undefined: the schema's
 * "required"; a picture's URL) meaning no new file. A refused file's message shows in the form's alert (useInvalid).
 */
function useBound(name: string, kind: keyof typeof KINDS, hint: string | undefined, maxBytes?: number) {
  const t = useTranslations('admin.ui');
  const { setError } = useFormContext();
  const { accept, refusal } = KINDS[kind];
  return ({ value, onChange }: { value: unknown; onChange: (value: unknown) => void }) => ({
    accept,
    hint: kind === 'image' ? (hint ?? t('imageHint')) : hint,
    check: (file: File) => (!accepts(accept, file) ? t(refusal) : maxBytes && file.size > maxBytes ? t('tooLarge') : null),
    file: value instanceof File ? value : null,
    onChange: (file: File | null) => onChange(file ?? undefined),
    // After the re-check that clearing the choice starts, or its 'required' would replace this message.
    onRefused: (message: string) => window.setTimeout(() => setError(name, { message })),
    image: kind === 'image',
  });
}

/** A JPEG/PNG with preview and the 730×455 hint, a PDF, or an MP4 (up to `maxBytes`), bound to the form. */
export function FileInput({ name, kind, maxBytes, ...props }: InputProps & { kind: keyof typeof KINDS; currentUrl: string | null; maxBytes?: number }) {
  const bound = useBound(name, kind, props.hint, maxBytes);
  return <Controller name={name} render={({ field }) => <FileField {...props} {...bound(field)} />} />;
}

type PictureProps = InputProps & {
  uploadLabel: string;
  /** Pictures to pick without an upload: value is the URL. */
  choices: Option[];
  /** More pictures to offer, e.g. those uploaded for other rows (repeats left out). */
  choicesFrom?: OptionsSource;
  t: Translate;
};

/** A picture: one of the given ones (by URL) or a new JPEG/PNG upload; the value is the URL or the File. */
export function PictureChoiceInput({ name, id, label, hint, required, uploadLabel, choices, choicesFrom, t }: PictureProps) {
  const invalid = useInvalid(name);
  const bound = useBound(name, 'image', hint);
  const all = useOptions(choices, choicesFrom).filter((o, i, list) => o.value && list.findIndex((p) => p.value === o.value) === i);
  return (
    <Controller
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
                <span>{wordOf(choice, t)}</span>
              </label>
            ))}
          </div>
          <FileField id={id} label={uploadLabel} {...bound(field)} />
        </fieldset>
      )}
    />
  );
}
