'use client';

import { useFormContext } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import type { Translate } from '@/lib/i18n/keys';
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
import { CONTACT_TYPES, isContactType } from '@/lib/directory/validators';
import { companyEditResource, type CompanyEdit } from './resource';

type Changed = { reload: () => Promise<unknown>; notice: ReturnType<typeof useNotice> };
/**
 * A stored contact or category: its label, then its text or the form value edited in place (`input`: a contact's
 * value, saved with the form), and the call that deletes it at once (after a question).
 */
type Stored = { key: number; label: string; text?: string; input?: string; path: string; question: string };

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
function companyForm(company: AdminCompany, categories: MainCategory[], t: Translate<'adminYellow.directory'>, changed: Changed): Resource<CompanyEdit> {
  const typeLabel = (type: string) => (isContactType(type) ? t(`edit.contactTypes.${type}`) : type);
  const contacts = company.contact.map((c, i) => ({
    key: c.id,
    label: typeLabel(c.contact_type),
    input: `contact.${i}.contact_value`,
    path: `/delete/contact?id=${c.id}`,
    question: t('edit.deleteContactConfirm', { value: c.contact_value }),
  }));
  const stored = company.category.map((c) => ({
    key: c.category_id,
    label: c.category_code,
    text: c.name,
    path: `/delete/category?category_id=${c.category_id}&company_id=${company.company.id}`,
    question: t('edit.deleteCategoryConfirm', { name: c.name }),
  }));
  const subs = categories.flatMap((main) => main.subCategories.map((s) => ({ value: s.category_code, text: `${s.category_code} ${s.name}` })));
  const fields: Field[] = [
    { kind: 'custom', name: 'contact', label: 'edit.contacts', render: () => <StoredList legend={t('edit.contacts')} items={contacts} failed={t('edit.contactDeleteFailed')} {...changed} /> },
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
    { kind: 'custom', name: 'category', label: 'edit.categories', render: () => <StoredList legend={t('edit.categories')} items={stored} failed={t('edit.categoryDeleteFailed')} {...changed} /> },
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

/** Stored rows of the company, each with a delete button: deleted at once after a question, then the company reloads. */
function StoredList({ legend, items, failed, reload, notice }: { legend: string; items: Stored[]; failed: string } & Changed) {
  const t = useTranslations('adminYellow.directory');
  const { register } = useFormContext();
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
          {item.input ? <label htmlFor={`yp-${item.input}`}>{item.label}</label> : <span>{item.label}</span>}
          {item.input ? <input id={`yp-${item.input}`} className={ui.input} {...register(item.input)} /> : <span>{item.text}</span>}
          <button type="button" className={`${ui.danger} ${ui.small}`} onClick={() => remove.ask(item)}>
            {t('common.delete')}
          </button>
        </div>
      ))}
      {remove.dialog}
    </fieldset>
  );
}
