'use client';

import { useMemo } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useAdminQuery } from '@/components/admin/api';
import { useDeleteConfirm } from '@/components/admin/ConfirmDialog';
import { PageHeader } from '@/components/admin/PageHeader';
import { QueryStatus } from '@/components/admin/QueryStatus';
import { apiPath, type Resource } from '@/components/admin/resource/define';
import { ResourceForm } from '@/components/admin/resource/ResourceForm';
import { useCan } from '@/components/admin/role';
import { useNotice } from '@/components/admin/TimedMessage';
import ui from '@/components/admin/ui.module.css';
import type { DirectoryEdit, DirectoryEntity } from './directory-edit';

type Notice = ReturnType<typeof useNotice>;

type Props<Row extends { id: number }> = {
  resource: DirectoryEdit<Row>;
  id: number;
  /** The form's resource for the loaded entity when it needs more than the definition (a company's stored contacts and categories). */
  extend?: (entity: DirectoryEntity, reload: () => Promise<unknown>, notice: Notice) => Resource<Row>;
};

/**
 * A directory entity's edit screen (company, consultant): loads it, its form (every control off and no Save for a
 * read-only account), one notice, the back link and deleting the entity with confirmation, then back to its list.
 */
export function EditScreen<Row extends { id: number }>({ resource, id, extend }: Props<Row>) {
  const t = useTranslations('adminYellow.directory');
  const { screen } = resource;
  const router = useRouter();
  const canWrite = useCan('write');
  const query = useAdminQuery<Record<string, DirectoryEntity>>(`${apiPath(resource, resource.api.list)}?id=${id}`);
  const notice = useNotice();
  const entity = query.data?.[resource.api.rows];
  const name = String(entity?.about.find((a) => a.lang === 'mn')?.name ?? '');
  const remove = useDeleteConfirm<number>({
    path: (target) => `${apiPath(resource, resource.api.remove!)}?id=${target}`,
    question: () => t(`${screen.plural}.deleteConfirm`, { name }),
    onDeleted: () => router.push(screen.list),
    onError: (error) => notice.error(`${t(`${screen.plural}.deleteFailed`)} ${(error as Error).message}`),
  });
  // Built once per load: the notice and the refetch it hands on keep working across renders.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const form = useMemo(() => (entity && extend ? extend(entity, query.refetch, notice) : resource), [entity, resource]);

  return (
    <>
      <PageHeader title={t(screen.title)}>
        <Link className={ui.button} href={screen.list}>
          {t('common.back')}
        </Link>
        {entity && canWrite && (
          <button type="button" className={ui.danger} onClick={() => remove.ask(id)}>
            {t(screen.remove)}
          </button>
        )}
      </PageHeader>
      {notice.element}
      <QueryStatus query={query} errorText={(e) => (e.status === 404 ? t('common.notFound') : `${t(screen.loadFailed)} ${e.message}`)} />
      {entity && (
        <div key={query.dataUpdatedAt}>
          <p className={ui.muted}>{name}</p>
          <ResourceForm resource={form} row={screen.toRow(entity)} notice={notice} readOnly={!canWrite} />
        </div>
      )}
      {remove.dialog}
    </>
  );
}
