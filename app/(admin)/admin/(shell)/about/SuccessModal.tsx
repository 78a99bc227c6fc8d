'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import ui from '@/components/admin/ui.module.css';
import widgets from '@/components/admin/widgets.module.css';

const SHOWN_MS = 3000;

/** 'Амжилттай шинэчлэгдлээ.' after a save on the About, membership, companies and auditor screens; closes itself after 3 s. */
export function SuccessModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('admin.content2.common');
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!open) {
      if (dialog.open) dialog.close();
      return;
    }
    if (!dialog.open) dialog.showModal();
    const timer = window.setTimeout(onClose, SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [open, onClose]);

  return (
    <dialog
      ref={ref}
      className={widgets.dialog}
      aria-labelledby="success-modal-text"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <p id="success-modal-text" role="status" className={`${widgets.dialogText} ${ui.success}`}>
        {t('updated')}
      </p>
      <div className={widgets.dialogActions}>
        <button type="button" className={ui.button} onClick={onClose} autoFocus>
          {t('close')}
        </button>
      </div>
    </dialog>
  );
}
