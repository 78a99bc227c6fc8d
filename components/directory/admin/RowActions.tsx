'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import ui from '@/components/admin/ui.module.css';
import styles from './admin.module.css';

/** A list row's Edit (its edit screen) and Delete (asks first) buttons. */
export function RowActions({ editHref, onDelete }: { editHref: string; onDelete: () => void }) {
  const t = useTranslations('adminYellow.directory.common');
  return (
    <div className={styles.rowActions}>
      <Link className={`${ui.button} ${ui.small}`} href={editHref}>
        {t('edit')}
      </Link>
      <button type="button" className={`${ui.danger} ${ui.small}`} onClick={onDelete}>
        {t('delete')}
      </button>
    </div>
  );
}
