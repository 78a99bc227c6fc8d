'use client';

import { useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { adminFetch, AdminApiError, useAdminQuery, useRefetchAdmin } from '@/components/admin/api';
import { DataTable } from '@/components/admin/DataTable';
import { PageHeader } from '@/components/admin/PageHeader';
import { QueryStatus } from '@/components/admin/QueryStatus';
import { useNotice } from '@/components/admin/TimedMessage';
import { formatDateTime } from '@/components/admin/resource/columns';
import { useCan } from '@/components/admin/role';
import ui from '@/components/admin/ui.module.css';

type Version = { version: number; account_name: string; created_at: string; fields: Record<string, unknown> };

/** Rich text compared as the words a reader sees. */
const shown = (value: unknown) => (value === null || value === undefined ? '' : String(value).replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim());

/** The fields two versions differ in. */
function differences(a: Version, b: Version) {
  const names = [...new Set([...Object.keys(a.fields), ...Object.keys(b.fields)])];
  return names.filter((name) => shown(a.fields[name]) !== shown(b.fields[name])).map((name) => ({ name, a: shown(a.fields[name]), b: shown(b.fields[name]) }));
}

type Props = {
  /** The content kind (lib/publishing/versions.ts CONTENT_KINDS): its routes are /get/{kind}-versions and /restore/{kind}-version. */
  kind: 'news' | 'static-data' | 'report' | 'sustainable-mining';
  id: number;
  /** The kind's admin list, refreshed after a restore, and where the back link leads. */
  listPath: string;
  back: string;
};

/** An item's saved versions (issue 24.3), of any content kind: list, two compared field by field, restore. */
export function ContentVersions({ kind, id, listPath, back }: Props) {
  const t = useTranslations('admin.versions');
  const path = `/get/${kind}-versions?id=${id}`;
  const query = useAdminQuery<{ versions: Version[] }>(path);
  const refetchAdmin = useRefetchAdmin();
  const canRestore = useCan('write');
  const notice = useNotice({ successMs: 5000, errorMs: 5000 });
  const versions = query.data?.versions ?? [];
  const [picked, setPicked] = useState<{ older?: number; newer?: number }>({});
  // By default the newest version against the one before it.
  const left = versions.find((v) => v.version === (picked.older ?? versions[1]?.version));
  const right = versions.find((v) => v.version === (picked.newer ?? versions[0]?.version));

  async function restore(version: number) {
    if (!window.confirm(t('confirmRestore', { version }))) return;
    try {
      await adminFetch(`/restore/${kind}-version`, { json: { id, version } });
      notice.success(t('restored', { version }));
      setPicked({});
      void refetchAdmin(path);
      void refetchAdmin(listPath);
    } catch (err) {
      notice.error(err instanceof AdminApiError ? err.message : t('restoreFailed'));
    }
  }

  const chooser = (side: 'older' | 'newer', current: Version) => (
    <label className={ui.row}>
      {t(side)}
      <select className={ui.select} value={current.version} onChange={(e) => setPicked((p) => ({ ...p, [side]: Number(e.target.value) }))}>
        {versions.map((v) => (
          <option key={v.version} value={v.version}>
            {t('option', { version: v.version, when: formatDateTime(v.created_at), who: v.account_name || '—' })}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <>
      <PageHeader title={t('title', { name: t(`kinds.${kind}`), id })}>
        <Link className={ui.button} href={back}>
          {t('back')}
        </Link>
      </PageHeader>
      {notice.element}
      <QueryStatus query={query} />
      <DataTable
        caption={t('listCaption')}
        rows={versions}
        rowKey={(v) => v.version}
        empty={t('empty')}
        columns={[
          { key: 'version', header: t('version'), cell: (v) => v.version },
          { key: 'when', header: t('when'), cell: (v) => formatDateTime(v.created_at) },
          { key: 'who', header: t('who'), cell: (v) => v.account_name || '—' },
          {
            key: 'restore',
            header: t('actions'),
            cell: (v) =>
              canRestore && v.version !== versions[0]?.version ? (
                <button type="button" className={`${ui.button} ${ui.small}`} onClick={() => void restore(v.version)}>
                  {t('restore')}
                </button>
              ) : null,
          },
        ]}
      />
      {versions.length > 1 && left && right && (
        <section aria-labelledby="versions-diff-title">
          <h2 id="versions-diff-title">{t('compare')}</h2>
          <div className={ui.form}>
            {chooser('older', left)}
            {chooser('newer', right)}
          </div>
          <DataTable
            caption={t('diffCaption', { a: left.version, b: right.version })}
            rows={differences(left, right)}
            rowKey={(d) => d.name}
            empty={t('same')}
            columns={[
              { key: 'field', header: t('field'), cell: (d) => d.name },
              { key: 'a', header: t('version') + ' ' + left.version, cell: (d) => <del>{d.a}</del> },
              { key: 'b', header: t('version') + ' ' + right.version, cell: (d) => <ins>{d.b}</ins> },
            ]}
          />
        </section>
      )}
    </>
  );
}
