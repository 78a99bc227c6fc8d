'use client';

import { useTranslations } from 'next-intl';
import ui from '@/components/admin/ui.module.css';

/** The edit and delete buttons of a list row (delete asks first: see useDeleteConfirm). */
export function RowActions({ onEdit, onDelete }: { onEdit?: () => void; onDelete: () => void }) {
  const common = useTranslations('adminWeek.common');
  return (
    <span className={ui.actions}>
      {onEdit && (
        <button type="button" className={`${ui.button} ${ui.small}`} onClick={onEdit}>
          {common('edit')}
        </button>
      )}
      <button type="button" className={`${ui.danger} ${ui.small}`} onClick={onDelete}>
        {common('delete')}
      </button>
    </span>
  );
}
