'use client';

import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { useRefetchAdmin } from '@/components/admin/api';
import { accessOf, apiPath } from '@/components/admin/resource/define';
import { ResourceForm } from '@/components/admin/resource/ResourceForm';
import { ResourceList } from '@/components/admin/resource/ResourceList';
import { useCan } from '@/components/admin/role';
import { useNotice } from '@/components/admin/TimedMessage';
import ui from '@/components/admin/ui.module.css';
import { registrationResource, newRegistrationResource } from './resource';

/** The admin's new registration for the chosen event, on the resource form; below, the last seven days. */
export function NewRegistration({ event }: { event: number }) {
  const t = useTranslations('adminWeek.register');
  const words = useTranslations('admin.ui');
  const refetch = useRefetchAdmin();
  const resource = useMemo(() => ({ ...newRegistrationResource, defaults: { event_id: event } }), [event]);
  const notice = useNotice({ successMs: resource.notices.successMs });
  const canCreate = useCan(accessOf(resource, 'create'));
  return (
    <>
      {notice.element}
      {canCreate ? (
        <ResourceForm
          resource={resource}
          row={null}
          notice={notice}
          onSaved={() => Promise.all([refetch(apiPath(resource, resource.api.list)), refetch(apiPath(registrationResource, registrationResource.api.list))])}
        />
      ) : (
        <p role="alert">{words('readOnly')}</p>
      )}
      <h2 className={ui.title}>{t('recentTitle')}</h2>
      <ResourceList resource={resource} notice={notice} params={{ event: String(event) }} />
    </>
  );
}
