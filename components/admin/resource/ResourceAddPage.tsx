'use client';

import Link from 'next/link';
import { isValidElement, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useDynamicTranslations } from '@/lib/i18n/dynamic';
import { useRefetchAdmin } from '../api';
import { PageHeader } from '../PageHeader';
import { useCan } from '../role';
import { useNotice } from '../TimedMessage';
import ui from '../ui.module.css';
import { accessOf, apiPath, type Resource } from './define';
import { ResourceForm } from './ResourceForm';

type Props<Row extends { id: number }> = {
  resource: Resource<Row>;
  /** The list's route and the back link's text key, e.g. '/admin/report' and 'backToList' (or your own element). */
  back?: { href: `/admin/${string}`; label: string } | ReactNode;
};

/** A route that only adds (e.g. /admin/add-report): the add form under a heading with a link back to the list. */
export function ResourceAddPage<Row extends { id: number }>({ resource, back }: Props<Row>) {
  const t = useDynamicTranslations(resource.messages);
  const words = useTranslations('admin.ui');
  const canCreate = useCan(accessOf(resource, 'create'));
  const notice = useNotice(resource.notices);
  const refetch = useRefetchAdmin();
  return (
    <>
      <PageHeader title={t(resource.formTitles?.add ?? resource.title)}>
        {isBackLink(back) ? (
          <Link className={ui.button} href={back.href}>
            {t(back.label)}
          </Link>
        ) : (
          back
        )}
      </PageHeader>
      {notice.element}
      {canCreate ? (
        <ResourceForm resource={resource} row={null} notice={notice} onSaved={() => refetch(apiPath(resource, resource.api.list))} />
      ) : (
        <p role="alert">{words('readOnly')}</p>
      )}
    </>
  );
}

const isBackLink = (back: unknown): back is { href: `/admin/${string}`; label: string } =>
  typeof back === 'object' && back !== null && !isValidElement(back) && 'href' in back;
