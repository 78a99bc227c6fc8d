'use client';

import { useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useRefetchAdmin } from '@/components/admin/api';
import { PageHeader } from '@/components/admin/PageHeader';
import { accessOf, apiPath } from '@/components/admin/resource/define';
import { ResourceForm } from '@/components/admin/resource/ResourceForm';
import { ResourceList } from '@/components/admin/resource/ResourceList';
import { useCan } from '@/components/admin/role';
import { useNotice } from '@/components/admin/TimedMessage';
import { LabeledSelect } from '@/components/admin/yellow/LabeledSelect';
import { Modal } from '@/components/ui/Modal';
import type { MainCategory } from '@/lib/directory/categories';
import { withMainCategories, type CategoryRow } from './resource';

/** /admin/yellow/category: sub-categories with the main category filter, language, page size and a rename modal. */
export function CategoryScreen({ mains }: { mains: MainCategory[] }) {
  const t = useTranslations('adminYellow.directory');
  const [lang, setLang] = useState<'mn' | 'en'>('mn');
  const resource = useMemo(() => withMainCategories(mains, lang), [mains, lang]);
  const canRename = useCan(accessOf(resource, 'edit'));
  const [renaming, setRenaming] = useState<CategoryRow | null>(null);
  const notice = useNotice();
  const refetch = useRefetchAdmin();

  return (
    <>
      <PageHeader title={t('category.title')}>
        <LabeledSelect
          id="yp-category-lang"
          label={t('category.language')}
          value={lang}
          choices={(['mn', 'en'] as const).map((value) => ({ value, text: t(`category.languages.${value}`) }))}
          onChange={(value) => setLang(value as 'mn' | 'en')}
        />
      </PageHeader>
      {notice.element}
      <ResourceList key={lang} resource={resource} notice={notice} params={{ lang }} onEdit={canRename ? setRenaming : undefined} />
      <Modal
        open={renaming !== null}
        title={renaming ? `${t('category.renameTitle')}: ${renaming.category_code}` : ''}
        closeLabel={t('common.close')}
        onClose={() => setRenaming(null)}
      >
        {renaming && (
          <ResourceForm
            key={renaming.id}
            resource={resource}
            row={renaming}
            notice={notice}
            onBack={() => setRenaming(null)}
            onSaved={async () => {
              setRenaming(null);
              await refetch(apiPath(resource, resource.api.list));
            }}
          />
        )}
      </Modal>
    </>
  );
}
