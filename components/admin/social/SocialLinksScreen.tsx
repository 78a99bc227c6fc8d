'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { adminFetch, useAdminQuery, useRefetchAdmin } from '../api';
import { DataTable } from '../DataTable';
import { RowActions } from '../RowActions';
import { useDeleteConfirm } from '../ConfirmDialog';
import { FormField, fieldProps } from '../FormField';
import { FormActions } from '../FormActions';
import { PageHeader } from '../PageHeader';
import { useNotice } from '../TimedMessage';
import { SOCIAL_ICONS } from '@/lib/conference/constants';
import { SOCIAL_BRANDS } from '@/components/conference/shell/SocialIcon';
import ui from '../ui.module.css';
import styles from './social.module.css';

type SocialLink = { id: number; icon: string; link: string };
const brandName = (icon: string) => SOCIAL_BRANDS[icon as keyof typeof SOCIAL_BRANDS]?.name ?? icon;

function Badge({ icon }: { icon: string }) {
  const brand = SOCIAL_BRANDS[icon as keyof typeof SOCIAL_BRANDS];
  return (
    <span className={styles.badgeRow}>
      <span className={styles.badge} style={{ background: brand?.color ?? '#444' }} aria-hidden="true">
        {brand?.mark ?? icon.slice(0, 1)}
      </span>
      {brandName(icon)}
    </span>
  );
}

/** /admin/social-links: the association's social links — list, add/edit form, delete with confirmation. */
export function SocialLinksScreen() {
  const t = useTranslations('admin.social');
  const tUi = useTranslations('admin.ui');
  const links = useAdminQuery<{ link: SocialLink[] }>('/get/social-link');
  const refetch = useRefetchAdmin();
  const [editing, setEditing] = useState<SocialLink | null>(null);
  const [icon, setIcon] = useState('');
  const [link, setLink] = useState('');
  const [errors, setErrors] = useState<{ icon?: string; link?: string; form?: string }>({});
  const notice = useNotice();

  function startEdit(row: SocialLink | null) {
    setEditing(row);
    setIcon(row?.icon ?? '');
    setLink(row?.link ?? '');
    setErrors({});
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next = { icon: icon ? undefined : t('iconRequired'), link: link.trim() ? undefined : t('linkRequired') };
    setErrors(next);
    if (next.icon || next.link) return;
    try {
      const body = { icon, link: link.trim() };
      await adminFetch(editing ? '/update/social-link' : '/insert/social-link', { json: editing ? { ...body, id: editing.id } : body });
      notice.success(editing ? t('saved') : t('added'));
      startEdit(null);
      await refetch('/get/social-link');
    } catch (e) {
      setErrors({ form: e instanceof Error ? e.message : String(e) });
    }
  }

  const del = useDeleteConfirm<SocialLink>({
    path: (r) => `/delete/social-link?id=${r.id}`,
    question: () => t('confirmDelete'),
    onDeleted: async (r) => {
      notice.success(t('deleted'));
      if (editing?.id === r.id) startEdit(null);
      await refetch('/get/social-link');
    },
    onError: notice.error,
  });

  return (
    <>
      <PageHeader title={t('title')} />
      {notice.element}
      <form className={`${ui.card} ${ui.form}`} onSubmit={submit} noValidate aria-label={editing ? t('editTitle') : t('addTitle')}>
        <h2 className={ui.title}>{editing ? t('editTitle') : t('addTitle')}</h2>
        <div className={ui.row}>
          <FormField id="social-icon" label={t('icon')} error={errors.icon} required>
            <select className={ui.select} {...fieldProps('social-icon', errors.icon)} value={icon} onChange={(e) => setIcon(e.target.value)}>
              <option value="">{t('chooseIcon')}</option>
              {SOCIAL_ICONS.map((i) => (
                <option key={i} value={i}>
                  {brandName(i)}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id="social-link" label={t('link')} error={errors.link} required>
            <input
              type="url"
              className={ui.input}
              {...fieldProps('social-link', errors.link)}
              value={link}
              onChange={(e) => setLink(e.target.value)}
              placeholder="https://"
              maxLength={500}
            />
          </FormField>
        </div>
        <FormActions error={errors.form} editing={Boolean(editing)} onBack={editing ? () => startEdit(null) : undefined} backLabel="cancel" />
      </form>
      <div style={{ marginTop: '1rem' }}>
        <DataTable
          columns={[
            { key: 'id', header: 'ID', cell: (r) => r.id },
            { key: 'icon', header: t('icon'), cell: (r) => <Badge icon={r.icon} /> },
            {
              key: 'link',
              header: t('link'),
              cell: (r) => (
                <a href={r.link} target="_blank" rel="noopener noreferrer" className={styles.link}>
                  {r.link}
                </a>
              ),
            },
            {
              key: 'actions',
              header: tUi('actions'),
              cell: (r) => (
                <RowActions name={brandName(r.icon)} onEdit={() => startEdit(r)} onDelete={() => del.ask(r)} />
              ),
            },
          ]}
          rows={links.data?.link}
          rowKey={(r) => r.id}
          empty={t('empty')}
          loading={links.isLoading}
          error={links.error}
          onRetry={() => links.refetch()}
        />
      </div>
      {del.dialog}
    </>
  );
}
