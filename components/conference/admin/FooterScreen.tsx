'use client';

import { useTranslations } from 'next-intl';
import { FormField, fieldProps } from '@/components/admin/FormField';
import { PageHeader } from '@/components/admin/PageHeader';
import ui from '@/components/admin/ui.module.css';
import { FOOTER_TYPES, type FooterType } from '@/lib/conference/constants';
import { footerSchema } from '@/lib/conference/validators';
import { CrudEditor } from './CrudEditor';
import { W } from './week-api';

type Item = { id: number; type: string; information: string };
type List = { footer: Item[] };

/** /admin/week/footer: the footer's contact items of type phone, email or link. */
export function FooterScreen() {
  const t = useTranslations('adminWeek.footer');
  return (
    <>
      <PageHeader title={t('title')} />
      <CrudEditor
        listPath={`${W}/get/footer`}
        rows={(data: List) => data.footer}
        rowKey={(r) => r.id}
        schema={footerSchema}
        empty={{ type: '' as FooterType, information: '' }}
        toForm={(r) => ({ type: r.type as FooterType, information: r.information })}
        insertPath={`${W}/insert/footer`}
        updatePath={`${W}/update/footer`}
        identify={(r) => ({ id: r.id })}
        deletePath={(r) => `${W}/delete/footer?id=${r.id}`}
        question={(r) => t('confirmDelete', { information: r.information })}
        formTitle={(editing) => (editing ? t('editTitle') : t('addTitle'))}
        listCaption={t('listCaption')}
        fields={({ register, formState: { errors } }) => (
          <div className={ui.row}>
            <FormField id="footer-type" label={t('type')} error={errors.type?.message} required>
              <select {...fieldProps('footer-type', errors.type?.message)} {...register('type')} className={ui.select}>
                <option value="">{t('chooseType')}</option>
                {FOOTER_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`types.${type}`)}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField id="footer-information" label={t('information')} error={errors.information?.message} required>
              <input {...fieldProps('footer-information', errors.information?.message)} {...register('information')} className={ui.input} />
            </FormField>
          </div>
        )}
        columns={[
          { key: 'type', header: t('type'), cell: (r) => (FOOTER_TYPES.includes(r.type as FooterType) ? t(`types.${r.type as FooterType}`) : r.type) },
          { key: 'information', header: t('information'), cell: (r) => r.information },
        ]}
      />
    </>
  );
}
