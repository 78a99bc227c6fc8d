'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './modal.module.css';

type DialogProps = {
  /** Shown while true; the content is mounted only then. */
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  labelledBy?: string;
  size?: 'small' | 'medium' | 'wide';
};

/**
 * The product's one modal, on the native <dialog>: focus is trapped, Escape calls onClose, focus returns to the
 * opener, and opening focuses the child marked data-autofocus. The confirmation, the success notice and every titled
 * panel (admin and participant sites) build on it.
 */
export function Dialog({ open, onClose, children, labelledBy, size = 'medium' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // React's autoFocus runs while the dialog is still closed, so it never lands; a child marked
      // data-autofocus gets the focus once the dialog is open (else showModal's own choice: the first control).
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  // Callers may unmount it while open ({row && <Modal …/>}): close first so focus returns to the opener.
  useEffect(() => {
    const dialog = ref.current;
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${styles[size]}`}
      aria-labelledby={labelledBy}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      {open ? children : null}
    </dialog>
  );
}

type ModalProps = Omit<DialogProps, 'labelledBy' | 'open'> & {
  /** Defaults to true, for callers that mount it only while it should show. */
  open?: boolean;
  title: string;
  /** The accessible name of the × button, 'Хаах' / 'Close'. */
  closeLabel: string;
};

/** A titled panel with a × close button in its sticky head. */
export function Modal({ open = true, title, closeLabel, onClose, children, size }: ModalProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} size={size}>
      <div className={styles.head}>
        <h2 id={titleId}>{title}</h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className={styles.body}>{children}</div>
    </Dialog>
  );
}
