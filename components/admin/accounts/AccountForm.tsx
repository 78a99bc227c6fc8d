'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { adminFetch } from '../api';
import { FormField, fieldProps } from '../FormField';
import { FormActions, useFormSave } from '../FormActions';
import { accountFormError, ACCOUNT_ROLES, DEFAULT_ROLE } from '@/lib/accounts/account-form';
import { ROLE_LABELS } from '@/lib/auth/roles';
import type { Account } from './types';
import ui from '../ui.module.css';
import styles from './accounts.module.css';

type Fields = Omit<Account, 'id' | 'account_role'> & { account_role: string };
const TEXT_FIELDS = ['last_name', 'first_name', 'email', 'phone_number', 'position', 'department'] as const;

/** Add or edit an admin account; the avatar circle shows the first name's initial. */
export function AccountForm({ account, onSaved, onBack }: { account?: Account; onSaved: () => void; onBack: () => void }) {
  const t = useTranslations('admin.accounts');
  const [f, setF] = useState<Fields>({
    last_name: account?.last_name ?? '',
    first_name: account?.first_name ?? '',
    email: account?.email ?? '',
    phone_number: account?.phone_number ?? '',
    position: account?.position ?? '',
    department: account?.department ?? '',
    account_role: String(account?.account_role ?? DEFAULT_ROLE),
  });
  const form = useFormSave();

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = { ...f, account_role: Number(f.account_role) };
    void form.save(
      accountFormError(f),
      () => adminFetch(account ? '/update/account' : '/insert/account', { json: account ? { ...body, id: account.id } : body }),
      onSaved,
    );
  }

  const initial = f.first_name.trim().charAt(0).toUpperCase() || '?';
  return (
    <form className={`${ui.card} ${ui.form}`} onSubmit={submit} noValidate aria-label={account ? t('editTitle') : t('addTitle')}>
      <div className={styles.head}>
        <span className={styles.avatar} aria-hidden="true">
          {initial}
        </span>
        <h2 className={ui.title}>{account ? t('editTitle') : t('addTitle')}</h2>
      </div>
      <div className={ui.row}>
        {TEXT_FIELDS.map((key) => (
          <FormField key={key} id={`account-${key}`} label={t(key)} required={key === 'first_name' || key === 'email'}>
            <input
              className={ui.input}
              type={key === 'email' ? 'email' : key === 'phone_number' ? 'tel' : 'text'}
              {...fieldProps(`account-${key}`)}
              value={f[key]}
              onChange={(e) => setF((prev) => ({ ...prev, [key]: e.target.value }))}
              maxLength={key === 'email' ? 254 : 150}
            />
          </FormField>
        ))}
        <FormField id="account-role" label={t('account_role')} required>
          <select className={ui.select} {...fieldProps('account-role')} value={f.account_role} onChange={(e) => setF((prev) => ({ ...prev, account_role: e.target.value }))}>
            <option value="">{t('chooseRole')}</option>
            {ACCOUNT_ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <FormActions error={form.error} busy={form.busy} editing={Boolean(account)} onBack={onBack} />
    </form>
  );
}
