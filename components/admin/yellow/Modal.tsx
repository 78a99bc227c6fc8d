'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import ui from '@/components/admin/ui.module.css';
import styles from './yellow.module.css';

type Props = { title: string | null; onClose: () => void; children: ReactNode; wide?: boolean };

/** A modal on the native <dialog> (focus trapped, Escape closes); open while `title` is set. */
export function Modal({ title, onClose, children, wide }: Props) {
  const t = useTranslations('adminYellow.directory.common');
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (title && !dialog.open) dialog.showModal();
    if (!title && dialog.open) dialog.close();
  }, [title]);
  return (
    <dialog
      ref={ref}
      className={`${styles.modal} ${wide ? styles.wide : ''}`}
      aria-labelledby="yp-modal-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {title && (
        <>
          <div className={styles.modalHead}>
            <h2 id="yp-modal-title">{title}</h2>
            <button type="button" className={ui.button} onClick={onClose}>
              {t('close')}
            </button>
          </div>
          {children}
        </>
      )}
    </dialog>
  );
}
