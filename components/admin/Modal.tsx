'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import ui from './ui.module.css';
import styles from './modal.module.css';

/**
 * A details panel on the native <dialog> (focus trapped, Escape closes, focus returns to the opener) with a
 * title and a 'Хаах' button. Mount it while it should show: `{row && <Modal title=… onClose=…>…</Modal>}`.
 */
export function Modal({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const t = useTranslations('admin.ui');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <div className={styles.head}>
        <h2 id={titleId}>{title}</h2>
        <button type="button" className={ui.button} onClick={onClose}>
          {t('close')}
        </button>
      </div>
      <div className={styles.body}>{children}</div>
    </dialog>
  );
}
