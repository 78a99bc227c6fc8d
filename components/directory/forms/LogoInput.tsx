'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { FormField, fieldProps } from '@/components/ui/forms/FormField';
import styles from './forms.module.css';

type Props = { id: string; file: File | null; onChange: (file: File | null) => void; onBlur: () => void; error?: string };

/** The logo picker (JPEG/PNG) with a preview of the chosen image. */
export function LogoInput({ id, file, onChange, onBlur, error }: Props) {
  const t = useTranslations('yp.form');
  const [preview, setPreview] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!file) {
      // The form was reset: the picker forgets its file too.
      if (input.current) input.current.value = '';
      return setPreview(null);
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return (
    <FormField id={id} label={t('logo')} error={error} hint={t('logoHint')} required>
      <input
        {...fieldProps(id, error, t('logoHint'))}
        type="file"
        accept="image/jpeg,image/png"
        className={styles.input}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        onBlur={onBlur}
        ref={input}
      />
      {preview && (
        // A local object URL of the chosen file: next/image cannot optimise it.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={preview} alt="" className={styles.preview} />
      )}
    </FormField>
  );
}
