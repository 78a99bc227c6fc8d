'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useRefetchAdmin } from '../api';
import { PageHeader } from '../PageHeader';
import { useCan } from '../role';
import { useNotice } from '../TimedMessage';
import { accessOf, apiPath, type Resource } from './define';
import { ResourceForm } from './ResourceForm';

/** A route that only adds (e.g. /admin/add-report): the add form under a heading with a way back to the list. */
export function ResourceAddPage<Row extends { id: number }>({ resource, back }: { resource: Resource<Row>; back?: ReactNode }) {
  const t = useTranslations(resource.messages);
  const words = useTranslations('admin.ui');
  const canCreate = useCan(accessOf(resource, 'create'));
  const notice = useNotice({ successMs: resource.notices?.successMs, errorMs: resource.notices?.errorMs, modal: resource.notices?.modal });
  const refetch = useRefetchAdmin();
  return (
    <>
      <PageHeader title={t(resource.formTitles?.add ?? resource.title)}>{back}</PageHeader>
      {notice.element}
      {canCreate ? (
        <ResourceForm resource={resource} row={null} notice={notice} onSaved={() => refetch(apiPath(resource, resource.api.list))} />
      ) : (
        <p role="alert">{words('readOnly')}</p>
      )}
    </>
  );
}
