'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { adminFetch } from '@/components/admin/api';
import { ConfirmDialog } from '@/components/admin/ConfirmDialog';
import { FormField, fieldProps } from '@/components/admin/FormField';
import { ImagePicker } from '@/components/admin/ImagePicker';
import ui from '@/components/admin/ui.module.css';
import type { MainCategory } from '@/lib/directory/categories';
import { VALIDATION_MN } from '@/lib/directory/validators';
import { ContactEditor, type ExistingContact, type NewContact } from './ContactEditor';
import { CategoryEditor, type CompanyCategory, type NewCategory } from './CategoryEditor';
import { LanguageTexts, type Lang } from './LanguageTexts';
import { ypAdmin, type AdminCompany } from './fetch';
import styles from './admin.module.css';

type Texts = { name: string; address: string; location: string; about_company: string };
import type { Note } from './fetch';
import { useSave } from './useSave';
type Pending = { kind: 'contact'; contact: ExistingContact } | { kind: 'category'; category: CompanyCategory } | null;

const textsOf = (company: AdminCompany, lang: Lang): Texts => {
  const about = company.about.find((a) => a.lang === lang);
  return { name: about?.name ?? '', address: about?.address ?? '', location: about?.location ?? '', about_company: about?.about_company ?? '' };
};

/** onChanged reloads the company (the form is then drawn afresh from it); notify shows the outcome above the form. */
type Props = { company: AdminCompany; categories: MainCategory[]; onChanged: () => Promise<unknown>; notify: (note: Note) => void };

/**
 * Edits one company: registration number, approval (publishing), status, logo, texts per language, contacts
 * and categories. Saved with POST /update/company; stored contacts and categories are removed at once.
 */
export function CompanyEditForm({ company, categories, onChanged, notify }: Props) {
  const t = useTranslations('adminYellow.directory');
  const id = company.company.id;
  const [registration, setRegistration] = useState(company.company.registration_number);
  const [approval, setApproval] = useState(company.company.approval);
  const [status, setStatus] = useState(company.company.status);
  const [texts, setTexts] = useState({ mn: textsOf(company, 'mn'), en: textsOf(company, 'en') });
  const [contacts, setContacts] = useState<ExistingContact[]>(company.contact);
  const [newContacts, setNewContacts] = useState<NewContact[]>([]);
  const [newCategories, setNewCategories] = useState<NewCategory[]>([]);
  const [logo, setLogo] = useState<File | null>(null);
  const [pending, setPending] = useState<Pending>(null);

  const errors = {
    registration: registration.trim() ? undefined : VALIDATION_MN.registrationNumber,
    mn: texts.mn.name.trim() ? undefined : VALIDATION_MN.nameMn,
    en: texts.en.name.trim() ? undefined : VALIDATION_MN.nameEn,
  };
  const { submit, saving, shown } = useSave(errors, notify, onChanged);

  const save = submit(async () => {
    let logoUrl: string | undefined;
    if (logo) {
      const form = new FormData();
      form.append('image', logo);
      logoUrl = (await adminFetch<{ fileUrl: string }>(ypAdmin('/upload/logo'), { form }).catch((error: Error) => {
        throw new Error(`${t('edit.logoFailed')} ${error.message}`);
      })).fileUrl;
    }
    const changed = contacts.filter((c) => company.contact.find((o) => o.id === c.id)?.contact_value !== c.contact_value);
    await adminFetch(ypAdmin('/update/company'), {
      json: {
        company: {
          id,
          registration_number: registration,
          approval,
          status,
          ...(logoUrl && { logo: logoUrl }),
          about: (['mn', 'en'] as const).map((lang) => ({ lang, ...texts[lang] })),
          contact: changed,
        },
        new_contact: newContacts.filter((c) => c.contact_value.trim()),
        new_category: newCategories.map((c) => c.subCategory).filter(Boolean),
      },
    });
  });

  async function removePending() {
    if (!pending) return;
    try {
      if (pending.kind === 'contact') {
        await adminFetch(ypAdmin(`/delete/contact?id=${pending.contact.id}`), { method: 'DELETE' });
      } else {
        await adminFetch(ypAdmin(`/delete/category?category_id=${pending.category.category_id}&company_id=${id}`), { method: 'DELETE' });
      }
      notify({ kind: 'success', text: t('common.deleted') });
      await onChanged();
    } catch (error) {
      const failed = pending.kind === 'contact' ? t('edit.contactDeleteFailed') : t('edit.categoryDeleteFailed');
      notify({ kind: 'error', text: `${failed} ${(error as Error).message}` });
    } finally {
      setPending(null);
    }
  }

  const textFields = [
    { key: 'name' as const, label: t('edit.name') },
    { key: 'address' as const, label: t('edit.address') },
    { key: 'location' as const, label: t('edit.location') },
    { key: 'about_company' as const, label: t('edit.about'), multiline: true },
  ];
  return (
    <form className={ui.form} onSubmit={save} noValidate>
      <fieldset className={styles.group}>
        <legend>{t('edit.general')}</legend>
        <FormField id="yp-registration" label={t('common.registrationNumber')} error={shown('registration')} required>
          <input {...fieldProps('yp-registration', shown('registration'))} className={ui.input} value={registration} onChange={(e) => setRegistration(e.target.value)} />
        </FormField>
        <div className={styles.checks}>
          <label className={ui.choice}>
            <input type="checkbox" checked={approval} onChange={(e) => setApproval(e.target.checked)} /> {t('edit.approvalLabel')}
          </label>
          <label className={ui.choice}>
            <input type="checkbox" checked={status} onChange={(e) => setStatus(e.target.checked)} /> {t('edit.statusLabel')}
          </label>
        </div>
        <ImagePicker id="yp-logo" label={t('common.logo')} file={logo} onChange={setLogo} currentUrl={company.company.logo || null} hint={t('edit.logoHint')} />
      </fieldset>
      <div className={styles.columns}>
        {(['mn', 'en'] as const).map((lang) => (
          <LanguageTexts
            key={lang}
            lang={lang}
            fields={textFields}
            value={texts[lang]}
            onChange={(value) => setTexts({ ...texts, [lang]: value })}
            nameError={shown(lang)}
          />
        ))}
      </div>
      <ContactEditor existing={contacts} onExistingChange={setContacts} onDeleteExisting={(contact) => setPending({ kind: 'contact', contact })} added={newContacts} onAddedChange={setNewContacts} />
      <CategoryEditor categories={categories} existing={company.category} onRemoveExisting={(category) => setPending({ kind: 'category', category })} added={newCategories} onAddedChange={setNewCategories} />
      <div className={ui.actions}>
        <button type="submit" className={ui.primary} disabled={saving}>
          {saving ? t('common.saving') : t('common.save')}
        </button>
      </div>
      <ConfirmDialog
        message={
          pending?.kind === 'contact'
            ? t('edit.deleteContactConfirm', { value: pending.contact.contact_value })
            : pending?.kind === 'category'
              ? t('edit.deleteCategoryConfirm', { name: pending.category.name })
              : null
        }
        onConfirm={() => void removePending()}
        onCancel={() => setPending(null)}
      />
    </form>
  );
}
