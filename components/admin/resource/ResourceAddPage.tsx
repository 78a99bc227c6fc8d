'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useDynamicTranslations } from '@/lib/i18n/dynamic';
import { PageHeader } from '../PageHeader';
import { useCan } from '../role';
import { useNotice } from '../TimedMessage';
import ui from '../ui.module.css';
import { accessOf, type Resource } from './define';
import { ResourceForm } from './ResourceForm';

type Props<Row extends { id: number }> = {
  resource: Resource<Row>;
  /** The list's route and the back link's text key, e.g. '/admin/report' and 'backToList'. */
  back?: { href: `/admin/${string}`; label: string };
};

/** A route that only adds (e.g. /admin/add-report): the add form under a heading with a link back to the list. */
export function ResourceAddPage<Row extends { id: number }>({ resource, back }: Props<Row>) {
  const t = useDynamicTranslations(resource.messages);
  const words = useTranslations('admin.ui');
  const canCreate = useCan(accessOf(resource, 'create'));
  const notice = useNotice(resource.notices);
  return (
    <>
      <PageHeader title={t(resource.formTitles?.add ?? resource.title)}>
        {back && (
          <Link className={ui.button} href={back.href}>
            {t(back.label)}
          </Link>
        )}
      </PageHeader>
      {notice.element}
      {canCreate ? <ResourceForm resource={resource} row={null} notice={notice} /> : <p role="alert">{words('readOnly')}</p>}
    </>
  );
}
