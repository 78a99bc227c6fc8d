'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { FormField, fieldProps } from '@/components/ui/forms/FormField';
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
  /** The file already stored (edit forms), shown (an image) or linked while no new file is chosen. */
  currentUrl?: string | null;
  hint?: string;
  required?: boolean;
  /** A picture: the chosen or stored one is shown (730×455 box) instead of linked. */
  image?: boolean;
};

/** The one single-file input (images, PDFs, videos, sheets): label, hint, the current file or preview and a clear button. */
export function FileField({ id, label, accept, check, file, onChange, onRefused, currentUrl, hint, required, image }: Props) {
  const t = useTranslations('admin.content2.common');
  const tUi = useTranslations('admin.ui');
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    // A form reset (file back to null) must empty the native input too.
    if (!file && input.current) input.current.value = '';
    if (!image || !file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file, image]);

  const shown = preview ?? (image && currentUrl) ?? null;
  const after = (
    <>
      {shown && (
        // A blob: preview cannot go through the image optimizer.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={shown} alt={preview ? tUi('preview') : tUi('currentImage')} className={widgets.preview} width={365} height={228} />
      )}
      {!file && !image && currentUrl && (
        <a href={currentUrl} target="_blank" rel="noopener noreferrer">
          {t('currentFile')}
        </a>
      )}
      {file && (
        <div>
          <button type="button" className={`${ui.button} ${ui.small}`} onClick={() => onChange(null)}>
            {image ? tUi('removeImage') : t('clearFile')}
          </button>
        </div>
      )}
    </>
  );
  return (
    <FormField id={id} label={label} hint={hint} required={required} after={after}>
      <input
        ref={input}
        type="file"
        accept={accept}
        {...fieldProps(id, null, hint)}
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
    </FormField>
  );
}

export const IMAGE_ACCEPT = 'image/jpeg,image/png,.jpg,.jpeg,.png';

/** A first check of a chosen file against an accept list: the browser's type or, when it does not know it, the extension. */
export function accepts(accept: string, file: File): boolean {
  const kinds = accept.split(',');
  return file.type ? kinds.includes(file.type) : kinds.some((kind) => kind.startsWith('.') && file.name.toLowerCase().endsWith(kind));
}
