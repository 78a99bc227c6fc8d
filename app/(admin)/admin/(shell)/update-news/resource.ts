import { defineResource, twoChoices as yesNo, writePaths, type OptionsSource } from '@/components/admin/resource/define';
import type { PageRow } from '@/components/admin/week/sources';
import type { listNewsForAdmin } from '@/lib/news/commands';
import { DEFAULT_PUBLISHER, NEWS_PAGE_SIZES, TRANSLATION_STATES } from '@/lib/news/news-form';
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '@/lib/publishing/states';
import { optionsOf } from '@/components/admin/resource/column-kinds';
import { publishStateOptions } from '@/components/admin/usePublishingActions';
import { newsInsertBody, newsUpdateBody } from '@/lib/news/validators-admin';

/** A row of GET /get/news. */
type NewsRow = PageRow<typeof listNewsForAdmin, 'rows'>;

const translationStates = optionsOf(TRANSLATION_STATES, 'translation', { current: 'success', behind: 'danger' });

/** The menus a news item can be filed under. */
const newsMenus: OptionsSource = { path: '/api/admin/get/categories', rows: 'categories', value: 'cid', label: 'category', where: { page_type: 'news' } };
const language = (suffix: '' | '_en', label: string) => ({
  kind: 'group' as const,
  name: `language${suffix}`,
  label,
  fields: [
    { kind: 'text' as const, name: `title${suffix}`, label: 'title', maxLength: 300 },
    { kind: 'textarea' as const, name: `summary${suffix}`, label: 'summary', maxLength: 2000 },
    { kind: 'richtext' as const, name: `text${suffix}`, label: 'text', uploadPath: '/upload/news-image' },
    // Search engines and share previews (issue 24.8): left empty, the title and the summary stand in.
    { kind: 'text' as const, name: `meta_title${suffix}`, label: 'metaTitle', maxLength: SEO_TITLE_MAX, hint: 'metaTitleHint' },
    { kind: 'textarea' as const, name: `meta_description${suffix}`, label: 'metaDescription', maxLength: SEO_DESCRIPTION_MAX, hint: 'metaDescriptionHint' },
  ],
});

/** News of /mm (and, with yellow_book, the directory's home): added on /admin/add-news, listed on /admin/update-news. */
export const newsResource = defineResource<NewsRow>({
  key: 'news',
  messages: 'admin.news',
  title: 'listTitle',
  nameField: 'title',
  api: { prefix: '/api/admin', list: '/get/news', rows: 'news', ...writePaths('news'), body: 'multipart', exports: true },
  detail: { path: '/get/news-detail', key: 'news' },
  schema: { insert: newsInsertBody, update: newsUpdateBody },
  columns: [
    { field: 'image', label: 'image', cell: 'image', width: 130 },
    { field: 'title', label: 'title', cell: 'link', href: (row) => `/mm/detail/${row.id}`, sortable: true, filter: 'text' },
    { field: 'category_cid', label: 'category', value: (row) => row.category ?? '', filter: 'enum', optionsFrom: newsMenus, filterLabel: 'filter' },
    { field: 'state', label: 'stateColumn', cell: 'badge', options: publishStateOptions, filter: 'enum', width: 150 },
    { field: 'translation', label: 'translationColumn', cell: 'badge', options: translationStates, filter: 'enum', width: 190 },
    { field: 'yellow_book', label: 'yellowBook', cell: 'badge', options: yesNo('yes', 'no'), filter: 'enum', width: 150 },
    { field: 'publisher', label: 'publisher', sortable: true, filter: 'text' },
    { field: 'created_at', label: 'createdAt', cell: 'date', sortable: true, filter: 'dateRange', width: 170 },
  ],
  // The spec's order of checks: cover, Mongolian, English, category, publisher, status, directory.
  fields: [
    { kind: 'image', name: 'image', label: 'image', current: 'image', required: true },
    language('', 'mongolian'),
    language('_en', 'english'),
    { kind: 'select', name: 'category_cid', label: 'category', options: [], optionsFrom: newsMenus, placeholder: 'choose', required: true },
    { kind: 'text', name: 'publisher', label: 'publisher', maxLength: 100, required: true },
    { kind: 'radio', name: 'news_status', label: 'status', options: yesNo('active', 'inactive'), required: true },
    // Ulaanbaatar time; an active item shows from publish_at and until unpublish_at, by itself (issue 24.2).
    { kind: 'datetime-local', name: 'publish_at', label: 'publishAt', hint: 'publishAtHint' },
    { kind: 'datetime-local', name: 'unpublish_at', label: 'unpublishAt', hint: 'unpublishAtHint' },
    { kind: 'radio', name: 'yellow_book', label: 'yellowBook', options: yesNo('yes', 'no'), required: true },
  ],
  defaults: { publisher: DEFAULT_PUBLISHER },
  formTitles: { add: 'addTitle', edit: 'editTitle' },
  paging: { sizes: NEWS_PAGE_SIZES, initial: NEWS_PAGE_SIZES[0] },
  empty: 'empty',
  confirmDelete: 'confirmDelete',
  notices: { added: 'added', saved: 'saved', deleted: 'deleted' },
});
