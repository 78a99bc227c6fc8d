'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './meetings.module.css';

type Props = { open: boolean; title: string; onClose: () => void; closeLabel: string; children: ReactNode; wide?: boolean };

/** A modal on the native <dialog>: focus stays inside, Escape closes, focus returns to the opener. */
export function Modal({ open, title, onClose, closeLabel, children, wide }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${wide ? styles.dialogWide : ''}`}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <div className={styles.dialogHead}>
        <h2 id={titleId} className={styles.dialogTitle}>
          {title}
        </h2>
        <button type="button" className={styles.iconButton} onClick={onClose} aria-label={closeLabel}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {open ? children : null}
    </dialog>
  );
}
