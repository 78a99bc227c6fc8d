'use client';

import { useTranslations } from 'next-intl';
import { FormField, fieldProps } from '@/components/admin/FormField';
import { PageHeader } from '@/components/admin/PageHeader';
import ui from '@/components/admin/ui.module.css';
import { SOCIAL_ICONS, type SocialIcon as IconName } from '@/lib/conference/constants';
import { socialLinkSchema } from '@/lib/conference/validators';
import { SOCIAL_BRANDS, SocialIcon } from '../shell/SocialIcon';
import { CrudEditor } from './CrudEditor';
import { W } from './week-api';

type Link = { id: number; icon: string; link: string };
type List = { link: Link[] };

/** /admin/week/social-link: the conference footer's social links (one of 20 brand icons and an address). */
export function SocialLinkScreen() {
  const t = useTranslations('adminWeek.social');
  return (
    <>
      <PageHeader title={t('title')} />
      <CrudEditor
        listPath={`${W}/get/social-link`}
        rows={(data: List) => data.link}
        rowKey={(r) => r.id}
        schema={socialLinkSchema}
        empty={{ icon: '' as IconName, link: '' }}
        toForm={(r) => ({ icon: r.icon as IconName, link: r.link })}
        insertPath={`${W}/insert/social-link`}
        updatePath={`${W}/update/social-link`}
        identify={(r) => ({ id: r.id })}
        deletePath={(r) => `${W}/delete/social-link?id=${r.id}`}
        question={() => t('confirmDelete')}
        formTitle={(editing) => (editing ? t('editTitle') : t('addTitle'))}
        listCaption={t('listCaption')}
        fields={({ register, formState: { errors } }) => (
          <div className={ui.row}>
            <FormField id="social-icon" label={t('icon')} error={errors.icon?.message} required>
              <select {...fieldProps('social-icon', errors.icon?.message)} {...register('icon')} className={ui.select}>
                <option value="">{t('chooseIcon')}</option>
                {SOCIAL_ICONS.map((icon) => (
                  <option key={icon} value={icon}>
                    {SOCIAL_BRANDS[icon].name}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField id="social-link" label={t('link')} error={errors.link?.message} required>
              <input type="url" {...fieldProps('social-link', errors.link?.message)} {...register('link')} className={ui.input} placeholder="https://" />
            </FormField>
          </div>
        )}
        columns={[
          { key: 'icon', header: t('icon'), cell: (r) => <SocialIcon icon={r.icon} link={r.link} /> },
          { key: 'name', header: t('brand'), cell: (r) => SOCIAL_BRANDS[r.icon as IconName]?.name ?? r.icon },
          { key: 'link', header: t('link'), cell: (r) => r.link },
        ]}
      />
    </>
  );
}
