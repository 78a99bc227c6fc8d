import { getLocale, getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { getArchiveMonths, getCategoryCounts, getRecentNews } from '@/lib/news/queries';
import { SidePanelLists } from './SidePanelLists';
import { sidePanelView } from './side-panel-view';

type Props = {
  /** The list being shown, to mark it in the panel: a category cid or an archive month. */
  current?: number | string;
  searchTerm?: string;
};

/** Search, news categories with their counts, archive months and the latest news (blog, detail and reports pages). */
export async function NewsSidePanel({ current, searchTerm }: Props) {
  const lang = (await getLocale()) as Locale;
  const [t, categories, months, recent] = await Promise.all([
    getTranslations('mm.blog'),
    getCategoryCounts({ type: 'news', lang }),
    getArchiveMonths({ lang }),
    getRecentNews({ lang, limit: 4 }),
  ]);
  const labels = {
    searchLabel: t('searchLabel'),
    searchPlaceholder: t('searchPlaceholder'),
    searchButton: t('searchButton'),
    categories: t('categories'),
    archive: t('archive'),
    recent: t('recent'),
  };
  const view = sidePanelView({ categories, months, recent }, lang, (count) => t('count', { count }));
  return <SidePanelLists view={view} labels={labels} current={current} searchTerm={searchTerm} />;
}
