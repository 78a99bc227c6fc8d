import { defineResource, twoChoices, type Field } from '@/components/admin/resource/define';
import { staticInsertBody, staticUpdateBody } from '@/lib/news/validators-admin';
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '@/lib/publishing/states';

export type StaticPage = { id: number; category_cid: number; text: string; text_en: string; status: boolean } & Record<`meta_${'title' | 'description'}${'' | '_en'}`, string>;

const richText = (name: string, label: string): Field => ({ kind: 'richtext', name, label, uploadPath: '/upload/static-image' });
/** The search-engine texts (issue 24.8): empty, the menu's name and the page's standard description stand in. */
const seo = (name: string, label: string, maxLength: number): Field => ({ kind: 'text', name, label, maxLength, hint: `${label.replace(/En$/, '')}Hint` });

/** A menu's static page (one per menu; the screen adds its category_cid): JSON to /insert/static-data, then /update/static-data. */
export const staticPageResource = defineResource<StaticPage>({
  key: 'static',
  messages: 'admin.static',
  title: 'form',
  nameField: 'text',
  api: { prefix: '/api/admin', list: '/get/static-data', rows: 'static', insert: '/insert/static-data', update: '/update/static-data', body: 'json' },
  schema: { insert: staticInsertBody, update: staticUpdateBody },
  columns: [],
  fields: [
    richText('text', 'text'),
    richText('text_en', 'textEn'),
    // A draft's text stays off the site; only the preview shows it.
    { kind: 'radio', name: 'status', label: 'status', hint: 'draftNote', options: twoChoices('statusOptions.published', 'statusOptions.draft') },
    seo('meta_title', 'metaTitle', SEO_TITLE_MAX),
    seo('meta_title_en', 'metaTitleEn', SEO_TITLE_MAX),
    seo('meta_description', 'metaDescription', SEO_DESCRIPTION_MAX),
    seo('meta_description_en', 'metaDescriptionEn', SEO_DESCRIPTION_MAX),
  ],
  defaults: { status: 'true' },
  paging: null,
  notices: { added: 'saved', saved: 'saved' },
});
