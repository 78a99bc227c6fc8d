'use client';

import { useCallback, useState } from 'react';
import { useTranslations } from 'next-intl';
import { adminFetch, useAdminQuery, useRefetchAdmin } from '@/components/admin/api';
import { ConfirmDialog } from '@/components/admin/ConfirmDialog';
import { DataTable } from '@/components/admin/DataTable';
import { PageHeader } from '@/components/admin/PageHeader';
import ui from '@/components/admin/ui.module.css';
import { SuccessModal } from '../about/SuccessModal';
import { MembershipForm } from './MembershipForm';
import type { MembershipFlag, MembershipLogo } from './types';
import styles from './membership.module.css';

const SECTIONS = ['board_member', 'main_member'] as const satisfies MembershipFlag[];
type Section = (typeof SECTIONS)[number] | 'other';
type Editing = { logo: MembershipLogo | null; section: Section } | null;

/** Logos flagged only for committees (/mm/activity) would otherwise be in neither list. */
const inSection = (logo: MembershipLogo, section: Section) => (section === 'other' ? !logo.board_member && !logo.main_member : logo[section]);

/** /admin/membership: board members and main members, each with add button, table and edit form. */
export function MembershipScreen() {
  const t = useTranslations('admin.content2.membership');
  const tUi = useTranslations('admin.ui');
  const logos = useAdminQuery<{ logos: MembershipLogo[] }>('/get/membership');
  const refetch = useRefetchAdmin();
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<MembershipLogo | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const closeSaved = useCallback(() => setSaved(false), []);

  async function remove() {
    if (!toDelete) return;
    try {
      await adminFetch(`/delete/membership?id=${toDelete.id}`, { method: 'DELETE' });
      setFailure(null);
      await refetch('/get/membership');
    } catch (e) {
      setFailure(t('saveError', { error: e instanceof Error ? e.message : String(e) }));
    } finally {
      setToDelete(null);
    }
  }

  return (
    <>
      {editing ? (
        <MembershipForm
          key={editing.logo?.id ?? `new-${editing.section}`}
          logo={editing.logo}
          presetFlag={editing.section}
          onSaved={async () => {
            setEditing(null);
            setSaved(true);
            await refetch('/get/membership');
          }}
          onBack={() => setEditing(null)}
        />
      ) : (
        <>
          <PageHeader title={t('heading')} />
          {failure && (
            <p role="alert" className={ui.error}>
              {failure}
            </p>
          )}
          {[...SECTIONS, ...(logos.data?.logos.some((l) => inSection(l, 'other')) ? (['other'] as const) : [])].map((section) => (
            <section key={section} className={styles.section} aria-labelledby={`membership-${section}`}>
              <div className={ui.pageHeader}>
                <h2 id={`membership-${section}`} className={ui.title}>
                  {t(`sections.${section}`)}
                </h2>
                {section !== 'other' && (
                  <button type="button" className={ui.primary} onClick={() => setEditing({ logo: null, section })}>
                    {t('addTitle')}
                  </button>
                )}
              </div>
              <DataTable
                columns={[
                  {
                    key: 'actions',
                    header: tUi('actions'),
                    cell: (r) => (
                      <span className={ui.actions}>
                        <button type="button" className={`${ui.button} ${ui.small}`} onClick={() => setEditing({ logo: r, section })} aria-label={`${tUi('edit')}: ${r.name}`}>
                          {tUi('edit')}
                        </button>
                        <button type="button" className={`${ui.danger} ${ui.small}`} onClick={() => setToDelete(r)} aria-label={`${tUi('delete')}: ${r.name}`}>
                          {tUi('delete')}
                        </button>
                      </span>
                    ),
                  },
                  { key: 'name', header: t('name'), cell: (r) => r.name },
                  // eslint-disable-next-line @next/next/no-img-element -- small thumbnails of stored logos
                  { key: 'logo', header: t('logo'), cell: (r) => <img src={r.logo} alt="" width={96} height={48} className={styles.logo} /> },
                  {
                    key: 'link',
                    header: t('link'),
                    cell: (r) =>
                      r.link ? (
                        <a href={r.link} target="_blank" rel="noopener noreferrer">
                          {r.link}
                        </a>
                      ) : null,
                  },
                ]}
                rows={logos.data?.logos.filter((l) => inSection(l, section))}
                rowKey={(r) => r.id}
                empty={t('empty')}
                loading={logos.isLoading}
                error={logos.error}
                onRetry={() => logos.refetch()}
              />
            </section>
          ))}
        </>
      )}
      <SuccessModal open={saved} onClose={closeSaved} />
      <ConfirmDialog message={toDelete ? t('confirmDelete', { name: toDelete.name }) : null} onConfirm={remove} onCancel={() => setToDelete(null)} />
    </>
  );
}
