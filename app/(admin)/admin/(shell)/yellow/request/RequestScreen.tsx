'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { adminFetch, useAdminQuery, useRefetchAdmin } from '@/components/admin/api';
import { useConfirm } from '@/components/admin/ConfirmDialog';
import { QueryStatus } from '@/components/admin/QueryStatus';
import { apiPath } from '@/components/admin/resource/define';
import { ResourceScreen } from '@/components/admin/resource/ResourceScreen';
import { useCan } from '@/components/admin/role';
import { useNotice } from '@/components/admin/TimedMessage';
import ui from '@/components/admin/ui.module.css';
import { LabeledSelect } from '@/components/admin/yellow/LabeledSelect';
import { Modal } from '@/components/ui/Modal';
import type { AdminCompany, AdminPerson } from '@/lib/directory/queries-admin';
import { RequestFacts } from './Facts';
import { requestResources, type RequestRow } from './resource';

const KINDS = ['company', 'consultant'] as const;

/** Approving publishes the registration; deleting removes it (only while it waits). */
type Decision = { action: 'approve' | 'delete'; row: RequestRow };

/**
 * /admin/yellow/request: registrations waiting for approval by kind; details, approve (publish) or delete one
 * (from its row or its detail modal) or many. One row is decided with the same call as many (POST /bulk/<kind>-request),
 * so its status records who decided.
 */
export function RequestScreen() {
  const t = useTranslations('adminYellow.directory');
  const words = useTranslations('admin.ui');
  const canWrite = useCan('write');
  const [kind, setKind] = useState<(typeof KINDS)[number]>('company');
  const resource = requestResources[kind];
  const [detail, setDetail] = useState<RequestRow | null>(null);
  const notice = useNotice();
  const refetch = useRefetchAdmin();
  const entry = useAdminQuery<{ company?: AdminCompany; person?: AdminPerson }>(
    detail && `${apiPath(resource, kind === 'company' ? '/get/company' : '/get/person')}?id=${detail.id}`,
  );
  const shown = entry.data?.company ?? entry.data?.person;
  const decision = useConfirm<Decision>(async ({ action, row }) => {
    try {
      await adminFetch(apiPath(resource, `/bulk/${resource.key}`), { json: { action, ids: [row.id] } });
      notice.success(t(action === 'approve' ? 'common.updated' : 'common.deleted'));
      setDetail(null);
    } catch (e) {
      notice.error(`${t(`request.${action}Failed`)} ${(e as Error).message}`);
    }
    void refetch(apiPath(resource, resource.api.list));
  }, notice.error);
  const ask = (action: Decision['action']) => (row: RequestRow) => decision.ask({ action, row });

  const decisions = [
    { label: t('common.approve'), onClick: ask('approve'), className: ui.primary },
    { label: words('delete'), onClick: ask('delete'), className: ui.danger, danger: true },
  ];
  return (
    <>
      <ResourceScreen
        resource={resource}
        notice={notice}
        params={{ type: kind }}
        extraActions={[{ label: t('common.details'), onClick: setDetail }, ...(canWrite ? decisions : [])]}
        actions={
          <LabeledSelect id="yp-request-type" label={t('request.type')} value={kind} values={KINDS} text={(value) => t(`common.${value}`)} onChange={setKind} />
        }
      />
      <Modal open={detail !== null} title={t('request.detailTitle')} closeLabel={t('common.close')} onClose={() => setDetail(null)} size="wide">
        <QueryStatus query={entry} errorText={(e) => `${t('request.detailFailed')} ${e.message}`} />
        {shown && <RequestFacts entry={shown} />}
        {detail && canWrite && (
          <div className={ui.actions}>
            {decisions.map((d) => (
              <button key={d.label} type="button" className={d.className} onClick={() => d.onClick(detail)}>
                {d.label}
              </button>
            ))}
          </div>
        )}
      </Modal>
      {decision.dialog(
        ({ action, row }) => t(`request.${action}Confirm`, { name: row.name_mn }),
        ({ action }) => (action === 'approve' ? t('common.approve') : words('delete')),
      )}
    </>
  );
}
