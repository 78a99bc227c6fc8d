'use client';

import { useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { PageHeader } from '@/components/admin/PageHeader';
import { accessOf } from '@/components/admin/resource/define';
import { ResourceForm } from '@/components/admin/resource/ResourceForm';
import { ResourceList } from '@/components/admin/resource/ResourceList';
import { useCan } from '@/components/admin/role';
import { useNotice } from '@/components/admin/TimedMessage';
import { LabeledSelect } from '@/components/admin/yellow/LabeledSelect';
import { Modal } from '@/components/ui/Modal';
import type { MainCategory } from '@/lib/directory/categories';
import { withMainCategories, type CategoryRow } from './resource';

const LANGS = ['mn', 'en'] as const;

/** /admin/yellow/category: sub-categories with the main category filter, language, page size and a rename modal. */
export function CategoryScreen({ mains }: { mains: MainCategory[] }) {
  const t = useTranslations('adminYellow.directory');
  const [lang, setLang] = useState<(typeof LANGS)[number]>('mn');
  const resource = useMemo(() => withMainCategories(mains, lang), [mains, lang]);
  const canRename = useCan(accessOf(resource, 'edit'));
  const [renaming, setRenaming] = useState<CategoryRow | null>(null);
  const notice = useNotice();
  const close = () => setRenaming(null);

  return (
    <>
      <PageHeader title={t('category.title')}>
        <LabeledSelect id="yp-category-lang" label={t('category.language')} value={lang} values={LANGS} text={(value) => t(`category.languages.${value}`)} onChange={setLang} />
      </PageHeader>
      {notice.element}
      <ResourceList key={lang} resource={resource} notice={notice} params={{ lang }} onEdit={canRename ? setRenaming : undefined} />
      {renaming && (
        <Modal title={`${t('category.renameTitle')}: ${renaming.category_code}`} closeLabel={t('common.close')} onClose={close}>
          <ResourceForm resource={resource} row={renaming} notice={notice} onBack={close} onSaved={close} />
        </Modal>
      )}
    </>
  );
}
