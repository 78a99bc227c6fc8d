'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { ResourceScreen } from '@/components/admin/resource/ResourceScreen';
import { useCan } from '@/components/admin/role';
import { newsResource } from './resource';

/** The public page of an item in a language, opened in draft mode (unpublished items show to editors only). */
const previewUrl = (id: number, lang: 'mn' | 'en') =>
  `/api/admin/preview?path=${encodeURIComponent(`${lang === 'en' ? '/en' : ''}/mm/detail/${id}`)}`;

/** Opens the two languages' previews side by side in new tabs. */
const preview = (id: number, lang: 'mn' | 'en') => window.open(previewUrl(id, lang), `preview-${lang}-${id}`, 'noopener');

/** /admin/update-news: filter by category and more, 5/10/15 per page, edit in place, preview, versions, delete with confirmation. */
export function NewsList() {
  const t = useTranslations('admin.news');
  const canPreview = useCan('write');
  const router = useRouter();
  const versions = { label: t('versionsAction'), onClick: (row: { id: number }) => router.push(`/admin/update-news/versions/${row.id}`) };
  return (
    <ResourceScreen
      resource={newsResource}
      add="/admin/add-news"
      extraActions={
        canPreview
          ? [
              { label: t('previewMn'), onClick: (row) => preview(row.id, 'mn'), hiddenFor: (row) => row.title === '' },
              { label: t('previewEn'), onClick: (row) => preview(row.id, 'en'), hiddenFor: (row) => row.title_en === '' },
              versions,
            ]
          : [versions]
      }
    />
  );
}
