'use client';

import { useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { ResourceScreen } from '@/components/admin/resource/ResourceScreen';
import { LabeledSelect } from '@/components/admin/yellow/LabeledSelect';
import type { MainCategory } from '@/lib/directory/categories';
import { withMainCategories } from './resource';

const LANGS = ['mn', 'en'] as const;

/** /admin/yellow/category: sub-categories with the main category filter, language, page size and a rename modal. */
export function CategoryScreen({ mains }: { mains: MainCategory[] }) {
  const t = useTranslations('adminYellow.directory');
  const [lang, setLang] = useState<(typeof LANGS)[number]>('mn');
  const resource = useMemo(() => withMainCategories(mains, lang), [mains, lang]);
  return (
    <ResourceScreen
      resource={resource}
      add="elsewhere"
      editInModal
      params={{ lang }}
      actions={
        <LabeledSelect id="yp-category-lang" label={t('category.language')} value={lang} values={LANGS} text={(value) => t(`category.languages.${value}`)} onChange={setLang} />
      }
    />
  );
}
