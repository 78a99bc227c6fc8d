'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import ui from '@/components/admin/ui.module.css';
import styles from './admin.module.css';

/** A modal panel on the native <dialog> (focus trapped, Escape closes) with a title and a close button. */
export function Overlay({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const t = useTranslations('admin.ui');
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby="overlay-title"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <div className={styles.dialogHead}>
        <h2 id="overlay-title">{title}</h2>
        <button type="button" className={ui.button} onClick={onClose}>
          {t('close')}
        </button>
      </div>
      <div className={styles.dialogBody}>{children}</div>
    </dialog>
  );
}
