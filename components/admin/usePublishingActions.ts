'use client';

import { useRouter } from 'next/navigation';
import { useDynamicTranslations } from '@/lib/i18n/dynamic';
import type { RowAction } from '@/components/admin/resource/columns';
import { optionsOf } from '@/components/admin/resource/column-kinds';
import type { Resource } from '@/components/admin/resource/define';
import { useCan } from '@/components/admin/role';
import { PUBLISH_STATES } from '@/lib/publishing/states';

type Lang = 'mn' | 'en';

/** Opens the public page in a language through draft mode (drafts show to this editor only, issue 24.1), in a tab of its own beside the other. */
export const openPreview = (path: string, lang: Lang) =>
  window.open(`/api/admin/preview?path=${encodeURIComponent(`${lang === 'en' ? '/en' : ''}${path}`)}`, `preview-${lang}-${path}`, 'noopener');

type Options<Row> = {
  /** The screen's route: an item's versions are on <route>/versions/<id>. */
  route: string;
  /** The item's public page (without the language prefix). */
  page: (row: Row) => string;
  /** A language the item is not written in has no preview. */
  hiddenIn?: (row: Row, lang: Lang) => boolean;
};

/** The grid actions of a publishable resource: preview in each language (editors) and its versions (previewMn, previewEn, versionsAction in its messages). */
export function usePublishingActions<Row extends { id: number }>(resource: Resource<Row>, { route, page, hiddenIn }: Options<Row>): RowAction<Row>[] {
  const t = useDynamicTranslations(resource.messages);
  const canPreview = useCan('write');
  const router = useRouter();
  const previews = (['mn', 'en'] as const).map((lang) => ({
    label: t(lang === 'mn' ? 'previewMn' : 'previewEn'),
    onClick: (row: Row) => openPreview(page(row), lang),
    ...(hiddenIn ? { hiddenFor: (row: Row) => hiddenIn(row, lang) } : {}),
  }));
  return [...(canPreview ? previews : []), { label: t('versionsAction'), onClick: (row: Row) => router.push(`${route}/versions/${row.id}`) }];
}

/** The choices of a publishable item's state column (issue 24.1): published in green, a draft in red. */
export const publishStateOptions = optionsOf(PUBLISH_STATES, 'state', { published: 'success', draft: 'danger' });
