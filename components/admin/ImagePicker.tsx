'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import ui from './ui.module.css';
import styles from './widgets.module.css';
import { FieldLabel, fieldProps } from './FormField';

const ACCEPTED = ['image/jpeg', 'image/png'];

type Props = {
  id: string;
  label: string;
  /** The newly chosen file, if any. */
  file: File | null;
  onChange: (file: File | null) => void;
  /** The image already stored (edit forms); shown while no new file is chosen. */
  currentUrl?: string | null;
  error?: string | null;
  required?: boolean;
  hint?: string;
};

/**
 * A JPEG/PNG picker with a preview and the 730x455 hint. The browser's type is only a first filter:
 * the server checks the bytes again.
 */
export function ImagePicker({ id, label, file, onChange, currentUrl, error, required, hint }: Props) {
  const t = useTranslations('admin.ui');
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [typeError, setTypeError] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      if (input.current) input.current.value = '';
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const shown = preview ?? currentUrl ?? null;
  const message = typeError ?? error ?? null;
  const hintText = hint ?? t('imageHint');

  return (
    <div className={styles.picker}>
      <FieldLabel id={id} label={label} required={required} />
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,.jpg,.jpeg,.png"
        {...fieldProps(id, message, hintText)}
        onChange={(e) => {
          const chosen = e.target.files?.[0] ?? null;
          if (chosen && !ACCEPTED.includes(chosen.type)) {
            setTypeError(t('imageWrongType'));
            e.target.value = '';
            onChange(null);
            return;
          }
          setTypeError(null);
          onChange(chosen);
        }}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {hintText}
      </p>
      {message && (
        <p id={`${id}-error`} className={styles.fieldError}>
          {message}
        </p>
      )}
      {shown && (
        // A blob: preview cannot go through the image optimizer.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={shown} alt={preview ? t('preview') : t('currentImage')} className={styles.preview} width={365} height={228} />
      )}
      {file && (
        <div>
          <button type="button" className={`${ui.button} ${ui.small}`} onClick={() => onChange(null)}>
            {t('removeImage')}
          </button>
        </div>
      )}
    </div>
  );
}
