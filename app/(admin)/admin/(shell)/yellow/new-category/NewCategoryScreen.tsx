'use client';

import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { useRefetchAdmin } from '@/components/admin/api';
import { PageHeader } from '@/components/admin/PageHeader';
import { accessOf, apiPath } from '@/components/admin/resource/define';
import { ResourceForm } from '@/components/admin/resource/ResourceForm';
import { useCan } from '@/components/admin/role';
import { useNotice } from '@/components/admin/TimedMessage';
import type { MainCategory } from '@/lib/directory/categories';
import { withMainCategories } from '../category/resource';

/** /admin/yellow/new-category: main category (default 01), Mongolian and English names; the server gives the code, the notice names it. */
export function NewCategoryScreen({ mains }: { mains: MainCategory[] }) {
  const t = useTranslations('adminYellow.directory');
  const words = useTranslations('admin.ui');
  const resource = useMemo(() => withMainCategories(mains), [mains]);
  const canAdd = useCan(accessOf(resource, 'create'));
  const notice = useNotice();
  const refetch = useRefetchAdmin();
  return (
    <>
      <PageHeader title={t('newCategory.title')} />
      {notice.element}
      {canAdd ? (
        <ResourceForm
          resource={resource}
          row={null}
          notice={notice}
          onSaved={(answer) => {
            notice.success(t('newCategory.created', { code: (answer as { category: { category_code: string } }).category.category_code }));
            void refetch(apiPath(resource, resource.api.list));
          }}
        />
      ) : (
        <p role="alert">{words('readOnly')}</p>
      )}
    </>
  );
}
