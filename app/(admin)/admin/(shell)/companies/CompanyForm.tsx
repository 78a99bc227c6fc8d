'use client';

import { useCallback, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { adminFetch } from '@/components/admin/api';
import { FormField, fieldProps } from '@/components/admin/FormField';
import { ImagePicker } from '@/components/admin/ImagePicker';
import { PageHeader } from '@/components/admin/PageHeader';
import { TimedMessage } from '@/components/admin/TimedMessage';
import ui from '@/components/admin/ui.module.css';
import { LOGO_MESSAGES } from '@/lib/logos/form-messages';
import type { MemberCompany } from './types';

type Errors = { name?: string; email?: string; image?: string };
/** The API answers 200 with {message} and no member when the e-mail is already registered. */
type SaveAnswer = { member?: MemberCompany; message?: string };

/** Add/edit form of a member company: name, e-mail, logo and whether it is active (default yes). */
export function CompanyForm({ company, onSaved, onBack }: { company: MemberCompany | null; onSaved: () => void; onBack: () => void }) {
  const t = useTranslations('admin.content2.companies');
  const tUi = useTranslations('admin.ui');
  const [name, setName] = useState(company?.name ?? '');
  const [email, setEmail] = useState(company?.email ?? '');
  const [active, setActive] = useState(company?.active ?? true);
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [duplicate, setDuplicate] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const clearDuplicate = useCallback(() => setDuplicate(null), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: Errors = {
      name: name.trim() ? undefined : LOGO_MESSAGES.name,
      email: email.trim() ? undefined : LOGO_MESSAGES.email,
      image: image || company ? undefined : LOGO_MESSAGES.logo,
    };
    setErrors(next);
    setFailure(null);
    if (next.name || next.email || next.image) return;
    const form = new FormData();
    if (company) form.append('id', String(company.id));
    form.append('name', name.trim());
    form.append('email', email.trim());
    form.append('active', String(active));
    if (image) form.append('image', image);
    setBusy(true);
    try {
      const answer = await adminFetch<SaveAnswer>(company ? '/update/member-companies' : '/insert/member-companies', { form });
      if (answer.member) {
        onSaved();
        return;
      }
      setDuplicate(answer.message ?? LOGO_MESSAGES.duplicateEmail);
    } catch (e) {
      setFailure(t('saveError', { error: e instanceof Error ? e.message : String(e) }));
    }
    setBusy(false);
  }

  return (
    <>
      <PageHeader title={company ? t('editTitle') : t('addTitle')}>
        <button type="button" className={ui.button} onClick={onBack}>
          {tUi('back')}
        </button>
      </PageHeader>
      <TimedMessage message={duplicate} kind="error" ms={5000} onDone={clearDuplicate} />
      <form className={`${ui.card} ${ui.form}`} onSubmit={submit} noValidate>
        <div className={ui.row}>
          <FormField id="company-name" label={t('name')} error={errors.name} required>
            <input className={ui.input} {...fieldProps('company-name', errors.name)} value={name} onChange={(e) => setName(e.target.value)} maxLength={200} />
          </FormField>
          <FormField id="company-email" label={t('email')} error={errors.email} required>
            <input type="email" className={ui.input} {...fieldProps('company-email', errors.email)} value={email} onChange={(e) => setEmail(e.target.value)} maxLength={200} />
          </FormField>
        </div>
        <ImagePicker id="company-logo" label={t('logo')} file={image} onChange={setImage} currentUrl={company?.logo} error={errors.image} hint={t('logoHint')} required />
        <label className={ui.choice}>
          <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} />
          {t('active')}
        </label>
        {failure && (
          <p role="alert" className={ui.error}>
            {failure}
          </p>
        )}
        <div className={ui.actions}>
          <button type="submit" className={ui.primary} disabled={busy}>
            {company ? tUi('save') : tUi('add')}
          </button>
        </div>
      </form>
    </>
  );
}
