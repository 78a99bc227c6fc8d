'use client';

import { useCallback, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { adminFetch, useAdminQuery, useRefetchAdmin } from '@/components/admin/api';
import { ConfirmDialog } from '@/components/admin/ConfirmDialog';
import { DataTable } from '@/components/admin/DataTable';
import { PageHeader } from '@/components/admin/PageHeader';
import ui from '@/components/admin/ui.module.css';
import { SuccessModal } from '../about/SuccessModal';
import { CompanyForm } from './CompanyForm';
import type { MemberCompany } from './types';

type Editing = { company: MemberCompany | null } | null;

/** /admin/companies: search by name (Enter or the button, with reset), the table, and the add/edit form. */
export function CompaniesScreen() {
  const t = useTranslations('admin.content2.companies');
  const tUi = useTranslations('admin.ui');
  const [search, setSearch] = useState('');
  const [applied, setApplied] = useState('');
  const companies = useAdminQuery<{ members: MemberCompany[] }>(`/get/member-companies${applied ? `?name=${encodeURIComponent(applied)}` : ''}`);
  const refetch = useRefetchAdmin();
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<MemberCompany | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const closeSaved = useCallback(() => setSaved(false), []);

  function filter(event: FormEvent) {
    event.preventDefault();
    setApplied(search.trim());
  }

  function reset() {
    setSearch('');
    setApplied('');
  }

  async function remove() {
    if (!toDelete) return;
    try {
      await adminFetch(`/delete/member-companies?id=${toDelete.id}`, { method: 'DELETE' });
      setFailure(null);
      await refetch('/get/member-companies');
    } catch (e) {
      setFailure(t('saveError', { error: e instanceof Error ? e.message : String(e) }));
    } finally {
      setToDelete(null);
    }
  }

  return (
    <>
      {editing ? (
        <CompanyForm
          key={editing.company?.id ?? 'new'}
          company={editing.company}
          onSaved={async () => {
            setEditing(null);
            setSaved(true);
            await refetch('/get/member-companies');
          }}
          onBack={() => setEditing(null)}
        />
      ) : (
        <>
          <PageHeader title={t('heading')}>
            <button type="button" className={ui.primary} onClick={() => setEditing({ company: null })}>
              {t('addTitle')}
            </button>
          </PageHeader>
          <form className={ui.toolbar} onSubmit={filter} role="search" aria-label={t('search')}>
            <span>
              <label htmlFor="company-search" className="visually-hidden">
                {t('search')}
              </label>
              <input id="company-search" type="search" className={ui.input} value={search} onChange={(e) => setSearch(e.target.value)} placeholder={t('searchPlaceholder')} />
            </span>
            <button type="submit" className={ui.primary}>
              {t('filter')}
            </button>
            <button type="button" className={ui.button} onClick={reset}>
              {t('reset')}
            </button>
          </form>
          {failure && (
            <p role="alert" className={ui.error}>
              {failure}
            </p>
          )}
          <DataTable
            columns={[
              { key: 'number', header: '№', cell: (_r, i) => i + 1 },
              {
                key: 'actions',
                header: tUi('actions'),
                cell: (r) => (
                  <span className={ui.actions}>
                    <button type="button" className={`${ui.button} ${ui.small}`} onClick={() => setEditing({ company: r })} aria-label={`${tUi('edit')}: ${r.name}`}>
                      {tUi('edit')}
                    </button>
                    <button type="button" className={`${ui.danger} ${ui.small}`} onClick={() => setToDelete(r)} aria-label={`${tUi('delete')}: ${r.name}`}>
                      {tUi('delete')}
                    </button>
                  </span>
                ),
              },
              { key: 'name', header: t('name'), cell: (r) => (r.active ? r.name : `${r.name} (${t('inactive')})`) },
              { key: 'email', header: t('email'), cell: (r) => r.email },
              // eslint-disable-next-line @next/next/no-img-element -- small thumbnails of stored logos
              { key: 'logo', header: t('logo'), cell: (r) => (r.logo ? <img src={r.logo} alt="" width={96} height={48} style={{ objectFit: 'contain' }} /> : null) },
            ]}
            rows={companies.data?.members}
            rowKey={(r) => r.id}
            empty={t('empty')}
            loading={companies.isLoading}
            error={companies.error}
            onRetry={() => companies.refetch()}
          />
        </>
      )}
      <SuccessModal open={saved} onClose={closeSaved} />
      <ConfirmDialog message={toDelete ? t('confirmDelete', { name: toDelete.name }) : null} onConfirm={remove} onCancel={() => setToDelete(null)} />
    </>
  );
}
