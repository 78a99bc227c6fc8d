'use client';

import { Controller, useFormContext } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { FileField, IMAGE_ACCEPT, isJpegOrPng, isPdf } from './FileField';

type Props = {
  name: string;
  label: string;
  id: string;
  kind: 'image' | 'pdf' | 'video';
  /** The stored file's URL while editing. */
  currentUrl?: string | null;
  hint?: string;
  required?: boolean;
  /** Largest accepted size in bytes (videos: 300 MB). */
  maxBytes?: number;
};

const isMp4 = (file: File) => file.type === 'video/mp4' || (!file.type && /\.mp4$/i.test(file.name));

/**
 * A file bound to the form: a JPEG/PNG with preview and the 730×455 hint, a PDF, or an MP4. The browser's type is
 * a first filter only; the server checks the bytes again. No file chosen is `undefined` (the schema's "required").
 */
export function FileInput({ name, label, id, kind, currentUrl, hint, required, maxBytes }: Props) {
  const t = useTranslations('admin.ui');
  // The message shows in the form's alert (see useInvalid); refused types land there too.
  const { control, setError } = useFormContext();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const file = field.value instanceof File ? field.value : null;
        const set = (chosen: File | null) => field.onChange(chosen ?? undefined);
        const check = (chosen: File) => {
          if (kind === 'image') return isJpegOrPng(chosen) ? null : t('imageWrongType');
          if (kind === 'pdf') return isPdf(chosen) ? null : t('pdfOnly');
          if (!isMp4(chosen)) return t('mp4Only');
          return maxBytes && chosen.size > maxBytes ? t('tooLarge') : null;
        };
        return (
          <FileField
            id={id}
            label={label}
            accept={kind === 'image' ? IMAGE_ACCEPT : kind === 'pdf' ? 'application/pdf,.pdf' : 'video/mp4,.mp4'}
            check={check}
            file={file}
            onChange={set}
            // After the re-check that clearing the choice starts, or its 'required' would replace this message.
            onRefused={(message) => window.setTimeout(() => setError(name, { message }))}
            currentUrl={currentUrl}
            hint={kind === 'image' ? (hint ?? t('imageHint')) : hint}
            required={required}
            image={kind === 'image'}
          />
        );
      }}
    />
  );
}
