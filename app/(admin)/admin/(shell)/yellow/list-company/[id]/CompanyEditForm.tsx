'use client';

import { useMemo, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { adminFetch } from '@/components/admin/api';
import { ConfirmDialog } from '@/components/admin/ConfirmDialog';
import { ResourceForm } from '@/components/admin/resource/ResourceForm';
import type { useNotice } from '@/components/admin/TimedMessage';
import { YP_ADMIN } from '@/components/admin/yellow/directory-rows';
import type { MainCategory } from '@/lib/directory/categories';
import type { AdminCompany } from '@/lib/directory/queries-admin';
import { ContactEditor, type ExistingContact } from './ContactEditor';
import { CategoryEditor, type CompanyCategory } from './CategoryEditor';
import { companyEditResource, companyEditRow } from './resource';

type Pending = { kind: 'contact'; contact: ExistingContact } | { kind: 'category'; category: CompanyCategory } | null;

/** onChanged reloads the company (the form is then drawn afresh from it); notice reports the outcome above the form. */
type Props = { company: AdminCompany; categories: MainCategory[]; onChanged: () => Promise<unknown>; notice: ReturnType<typeof useNotice>; canWrite: boolean };

/**
 * Edits one company on the resource form (companyEditResource), with its contacts and categories: stored ones
 * are removed at once, after a question; new ones and edited contact values are saved with the form.
 */
export function CompanyEditForm({ company, categories, onChanged, notice, canWrite }: Props) {
  const t = useTranslations('adminYellow.directory');
  const id = company.company.id;
  const [pending, setPending] = useState<Pending>(null);
  const resource = useMemo(
    () => ({
      ...companyEditResource,
      defaults: { contact: company.contact, stored_contact: company.contact, new_contact: [], new_category: [] },
      fields: [
        ...companyEditResource.fields,
        { kind: 'custom' as const, name: 'lists', label: 'edit.contacts', render: () => <Lists company={company} categories={categories} onRemove={setPending} /> },
      ],
      api: {
        ...companyEditResource.api,
        // The logo goes up first; the company is saved with its URL.
        beforeSave: async (values: Record<string, unknown>) => {
          if (!(values.logo instanceof File)) return values;
          const upload = new FormData();
          upload.append('image', values.logo);
          const answer = await adminFetch<{ fileUrl: string }>(`${YP_ADMIN}/upload/logo`, { form: upload }).catch((error: Error) => {
            throw new Error(`${t('edit.logoFailed')} ${error.message}`);
          });
          return { ...values, logo: answer.fileUrl };
        },
      },
    }),
    [company, categories, t],
  );

  async function removePending() {
    if (!pending) return;
    try {
      if (pending.kind === 'contact') await adminFetch(`${YP_ADMIN}/delete/contact?id=${pending.contact.id}`, { method: 'DELETE' });
      else await adminFetch(`${YP_ADMIN}/delete/category?category_id=${pending.category.category_id}&company_id=${id}`, { method: 'DELETE' });
      notice.success(t('common.deleted'));
      await onChanged();
    } catch (error) {
      const failed = pending.kind === 'contact' ? t('edit.contactDeleteFailed') : t('edit.categoryDeleteFailed');
      notice.error(`${failed} ${(error as Error).message}`);
    } finally {
      setPending(null);
    }
  }

  return (
    <>
      <ResourceForm resource={resource} row={companyEditRow(company)} notice={notice} onSaved={onChanged} readOnly={!canWrite} />
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
    </>
  );
}

/** The contact and category lists inside the form, bound to its values (contact, new_contact, new_category). */
function Lists({ company, categories, onRemove }: { company: AdminCompany; categories: MainCategory[]; onRemove: (pending: Pending) => void }) {
  const { setValue } = useFormContext();
  const [contact, newContact, newCategory] = useWatch({ name: ['contact', 'new_contact', 'new_category'] });
  const set = (name: string) => (value: unknown) => setValue(name, value, { shouldDirty: true });
  return (
    <>
      <ContactEditor existing={contact} onExistingChange={set('contact')} onDeleteExisting={(c) => onRemove({ kind: 'contact', contact: c })} added={newContact} onAddedChange={set('new_contact')} />
      <CategoryEditor categories={categories} existing={company.category} onRemoveExisting={(c) => onRemove({ kind: 'category', category: c })} added={newCategory} onAddedChange={set('new_category')} />
    </>
  );
}
