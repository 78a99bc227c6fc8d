'use client';

import { useTranslations } from 'next-intl';
import { useAdminQuery } from '@/components/admin/api';
import { Spinner } from '@/components/admin/Spinner';
import ui from '@/components/admin/ui.module.css';
import { Modal } from '@/components/ui/Modal';
import { YP_ADMIN } from '@/components/admin/yellow/directory-rows';
import type { AdminCompany, AdminPerson } from '@/lib/directory/queries-admin';
import { CompanyFacts, PersonFacts } from './Facts';
import type { RequestKind, RequestRow } from './resource';

type Props = {
  kind: RequestKind;
  row: RequestRow | null;
  onClose: () => void;
  /** Absent for a read-only account. */
  onApprove?: (row: RequestRow) => void;
  onDelete?: (row: RequestRow) => void;
};

/** The request's full details (GET /get/company or /get/person) with approve and delete. */
export function RequestDetail({ kind, row, onClose, onApprove, onDelete }: Props) {
  const t = useTranslations('adminYellow.directory');
  const path = row ? `${YP_ADMIN}${kind === 'company' ? `/get/company?id=${row.id}` : `/get/person?id=${row.id}`}` : null;
  const detail = useAdminQuery<{ company?: AdminCompany; person?: AdminPerson }>(path);
  return (
    <Modal open={row !== null} title={t('request.detailTitle')} closeLabel={t('common.close')} onClose={onClose} size="wide">
      {detail.isPending ? (
        <Spinner />
      ) : detail.isError ? (
        <p role="alert" className={ui.error}>
          {t('request.detailFailed')} {detail.error.message}
        </p>
      ) : detail.data.company ? (
        <CompanyFacts company={detail.data.company} />
      ) : detail.data.person ? (
        <PersonFacts person={detail.data.person} />
      ) : null}
      {row && (onApprove || onDelete) && (
        <div className={ui.actions}>
          {onApprove && (
            <button type="button" className={ui.primary} onClick={() => onApprove(row)}>
              {t('common.approve')}
            </button>
          )}
          {onDelete && (
            <button type="button" className={ui.danger} onClick={() => onDelete(row)}>
              {t('common.delete')}
            </button>
          )}
        </div>
      )}
    </Modal>
  );
}
