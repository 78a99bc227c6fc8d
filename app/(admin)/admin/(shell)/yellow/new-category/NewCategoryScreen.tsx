'use client';

import { useMemo } from 'react';
import { ResourceAddPage } from '@/components/admin/resource/ResourceAddPage';
import type { MainCategory } from '@/lib/directory/categories';
import { withMainCategories } from '../category/resource';

/** /admin/yellow/new-category: main category (default 01), Mongolian and English names; the server gives the code, the notice names it. */
export function NewCategoryScreen({ mains }: { mains: MainCategory[] }) {
  const resource = useMemo(() => withMainCategories(mains), [mains]);
  return <ResourceAddPage resource={resource} />;
}
