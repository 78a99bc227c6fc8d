'use client';

import { useEffect, useId } from 'react';
import { Dialog } from '@/components/ui/Modal';
import { useTranslations } from 'next-intl';
import ui from '@/components/admin/ui.module.css';
import widgets from '@/components/admin/widgets.module.css';

const SHOWN_MS = 3000;

type Props = { open: boolean; onClose: () => void; /** Defaults to 'Амжилттай шинэчлэгдлээ.' */ text?: string; ms?: number };

/** 'Амжилттай шинэчлэгдлээ.' after a save on the About, membership, companies and auditor screens; closes itself after 3 s. */
export function SuccessModal({ open, onClose, text, ms = SHOWN_MS }: Props) {
  const t = useTranslations('admin.content2.common');
  const textId = useId();
  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(onClose, ms);
    return () => window.clearTimeout(timer);
  }, [open, onClose, ms]);
  return (
    <Dialog open={open} onClose={onClose} labelledBy={textId} size="small">
      <p id={textId} role="status" className={`${widgets.dialogText} ${ui.success}`}>
        {text ?? t('updated')}
      </p>
      <div className={widgets.dialogActions}>
        <button type="button" className={ui.button} onClick={onClose} autoFocus>
          {t('close')}
        </button>
      </div>
    </Dialog>
  );
}
