'use client';

import Link from 'next/link';
import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Modal } from '@/components/ui/Modal';
import { useDynamicTranslations } from '@/lib/i18n/dynamic';
import { useAdminQuery } from '../api';
import { Spinner } from '../Spinner';
import { PageHeader } from '../PageHeader';
import { SheetUpload } from '../SheetUpload';
import { useCan } from '../role';
import { useNotice } from '../TimedMessage';
import ui from '../ui.module.css';
import { accessOf, apiPath, type Resource } from './define';
import { ResourceForm } from './ResourceForm';
import { ResourceList } from './ResourceList';

/** The list's options are ResourceList's. */
type Props<Row extends { id: number }> = Pick<Parameters<typeof ResourceList<Row>>[0], 'extraActions' | 'rowPage' | 'params' | 'where'> & {
  resource: Resource<Row>;
  /**
   * Where adding happens: 'always' keeps the add form above the list, 'button' opens it from the header, or
   * the path of the route that adds (e.g. '/admin/add-news'), linked from the header; 'elsewhere' shows no add
   * control (put your own in `actions`). 'above' is 'always' under the screen's own header, the title heading the
   * list, and a read-only account reads the read-only notice in place of the form.
   */
  add?: 'always' | 'button' | 'above' | 'elsewhere' | `/admin/${string}`;
  /** More header controls, e.g. a link to the add page. */
  actions?: ReactNode;
  /** Shown in place of the list, e.g. until a day is chosen. */
  instead?: ReactNode;
  /** Form values the screen chose (see ResourceForm), e.g. the event new rows belong to. */
  defaults?: Record<string, unknown>;
  /** The screen's notice when its own actions (beside the list's) raise notices too. */
  notice?: ReturnType<typeof useNotice>;
  /** The edit form in a modal titled with the edit title and the row's name (a rename), not above the list. */
  editInModal?: boolean;
};

/**
 * A whole list-and-form screen from one resource definition: heading, add form, the grid, the edit form
 * in place and the resource's import (`sheet`). Controls follow the signed-in role: a read-only account only reads.
 */
export function ResourceScreen<Row extends { id: number }>(props: Props<Row>) {
  const { resource, add = 'button', actions, instead, defaults, notice: outer, editInModal, ...list } = props;
  const t = useDynamicTranslations(resource.messages);
  const words = useTranslations('admin.ui');
  const canCreate = useCan(accessOf(resource, 'create')) && Boolean(resource.api.insert);
  const canEdit = useCan(accessOf(resource, 'edit')) && Boolean(resource.api.update);
  const own = useNotice(resource.notices);
  const notice = outer ?? own;
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Row | null>(null);
  const addTitle = t(resource.formTitles?.add ?? resource.title);

  const stop = () => setEditing(null);
  const edit = editing && <EditForm key={editing.id} resource={resource} row={editing} defaults={defaults} notice={notice} onSaved={stop} onBack={stop} />;
  const above = add === 'above';
  const showAdd = canCreate && !editing && (add === 'always' || above || (add === 'button' && adding));
  return (
    <>
      {!above && (
        <PageHeader title={t(resource.title)}>
          {actions}
          {canCreate && add.startsWith('/') && (
            <Link className={ui.primary} href={add}>
              {addTitle}
            </Link>
          )}
          {canCreate && add === 'button' && !adding && !editing && (
            <button type="button" className={ui.primary} onClick={() => setAdding(true)}>
              {addTitle}
            </button>
          )}
        </PageHeader>
      )}
      {notice.element}
      {above && !canCreate && <p role="alert">{words('readOnly')}</p>}
      {/* A new choice in `defaults` starts a blank form. */}
      {showAdd && (
        <ResourceForm
          key={JSON.stringify(defaults)}
          resource={resource}
          row={null}
          defaults={defaults}
          notice={notice}
          onBack={add === 'button' ? () => setAdding(false) : undefined}
        />
      )}
      {editing && !editInModal && edit}
      {editing && editInModal && (
        <Modal title={`${t(resource.formTitles?.edit ?? resource.title)}: ${String(editing[resource.nameField])}`} closeLabel={words('close')} onClose={stop}>
          {edit}
        </Modal>
      )}
      {instead ?? (
        <>
          {above && <h2 className={ui.title}>{t(resource.title)}</h2>}
          {/* New parameters start the list again at page 1. */}
          <ResourceList
            key={JSON.stringify(list.params)}
            resource={resource}
            notice={notice}
            {...list}
            onEdit={canEdit ? (row) => setEditing(row) : undefined}
            onDeleted={(row) => editing?.id === row.id && setEditing(null)}
          />
        </>
      )}
      {canCreate && resource.sheet && <SheetUpload resource={resource} sheet={resource.sheet} />}
    </>
  );
}

type EditProps<Row extends { id: number }> = Omit<Parameters<typeof ResourceForm<Row>>[0], 'row'> & { row: Row };

/** The edit form, after reading the whole row when the list holds only part of it (resource.detail). */
function EditForm<Row extends { id: number }>({ resource, row, ...rest }: EditProps<Row>) {
  const detail = useAdminQuery<Record<string, Row>>(resource.detail ? `${apiPath(resource, resource.detail.path)}?id=${row.id}` : null);
  if (!resource.detail) return <ResourceForm resource={resource} row={row} {...rest} />;
  if (detail.error) return <p role="alert">{detail.error.message}</p>;
  const full = detail.data?.[resource.detail.key];
  return full ? <ResourceForm resource={resource} row={full} {...rest} /> : <Spinner />;
}
