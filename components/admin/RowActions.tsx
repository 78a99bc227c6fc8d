'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import ui from './ui.module.css';

type Props = {
  /** What the row is called, for the buttons' accessible names ('Засах: …', 'Устгах: …'). */
  name: string;
  onEdit?: () => void;
  onDelete?: () => void;
  deleteDisabled?: boolean;
  deleteTitle?: string;
  children?: ReactNode;
};

/** The edit and delete buttons of a list row (plus any extra links given as children). */
export function RowActions({ name, onEdit, onDelete, deleteDisabled, deleteTitle, children }: Props) {
  const t = useTranslations('admin.ui');
  return (
    <span className={ui.actions}>
      {onEdit && (
        <button type="button" className={`${ui.button} ${ui.small}`} onClick={onEdit} aria-label={`${t('edit')}: ${name}`}>
          {t('edit')}
        </button>
      )}
      {onDelete && (
        <button
          type="button"
          className={`${ui.danger} ${ui.small}`}
          onClick={onDelete}
          disabled={deleteDisabled}
          title={deleteTitle}
          aria-label={`${t('delete')}: ${name}`}
        >
          {t('delete')}
        </button>
      )}
      {children}
    </span>
  );
}
