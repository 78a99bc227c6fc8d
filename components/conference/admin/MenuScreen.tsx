'use client';

import { useTranslations } from 'next-intl';
import { useAdminQuery } from '@/components/admin/api';
import { FormField, fieldProps } from '@/components/admin/FormField';
import { PageHeader } from '@/components/admin/PageHeader';
import ui from '@/components/admin/ui.module.css';
import { CATEGORY_PAGE_TYPES } from '@/lib/conference/constants';
import { categorySchema } from '@/lib/conference/validators';
import { CrudEditor } from './CrudEditor';
import { W } from './week-api';
import styles from './week.module.css';

type Category = {
  id: number;
  cid: number;
  pid: number | null;
  category: string;
  category_en: string;
  category_status: boolean;
  page_type: string;
  link: string;
};
type List = { categories: Category[] };

const LIST = `${W}/get/categories`;
const pageType = (value: string): 'news' | 'static' => (value === 'news' ? 'news' : 'static');

/** /admin/week/link: the conference menu categories (active green, inactive red) with the add/edit form. */
export function MenuScreen() {
  const t = useTranslations('adminWeek.menu');
  const parents = useAdminQuery<List>(LIST).data?.categories ?? [];
  return (
    <>
      <PageHeader title={t('title')} />
      <CrudEditor
        listPath={LIST}
        rows={(data: List) => data.categories}
        rowKey={(r) => r.cid}
        schema={categorySchema}
        empty={{ category: '', category_en: '', link: '', pid: '', category_status: true, page_type: 'static' }}
        toForm={(r) => ({ ...r, pid: r.pid === null ? '' : String(r.pid), page_type: pageType(r.page_type) })}
        insertPath={`${W}/insert/category`}
        updatePath={`${W}/update/category`}
        identify={(r) => ({ cid: r.cid })}
        deletePath={(r) => `${W}/delete/category?cid=${r.cid}`}
        question={(r) => t('confirmDelete', { name: r.category })}
        formTitle={(editing) => (editing ? t('editTitle', { name: editing.category }) : t('addTitle'))}
        listCaption={t('listCaption')}
        fields={({ register, formState: { errors } }, editing) => (
          <>
            <div className={ui.row}>
              <FormField id="menu-category" label={t('name')} error={errors.category?.message} required>
                <input {...fieldProps('menu-category', errors.category?.message)} {...register('category')} className={ui.input} />
              </FormField>
              <FormField id="menu-category-en" label={t('nameEn')} error={errors.category_en?.message} required>
                <input {...fieldProps('menu-category-en', errors.category_en?.message)} {...register('category_en')} className={ui.input} />
              </FormField>
            </div>
            <div className={ui.row}>
              <FormField id="menu-link" label={t('link')} error={errors.link?.message} hint={t('linkHint')}>
                <input {...fieldProps('menu-link', errors.link?.message, t('linkHint'))} {...register('link')} className={ui.input} />
              </FormField>
              <FormField id="menu-pid" label={t('parent')}>
                <select id="menu-pid" {...register('pid')} className={ui.select}>
                  <option value="">{t('noParent')}</option>
                  {parents
                    .filter((c) => c.cid !== editing?.cid)
                    .map((c) => (
                      <option key={c.cid} value={c.cid}>
                        {c.category}
                      </option>
                    ))}
                </select>
              </FormField>
              <FormField id="menu-type" label={t('pageType')}>
                <select id="menu-type" {...register('page_type')} className={ui.select}>
                  {CATEGORY_PAGE_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t(`types.${type}`)}
                    </option>
                  ))}
                </select>
              </FormField>
            </div>
            <label className={ui.choice}>
              <input type="checkbox" {...register('category_status')} /> {t('active')}
            </label>
          </>
        )}
        columns={[
          { key: 'cid', header: 'cid', cell: (r) => r.cid },
          { key: 'category', header: t('name'), cell: (r) => r.category },
          { key: 'category_en', header: t('nameEn'), cell: (r) => r.category_en },
          { key: 'type', header: t('pageType'), cell: (r) => t(`types.${pageType(r.page_type)}`) },
          { key: 'link', header: t('link'), cell: (r) => r.link || '—' },
          {
            key: 'status',
            header: t('status'),
            cell: (r) => <span className={r.category_status ? styles.active : styles.inactive}>{r.category_status ? t('active') : t('inactive')}</span>,
          },
        ]}
      />
    </>
  );
}
