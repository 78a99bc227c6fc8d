'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { FieldLabel, fieldProps } from '@/components/admin/FormField';
import widgets from '@/components/admin/widgets.module.css';
import ui from '@/components/admin/ui.module.css';

type Props = {
  id: string;
  label: string;
  /** The input's accept list, e.g. 'application/pdf,.pdf'. */
  accept: string;
  /** A first check in the browser (the server checks the bytes again); a refused file clears the choice. */
  check: (file: File) => string | null;
  file: File | null;
  onChange: (file: File | null) => void;
  onRefused: (message: string) => void;
  /** The file already stored (edit forms), linked while no new file is chosen. */
  currentUrl?: string | null;
  error?: string | null;
  hint?: string;
  required?: boolean;
};

/** A single-file input for PDFs and videos: label, hint, error, the current file and a clear button. */
export function FileField({ id, label, accept, check, file, onChange, onRefused, currentUrl, error, hint, required }: Props) {
  const t = useTranslations('admin.content2.common');
  const input = useRef<HTMLInputElement>(null);

  // A form reset (file back to null) must empty the native input too.
  useEffect(() => {
    if (!file && input.current) input.current.value = '';
  }, [file]);

  return (
    <div className={widgets.field}>
      <FieldLabel id={id} label={label} required={required} />
      <input
        ref={input}
        type="file"
        accept={accept}
        {...fieldProps(id, error, hint)}
        onChange={(e) => {
          const chosen = e.target.files?.[0] ?? null;
          const refusal = chosen ? check(chosen) : null;
          if (refusal) {
            e.target.value = '';
            onChange(null);
            onRefused(refusal);
            return;
          }
          onChange(chosen);
        }}
      />
      {hint && (
        <p id={`${id}-hint`} className={widgets.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={widgets.fieldError}>
          {error}
        </p>
      )}
      {!file && currentUrl && (
        <a href={currentUrl} target="_blank" rel="noopener noreferrer">
          {t('currentFile')}
        </a>
      )}
      {file && (
        <div>
          <button type="button" className={`${ui.button} ${ui.small}`} onClick={() => onChange(null)}>
            {t('clearFile')}
          </button>
        </div>
      )}
    </div>
  );
}

/** PDFs by type or, when the browser does not know the type, by extension. */
export const isPdf = (file: File) => file.type === 'application/pdf' || (!file.type && /\.pdf$/i.test(file.name));
