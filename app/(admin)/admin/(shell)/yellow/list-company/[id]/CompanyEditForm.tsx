'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { adminFetch } from '@/components/admin/api';
import { ConfirmDialog } from '@/components/admin/ConfirmDialog';
import { FormActions } from '@/components/admin/FormActions';
import { FormField, fieldProps } from '@/components/admin/FormField';
import { ImagePicker } from '@/components/admin/ImagePicker';
import type { useNotice } from '@/components/admin/TimedMessage';
import ui from '@/components/admin/ui.module.css';
import { BilingualTexts, LANGS, type Lang } from '@/components/admin/yellow/LanguageTexts';
import { YP_ADMIN } from '@/components/admin/yellow/directory-rows';
import { failingWith, useCheckedSave } from '@/components/admin/yellow/useCheckedSave';
import styles from '@/components/admin/yellow/yellow.module.css';
import { updateCompanyBody } from '@/lib/directory/api-schemas';
import type { MainCategory } from '@/lib/directory/categories';
import type { AdminCompany } from '@/lib/directory/queries-admin';
import { ContactEditor, type ExistingContact, type NewContact } from './ContactEditor';
import { CategoryEditor, type CompanyCategory, type NewCategory } from './CategoryEditor';

type Texts = { name: string; address: string; location: string; about_company: string };
type Pending = { kind: 'contact'; contact: ExistingContact } | { kind: 'category'; category: CompanyCategory } | null;

const textsOf = (company: AdminCompany, lang: Lang): Texts => {
  const about = company.about.find((a) => a.lang === lang);
  return { name: about?.name ?? '', address: about?.address ?? '', location: about?.location ?? '', about_company: about?.about_company ?? '' };
};

/** onChanged reloads the company (the form is then drawn afresh from it); notice reports the outcome above the form. */
type Props = { company: AdminCompany; categories: MainCategory[]; onChanged: () => Promise<unknown>; notice: ReturnType<typeof useNotice>; canWrite: boolean };

/**
 * Edits one company: registration number, approval (publishing), status, logo, texts per language, contacts
 * and categories. Checked with the API's own schema, then saved with POST /update/company (after the logo's
 * upload); stored contacts and categories are removed at once, after a question.
 */
export function CompanyEditForm({ company, categories, onChanged, notice, canWrite }: Props) {
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

  const changed = contacts.filter((c) => company.contact.find((o) => o.id === c.id)?.contact_value !== c.contact_value);
  const body = {
    company: { id, registration_number: registration, approval, status, about: LANGS.map((lang) => ({ lang, ...texts[lang] })), contact: changed },
    new_contact: newContacts.filter((c) => c.contact_value.trim()),
    new_category: newCategories.map((c) => c.subCategory).filter(Boolean),
  };
  const save = useCheckedSave(updateCompanyBody, body, notice, onChanged);

  async function send() {
    let logoUrl: string | undefined;
    if (logo) {
      const upload = new FormData();
      upload.append('image', logo);
      const answer = await adminFetch<{ fileUrl: string }>(`${YP_ADMIN}/upload/logo`, { form: upload }).catch(failingWith(t('edit.logoFailed')));
      logoUrl = answer.fileUrl;
    }
    const company = { ...body.company, ...(logoUrl && { logo: logoUrl }) };
    await adminFetch(`${YP_ADMIN}/update/company`, { json: { ...body, company } }).catch(failingWith(t('edit.saveFailed')));
  }

  async function removePending() {
    if (!pending) return;
    try {
      if (pending.kind === 'contact') {
        await adminFetch(`${YP_ADMIN}/delete/contact?id=${pending.contact.id}`, { method: 'DELETE' });
      } else {
        await adminFetch(`${YP_ADMIN}/delete/category?category_id=${pending.category.category_id}&company_id=${id}`, { method: 'DELETE' });
      }
      notice.success(t('common.deleted'));
      await onChanged();
    } catch (error) {
      const failed = pending.kind === 'contact' ? t('edit.contactDeleteFailed') : t('edit.categoryDeleteFailed');
      notice.error(`${failed} ${(error as Error).message}`);
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
  const registrationError = save.errorAt('company.registration_number');
  return (
    <form className={ui.form} noValidate onSubmit={save.submit(send)}>
      {/* A read-only account sees the company as the form shows it, every control off. */}
      <fieldset disabled={!canWrite} className={styles.frame}>
        <fieldset className={styles.group}>
          <legend>{t('edit.general')}</legend>
          <FormField id="yp-registration" label={t('common.registrationNumber')} error={registrationError} required>
            <input {...fieldProps('yp-registration', registrationError)} className={ui.input} value={registration} onChange={(e) => setRegistration(e.target.value)} />
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
        <BilingualTexts fields={textFields} texts={texts} onChange={setTexts} nameError={(i) => save.errorAt(`company.about.${i}.name`)} />
        <ContactEditor existing={contacts} onExistingChange={setContacts} onDeleteExisting={(contact) => setPending({ kind: 'contact', contact })} added={newContacts} onAddedChange={setNewContacts} />
        <CategoryEditor categories={categories} existing={company.category} onRemoveExisting={(category) => setPending({ kind: 'category', category })} added={newCategories} onAddedChange={setNewCategories} />
      </fieldset>
      {canWrite && <FormActions error={save.error} busy={save.busy} editing />}
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
