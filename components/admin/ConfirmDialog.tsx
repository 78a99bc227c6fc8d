'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import ui from './ui.module.css';
import styles from './widgets.module.css';

type Props = {
  /** The question, e.g. 'Баннерийг устгах уу?'; the dialog is open while it is set. */
  message: string | null;
  onConfirm: () => void;
  onCancel: () => void;
  confirmLabel?: string;
  busy?: boolean;
};

/** A modal confirmation on the native <dialog>: focus is trapped, Escape cancels, focus returns afterwards. */
export function ConfirmDialog({ message, onConfirm, onCancel, confirmLabel, busy }: Props) {
  const t = useTranslations('admin.ui');
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (message && !dialog.open) dialog.showModal();
    if (!message && dialog.open) dialog.close();
  }, [message]);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby="confirm-dialog-text"
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
    >
      <p id="confirm-dialog-text" className={styles.dialogText}>
        {message}
      </p>
      <div className={styles.dialogActions}>
        <button type="button" className={ui.button} onClick={onCancel} autoFocus>
          {t('cancel')}
        </button>
        <button type="button" className={ui.danger} onClick={onConfirm} disabled={busy}>
          {confirmLabel ?? t('delete')}
        </button>
      </div>
    </dialog>
  );
}
