'use client';

import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { adminFetch } from '@/components/admin/api';
import { useDeleteConfirm } from '@/components/admin/ConfirmDialog';
import type { Field, Resource } from '@/components/admin/resource/define';
import type { useNotice } from '@/components/admin/TimedMessage';
import ui from '@/components/admin/ui.module.css';
import { EditScreen } from '@/components/admin/yellow/EditScreen';
import { YP_ADMIN } from '@/components/admin/yellow/directory-rows';
import styles from '@/components/admin/yellow/yellow.module.css';
import type { MainCategory } from '@/lib/directory/categories';
import type { AdminCompany } from '@/lib/directory/queries-admin';
import { CONTACT_TYPES } from '@/lib/directory/validators';
import { companyEditResource, type CompanyEdit } from './resource';

type Changed = { reload: () => Promise<unknown>; notice: ReturnType<typeof useNotice> };
/** A stored contact or category: its row's text and the call that deletes it at once (after a question). */
type Stored = { key: number; label: ReactNode; value: ReactNode; path: string; question: string };

/** /admin/yellow/list-company/{id}: the company's edit form with its contacts and categories, and deleting the company. */
export function CompanyEditScreen({ id, categories }: { id: number; categories: MainCategory[] }) {
  const t = useTranslations('adminYellow.directory');
  return <EditScreen resource={companyEditResource} id={id} extend={(company, reload, notice) => companyForm(company as AdminCompany, categories, t, { reload, notice })} />;
}

/**
 * The form of one company: its stored contacts (values edited in place and saved with the form) and categories,
 * each deleted at once after a question; new contacts and categories are saved with the form; a new logo goes up
 * first and the company is saved with its URL.
 */
function companyForm(company: AdminCompany, categories: MainCategory[], t: (key: string) => string, changed: Changed): Resource<CompanyEdit> {
  const subs = categories.flatMap((main) => main.subCategories.map((s) => ({ value: s.category_code, text: `${s.category_code} ${s.name}` })));
  const fields: Field[] = [
    { kind: 'custom', name: 'contact', label: 'edit.contacts', render: () => <StoredContacts company={company} {...changed} /> },
    {
      kind: 'list',
      name: 'new_contact',
      label: 'edit.newContacts',
      addLabel: 'edit.addContact',
      fields: [
        { kind: 'select', name: 'contact_type', label: 'edit.contactType', options: CONTACT_TYPES.map((type) => ({ value: type, label: `edit.contactTypes.${type}` })), required: true },
        { kind: 'text', name: 'contact_value', label: 'edit.contactValue' },
      ],
    },
    { kind: 'custom', name: 'category', label: 'edit.categories', render: () => <StoredCategories company={company} {...changed} /> },
    { kind: 'list', name: 'new_category', label: 'edit.newCategories', addLabel: 'edit.addCategory', fields: [{ kind: 'select', name: 'subCategory', label: 'common.subCategory', options: subs, placeholder: 'edit.chooseSub' }] },
  ];
  return {
    ...companyEditResource,
    defaults: { contact: company.contact, stored_contact: company.contact },
    fields: [...companyEditResource.fields, ...fields],
    api: {
      ...companyEditResource.api,
      beforeSave: async (values) => {
        if (!(values.logo instanceof File)) return values;
        const upload = new FormData();
        upload.append('image', values.logo);
        const answer = await adminFetch<{ fileUrl: string }>(`${YP_ADMIN}/upload/logo`, { form: upload }).catch((error: Error) => {
          throw new Error(`${t('edit.logoFailed')} ${error.message}`);
        });
        return { ...values, logo: answer.fileUrl };
      },
    },
  };
}

function StoredContacts({ company, ...changed }: { company: AdminCompany } & Changed) {
  const t = useTranslations('adminYellow.directory');
  const { register } = useFormContext();
  const typeLabel = (type: string) => (CONTACT_TYPES.includes(type as never) ? t(`edit.contactTypes.${type}`) : type);
  const items = company.contact.map((c, i) => ({
    key: c.id,
    label: <label htmlFor={`yp-contact-${c.id}`}>{typeLabel(c.contact_type)}</label>,
    value: <input id={`yp-contact-${c.id}`} className={ui.input} {...register(`contact.${i}.contact_value`)} />,
    path: `/delete/contact?id=${c.id}`,
    question: t('edit.deleteContactConfirm', { value: c.contact_value }),
  }));
  return <StoredList legend={t('edit.contacts')} items={items} failed={t('edit.contactDeleteFailed')} {...changed} />;
}

function StoredCategories({ company, ...changed }: { company: AdminCompany } & Changed) {
  const t = useTranslations('adminYellow.directory');
  const items = company.category.map((c) => ({
    key: c.category_id,
    label: <span>{c.category_code}</span>,
    value: <span>{c.name}</span>,
    path: `/delete/category?category_id=${c.category_id}&company_id=${company.company.id}`,
    question: t('edit.deleteCategoryConfirm', { name: c.name }),
  }));
  return <StoredList legend={t('edit.categories')} items={items} failed={t('edit.categoryDeleteFailed')} {...changed} />;
}

/** Stored rows of the company, each with a delete button: deleted at once after a question, then the company reloads. */
function StoredList({ legend, items, failed, reload, notice }: { legend: string; items: Stored[]; failed: string } & Changed) {
  const t = useTranslations('adminYellow.directory');
  const remove = useDeleteConfirm<Stored>({
    path: (item) => `${YP_ADMIN}${item.path}`,
    question: (item) => item.question,
    onDeleted: async () => {
      notice.success(t('common.deleted'));
      await reload();
    },
    onError: (error) => notice.error(`${failed} ${(error as Error).message}`),
  });
  return (
    <fieldset className={styles.group}>
      <legend>{legend}</legend>
      {items.map((item) => (
        <div key={item.key} className={styles.listRow}>
          {item.label}
          {item.value}
          <button type="button" className={`${ui.danger} ${ui.small}`} onClick={() => remove.ask(item)}>
            {t('common.delete')}
          </button>
        </div>
      ))}
      {remove.dialog}
    </fieldset>
  );
}
