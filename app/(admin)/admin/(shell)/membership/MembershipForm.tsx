'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { adminFetch } from '@/components/admin/api';
import { FormField, fieldProps } from '@/components/admin/FormField';
import { ImagePicker } from '@/components/admin/ImagePicker';
import { PageHeader } from '@/components/admin/PageHeader';
import ui from '@/components/admin/ui.module.css';
import { LOGO_MESSAGES, MEMBERSHIP_FLAGS } from '@/lib/logos/form-messages';
import type { MembershipFlag, MembershipLogo } from './types';

type Props = {
  logo: MembershipLogo | null;
  /** The section the add button was in checks its flag for a new logo. */
  presetFlag: MembershipFlag | 'other';
  onSaved: () => void;
  onBack: () => void;
};

/** Add/edit form of a membership logo: name, logo, optional link and the flags that place it. */
export function MembershipForm({ logo, presetFlag, onSaved, onBack }: Props) {
  const t = useTranslations('admin.content2.membership');
  const tUi = useTranslations('admin.ui');
  const [name, setName] = useState(logo?.name ?? '');
  const [link, setLink] = useState(logo?.link ?? '');
  const [image, setImage] = useState<File | null>(null);
  const [flags, setFlags] = useState<Record<MembershipFlag, boolean>>(
    () => Object.fromEntries(MEMBERSHIP_FLAGS.map((f) => [f, logo ? logo[f] : f === presetFlag])) as Record<MembershipFlag, boolean>,
  );
  const [errors, setErrors] = useState<{ name?: string; image?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next = { name: name.trim() ? undefined : LOGO_MESSAGES.name, image: image || logo ? undefined : LOGO_MESSAGES.logo };
    setErrors(next);
    setFailure(null);
    if (next.name || next.image) return;
    const form = new FormData();
    if (logo) form.append('id', String(logo.id));
    form.append('name', name.trim());
    form.append('link', link.trim());
    for (const flag of MEMBERSHIP_FLAGS) form.append(flag, String(flags[flag]));
    if (image) form.append('image', image);
    setBusy(true);
    try {
      await adminFetch(logo ? '/update/membership' : '/insert/membership', { form });
      onSaved();
    } catch (e) {
      setFailure(t('saveError', { error: e instanceof Error ? e.message : String(e) }));
      setBusy(false);
    }
  }

  return (
    <>
      <PageHeader title={logo ? t('editTitle') : t('addTitle')}>
        <button type="button" className={ui.button} onClick={onBack}>
          {tUi('back')}
        </button>
      </PageHeader>
      <form className={`${ui.card} ${ui.form}`} onSubmit={submit} noValidate>
        <div className={ui.row}>
          <FormField id="logo-name" label={t('name')} error={errors.name} required>
            <input className={ui.input} {...fieldProps('logo-name', errors.name)} value={name} onChange={(e) => setName(e.target.value)} maxLength={200} />
          </FormField>
          <FormField id="logo-link" label={t('link')} hint={t('linkHint')}>
            <input type="url" className={ui.input} {...fieldProps('logo-link', null, t('linkHint'))} value={link} onChange={(e) => setLink(e.target.value)} placeholder="https://" maxLength={500} />
          </FormField>
        </div>
        <ImagePicker id="logo-image" label={t('logo')} file={image} onChange={setImage} currentUrl={logo?.logo} error={errors.image} hint={t('logoHint')} required />
        <fieldset className={ui.fieldset}>
          <legend>{t('flags')}</legend>
          {MEMBERSHIP_FLAGS.map((flag) => (
            <label key={flag} className={ui.choice}>
              <input type="checkbox" checked={flags[flag]} onChange={(e) => setFlags((f) => ({ ...f, [flag]: e.target.checked }))} />
              {t(`flag.${flag}`)}
            </label>
          ))}
        </fieldset>
        {failure && (
          <p role="alert" className={ui.error}>
            {failure}
          </p>
        )}
        <div className={ui.actions}>
          <button type="submit" className={ui.primary} disabled={busy}>
            {logo ? tUi('save') : tUi('add')}
          </button>
        </div>
      </form>
    </>
  );
}
