'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { adminFetch, useRefetchAdmin } from '@/components/admin/api';
import { ConfirmDialog, useDeleteConfirm } from '@/components/admin/ConfirmDialog';
import { PageHeader } from '@/components/admin/PageHeader';
import { apiPath } from '@/components/admin/resource/define';
import { ResourceList } from '@/components/admin/resource/ResourceList';
import { useCan } from '@/components/admin/role';
import { useNotice } from '@/components/admin/TimedMessage';
import ui from '@/components/admin/ui.module.css';
import { RequestDetail } from './RequestDetail';
import { requestResources, type RequestKind, type RequestRow } from './resource';

/** The calls that publish or delete one waiting registration (spec §7). */
const approveCall = (kind: RequestKind, id: number) =>
  kind === 'company'
    ? { path: '/update/company', json: { company: { id, approval: true }, new_contact: [], new_category: [] } }
    : { path: '/update/person', json: { person: { id, approval: true } } };
const deletePath = (kind: RequestKind, id: number) => (kind === 'company' ? `/delete/company?id=${id}` : `/delete/person?id=${id}`);

/** /admin/yellow/request: registrations waiting for approval by kind; details, approve (publish) or delete, one or many. */
export function RequestScreen() {
  const t = useTranslations('adminYellow.directory');
  const words = useTranslations('admin.ui');
  const canWrite = useCan('write');
  const [kind, setKind] = useState<RequestKind>('company');
  const resource = requestResources[kind];
  const [detail, setDetail] = useState<RequestRow | null>(null);
  const [approving, setApproving] = useState<RequestRow | null>(null);
  const [busy, setBusy] = useState(false);
  const notice = useNotice();
  const refetch = useRefetchAdmin();
  const reload = () => refetch(apiPath(resource, resource.api.list));

  const remove = useDeleteConfirm<RequestRow>({
    path: (row) => apiPath(resource, deletePath(kind, row.id)),
    question: (row) => t('request.deleteConfirm', { name: row.name_mn }),
    onDeleted: async () => {
      setDetail(null);
      notice.success(t('common.deleted'));
      await reload();
    },
    onError: (e) => notice.error(`${t('request.deleteFailed')} ${(e as Error).message}`),
  });

  async function approve() {
    if (!approving) return;
    setBusy(true);
    try {
      const call = approveCall(kind, approving.id);
      await adminFetch(apiPath(resource, call.path), { json: call.json });
      notice.success(t('common.updated'));
      setDetail(null);
    } catch (e) {
      notice.error(`${t('request.approveFailed')} ${(e as Error).message}`);
    } finally {
      setBusy(false);
      setApproving(null);
      await reload();
    }
  }

  return (
    <>
      <PageHeader title={t('request.title')}>
        <label htmlFor="yp-request-type">{t('request.type')}</label>
        <select id="yp-request-type" className={ui.select} value={kind} onChange={(e) => setKind(e.target.value as RequestKind)}>
          <option value="company">{t('common.company')}</option>
          <option value="consultant">{t('common.consultant')}</option>
        </select>
      </PageHeader>
      {notice.element}
      <ResourceList
        key={kind}
        resource={resource}
        notice={notice}
        params={{ type: kind }}
        extraActions={[
          { label: t('common.details'), onClick: setDetail },
          ...(canWrite
            ? [
                { label: t('common.approve'), onClick: setApproving },
                { label: words('delete'), onClick: remove.ask, danger: true },
              ]
            : []),
        ]}
      />
      <RequestDetail kind={kind} row={detail} onClose={() => setDetail(null)} onApprove={canWrite ? setApproving : undefined} onDelete={canWrite ? remove.ask : undefined} />
      <ConfirmDialog
        message={approving ? t('request.approveConfirm', { name: approving.name_mn }) : null}
        confirmLabel={t('common.approve')}
        onConfirm={() => void approve()}
        onCancel={() => setApproving(null)}
        busy={busy}
      />
      {remove.dialog}
    </>
  );
}
